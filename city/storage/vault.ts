import fs from 'node:fs';
import path from 'node:path';
import type { KeyState } from '../../protocol/schemas';
import { writeFileAtomic } from './atomic';

/** A realm or name: the SecretRef segment grammar (WIRE.md §9). */
export const SEGMENT = /^[A-Za-z0-9._-]+$/;

/**
 * The environment variable that supplies `secret:<realm>/<name>`:
 * `CITY_SECRET_` + realm + `_` + name, upper-cased, every character outside
 * [A-Z0-9] replaced by `_` (`secret:providers/anthropic-work` →
 * `CITY_SECRET_PROVIDERS_ANTHROPIC_WORK`).
 */
export function envVarFor(reference: string): string {
	const body = reference.replace(/^secret:/, '').replace('/', '_');
	return 'CITY_SECRET_' + body.toUpperCase().replace(/[^A-Z0-9]/g, '_');
}

type VaultRead = { ok: true; secrets: Record<string, string> } | { ok: false; why: string };

/** Why a reference could not be redeemed; never carries a value. */
export class SecretUnavailable extends Error {
	constructor(
		readonly reference: string,
		readonly state: KeyState,
		message: string
	) {
		super(message);
	}
}

/**
 * The key store: `vault.json` in the data folder, mode 0600, replaced atomically.
 * Values leave it only through `redeem`, for the outbound request that needs them.
 * An environment variable named by `envVarFor` shadows the vault entry.
 * Test-only switch: a file `vault.poisoned` in the data folder makes the vault
 * lock read as poisoned, so `endpoint_view` answers `unavailable`.
 */
export class Vault {
	readonly file: string;
	private readonly poisonFile: string;

	constructor(
		root: string,
		private readonly env: Record<string, string | undefined>
	) {
		this.file = path.join(root, 'vault.json');
		this.poisonFile = path.join(root, 'vault.poisoned');
	}

	/** The broken-lock switch (see class comment). */
	get poisoned(): boolean {
		return fs.existsSync(this.poisonFile);
	}

	/** Reads the file fresh each time: small, and it keeps `unread` truthful. */
	private read(): VaultRead {
		let text: string;
		try {
			text = fs.readFileSync(this.file, 'utf8');
		} catch (err) {
			if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { ok: true, secrets: {} };
			return { ok: false, why: `the vault file cannot be read (${(err as NodeJS.ErrnoException).code ?? 'error'})` };
		}
		try {
			const parsed = JSON.parse(text) as { secrets?: unknown };
			const secrets = parsed.secrets;
			if (typeof secrets !== 'object' || secrets === null || Array.isArray(secrets)) throw new Error('no secrets');
			for (const v of Object.values(secrets)) if (typeof v !== 'string') throw new Error('bad value');
			return { ok: true, secrets: secrets as Record<string, string> };
		} catch {
			return { ok: false, why: 'the vault file is not one the city can parse' };
		}
	}

	/** Whether the vault is open (readable); `null` when it is, else why not. */
	openProblem(): string | null {
		if (this.poisoned) return 'the vault lock is poisoned, so no key state can be read; restart the city';
		const r = this.read();
		return r.ok ? null : r.why;
	}

	/** The environment variable for a reference, with its state when set. */
	private fromEnv(reference: string): { name: string; state: 'environment' | 'environment_unusable' } | null {
		const name = envVarFor(reference);
		const value = this.env[name];
		if (value === undefined) return null;
		const unusable = value.trim() === '' || /[\u0000-\u001f\u007f]/.test(value);
		return { name, state: unusable ? 'environment_unusable' : 'environment' };
	}

	/** The environment variable supplying this reference, if one is set. */
	envSupplier(reference: string): string | null {
		return this.fromEnv(reference)?.name ?? null;
	}

	/** One of the six KeyStates, for an account's reference (null: anonymous). */
	keyState(reference: string | null): KeyState {
		if (reference === null) return 'anonymous';
		const env = this.fromEnv(reference);
		if (env) return env.state;
		const r = this.read();
		if (!r.ok) return 'unread';
		const value = r.secrets[reference.slice('secret:'.length)];
		return value !== undefined && value !== '' ? 'stored' : 'missing';
	}

	/** The value for a reference, for the one outbound request that needs it. */
	redeem(reference: string): string {
		const env = this.fromEnv(reference);
		if (env?.state === 'environment') return this.env[env.name]!.trim();
		if (env)
			throw new SecretUnavailable(
				reference,
				env.state,
				`the environment variable ${env.name} that supplies ${reference} is empty or not readable text`
			);
		const r = this.read();
		if (!r.ok) throw new SecretUnavailable(reference, 'unread', `${reference} cannot be read: ${r.why}`);
		const value = r.secrets[reference.slice('secret:'.length)];
		if (value === undefined || value === '')
			throw new SecretUnavailable(reference, 'missing', `no key is stored under ${reference}`);
		return value;
	}

	/** Stores a key; returns the reference. Throws a sentence when the vault cannot take it. */
	store(realm: string, name: string, value: string): string {
		const r = this.read();
		if (!r.ok) throw new Error(r.why);
		const secrets = { ...r.secrets, [`${realm}/${name}`]: value };
		writeFileAtomic(this.file, JSON.stringify({ v: 1, secrets }, null, '\t') + '\n', 0o600);
		return `secret:${realm}/${name}`;
	}

	/** Removes a key; false when there was none. */
	forget(reference: string): boolean {
		const r = this.read();
		if (!r.ok) throw new Error(r.why);
		const key = reference.slice('secret:'.length);
		if (!(key in r.secrets)) return false;
		const secrets = { ...r.secrets };
		delete secrets[key];
		writeFileAtomic(this.file, JSON.stringify({ v: 1, secrets }, null, '\t') + '\n', 0o600);
		return true;
	}
}
