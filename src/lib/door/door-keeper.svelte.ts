import type { Credential, CredentialSource } from './credential';
import { signSession } from './device-key';
import type { DeviceStore, PairedDevice } from './device-store';
import type { DoorRequests } from './door-requests';
import type { MissingForDoor, PairProof } from './pairing';

/** Where this browser stands at the city's door. */
export type DoorStatus =
	| 'checking'
	/** A session is open (or being renewed) with the stored key. */
	| 'entered'
	/** An older city without a door: entered without a token. */
	| 'no-door'
	/** A host handed the app its token: it is used as given and this browser never pairs on its own. */
	| 'host'
	/** The city has a door and this browser holds no key it knows: the pairing screen. */
	| 'pairing'
	/** The city has a door and this browser cannot keep a key. */
	| 'unsupported';

export type { PairProof };

export type PairOutcome =
	| { kind: 'paired' }
	| { kind: 'refused'; status: number; text: string }
	| { kind: 'unreachable'; detail: string }
	| { kind: 'no-door' }
	| { kind: 'unsupported'; missing: MissingForDoor }
	| { kind: 'not-kept'; detail: string };

export interface DoorKeeperOptions {
	requests: DoorRequests;
	store: DeviceStore;
	/** The key's first read, when started earlier (boot starts it beside `config.json`); else read when first needed. */
	stored?: Promise<PairedDevice | null>;
	/** This page's `location.origin`, which the signature names. */
	origin: string;
	/** A token the host handed over (config.json `token`, `?token=`); the keeper then never pairs. */
	hostToken: string | null;
	/** A host's source of fresh sessions, called once before every socket attempt; the keeper then never pairs. */
	getToken?: () => Promise<string>;
	/** An open code from `#open=…`, already removed from the address bar: redeemed at the first attempt. */
	openCode: string | null;
	/** The label an open code pairs under; by default the browser and system, as the pairing screen offers. */
	defaultLabel?: string;
	missing?: () => Promise<MissingForDoor | null>;
}

/**
 * The door's one owner (WIRE.md §2a): before every socket attempt the connection asks it for a credential,
 * and it pairs this browser, keeps the key in IndexedDB and opens a fresh session. The session token lives
 * in this object's memory only: never in storage, a URL, a log or the query cache.
 */
export class DoorKeeper implements CredentialSource {
	status = $state<DoorStatus>('checking');
	/** This browser's device id once paired, to mark it in the paired browsers list. */
	deviceId = $state<string | null>(null);
	missing = $state<MissingForDoor | null>(null);
	/** Why an open code did not pair: the city's sentence, shown on the pairing screen. */
	openRefusal = $state<string | null>(null);
	/** This browser was paired and the city no longer knows it: `said` is the city's sentence, when it gave one. */
	forgotten = $state<{ said: string | null } | null>(null);
	#token: string | null;
	#device: PairedDevice | null | undefined = undefined;
	#openCode: string | null;
	#resume: (() => void) | null = null;
	#answered!: () => void;
	/** Resolves once the first `credential()` has its outcome (a session, pairing, no door, a failure). */
	readonly firstAnswer = new Promise<void>((resolve) => (this.#answered = resolve));

	constructor(private readonly opts: DoorKeeperOptions) {
		this.#token = opts.hostToken;
		this.#openCode = opts.openCode;
		if (opts.hostToken || opts.getToken) this.status = 'host';
	}

	/** The token for `/enroll`'s `Authorization: Bearer`, or `null` before a session (or at a city without a door). */
	get token(): string | null {
		return this.#token;
	}

	onResume(start: () => void): void {
		this.#resume = start;
	}

	/** Resolves at the door's first answer, or after `ms` when the door has not answered by then. */
	answeredWithin(ms: number): Promise<void> {
		return new Promise((resolve) => {
			const timer = setTimeout(resolve, ms);
			void this.firstAnswer.then(() => {
				clearTimeout(timer);
				resolve();
			});
		});
	}

	async credential(): Promise<Credential> {
		try {
			return await this.#credential();
		} finally {
			this.#answered();
		}
	}

	async #credential(): Promise<Credential> {
		if (this.opts.hostToken) return { kind: 'token', token: this.opts.hostToken };
		if (this.opts.getToken) return this.#askHost(this.opts.getToken);
		const code = this.#openCode;
		if (code !== null) {
			this.#openCode = null;
			const outcome = await this.pair({ open: code }, this.opts.defaultLabel ?? null, false);
			if (outcome.kind === 'refused') this.openRefusal = outcome.text;
			if (outcome.kind === 'no-door') return this.#noDoor();
		}
		// The challenge is asked while the key is read: the city's answer decides even for a browser with no key.
		const [device, challenge] = await Promise.all([this.#load(), this.opts.requests.challenge()]);
		if (challenge.kind === 'no-door') return this.#noDoor();
		if (challenge.kind !== 'ok') return this.#unanswered(challenge);
		if (!device) return this.#needsPairing();
		const signature = await signSession(device.keys, challenge.value.nonce, this.opts.origin);
		const session = await this.opts.requests.session({ device: device.id, nonce: challenge.value.nonce, signature });
		if (session.kind === 'ok') {
			this.#token = session.value.token;
			this.status = 'entered';
			return { kind: 'token', token: session.value.token };
		}
		if (session.kind === 'refused' && session.status === 403) {
			// Forgotten, or another city: this key opens nothing here any more (WIRE.md §2a).
			await this.#drop();
			this.forgotten = { said: session.text };
			return this.#needsPairing();
		}
		if (session.kind === 'no-door') return this.#noDoor();
		return this.#unanswered(session);
	}

	/** Pairs this browser with a typed code or an open code; on success the connection starts again. */
	async pair(proof: PairProof, label: string | null, resume = true): Promise<PairOutcome> {
		const { pairDevice } = await import('./pairing');
		const paired = await pairDevice(this.opts.requests, proof, label, this.opts.missing);
		if (paired.kind === 'unsupported') {
			this.missing = paired.missing;
			this.status = 'unsupported';
		}
		if (paired.kind !== 'paired') return paired;
		const device = paired.device;
		try {
			await this.opts.store.save(device);
		} catch (error) {
			return { kind: 'not-kept', detail: String(error) };
		}
		this.#device = device;
		this.deviceId = device.id;
		this.openRefusal = null;
		this.forgotten = null;
		this.status = 'checking';
		if (resume) this.#resume?.();
		return { kind: 'paired' };
	}

	/**
	 * After this browser was forgotten at the city (`forgotten`: from this page's list, so the pairing screen
	 * says so), or the person chose to pair again: the key goes, and the pairing screen comes back.
	 */
	async forgetThisBrowser(forgotten = false): Promise<void> {
		await this.#drop();
		this.forgotten = forgotten ? { said: null } : null;
		if (this.status !== 'host') this.status = 'pairing';
	}

	async #load(): Promise<PairedDevice | null> {
		if (this.#device === undefined) {
			try {
				this.#device = await (this.opts.stored ?? this.opts.store.load());
			} catch {
				this.#device = null;
			}
			this.deviceId = this.#device?.id ?? null;
		}
		return this.#device;
	}

	async #drop(): Promise<void> {
		this.#device = null;
		this.#token = null;
		this.deviceId = null;
		await this.opts.store.drop().catch(() => undefined);
	}

	async #askHost(getToken: () => Promise<string>): Promise<Credential> {
		try {
			const token = await getToken();
			if (typeof token !== 'string' || token === '')
				return { kind: 'retry', detail: 'getToken() gave no token', host: true };
			this.#token = token;
			return { kind: 'token', token };
		} catch (error) {
			// The host's own failure: said as the door's answer, and the reconnect ladder asks it again.
			return { kind: 'retry', detail: error instanceof Error ? error.message : String(error), host: true };
		}
	}

	#noDoor(): Credential {
		this.status = 'no-door';
		return { kind: 'none' };
	}

	async #needsPairing(): Promise<Credential> {
		const missing = await (this.opts.missing ?? (await import('./pairing')).missingForDoor)();
		this.missing = missing;
		this.status = missing ? 'unsupported' : 'pairing';
		return { kind: 'wait' };
	}

	#unanswered(reply: { kind: 'refused'; status: number; text: string } | { kind: 'unreachable'; detail: string }) {
		// Keep the last token and let the socket's own answer decide (WIRE.md §2a).
		if (this.#token) return { kind: 'token', token: this.#token } as const;
		return {
			kind: 'retry',
			detail: reply.kind === 'refused' ? `${reply.status} ${reply.text}` : reply.detail
		} as const;
	}
}
