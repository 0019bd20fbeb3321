import { sessionMessage } from '../../protocol/door';
import { labelProblem, type PairRequest, type SessionRequest } from '../../protocol/door-pairing';
import type { DeviceLine } from '../../protocol/schemas';
import { PairingCodes, rustTrim } from './codes';
import { decodeHex, deviceIdOf, digest, sameDigest, verifyEd25519 } from './crypto';
import { DevicesTable } from './devices-table';
import { Sessions, type Seat } from './sessions';
import { PAIRING, SESSIONS } from './texts';

/** A door answer: the JSON body of a 200, or a status with its plain-text refusal. */
export type DoorAnswer<T> = { ok: true; body: T } | { ok: false; status: number; text: string };

const refused = (status: number, text: string): DoorAnswer<never> => ({ ok: false, status, text });

/** Who a hello or a Bearer header says it is: the city's key, a session token, or nobody. */
export type Standing = 'key' | 'session' | null;

export interface DoorOptions {
	root: string;
	cityKey: string;
	now: () => number;
	onPairingCode?: (code: string) => void;
}

/** The city's door (WIRE.md §2a): pairing, sessions and the credentials a socket or `/enroll` presents. */
export class Door {
	readonly table: DevicesTable;
	readonly codes: PairingCodes;
	private readonly sessions: Sessions;
	private readonly keyDigest: string;
	private readonly now: () => number;

	constructor(opts: DoorOptions) {
		this.now = opts.now;
		this.table = new DevicesTable(opts.root);
		this.codes = new PairingCodes(opts.now, opts.onPairingCode);
		this.sessions = new Sessions(opts.now);
		this.keyDigest = digest(opts.cityKey);
	}

	/** `/pair`: the key's shape, then the label, then the code; the table is written before the browser counts as paired. */
	pair(req: PairRequest): DoorAnswer<{ device: string }> {
		const key = decodeHex(req.public_key, 32);
		if (!key) return refused(422, PAIRING.publicKey);
		const label = rustTrim(req.label);
		if (labelProblem(label)) return refused(422, PAIRING.label);
		if ('open' in req) {
			if (!this.codes.redeemOpen(req.open)) return refused(403, PAIRING.openCode);
		} else {
			const guess = this.codes.guess(req.code);
			if (guess === 'too-soon') return refused(403, PAIRING.tooSoon);
			if (guess === 'wrong') return refused(403, PAIRING.wrongCode);
		}
		const id = deviceIdOf(key);
		// Pairing the same key again replaces its row; its earlier sessions stay as they are.
		const row = { id, label, public_key: req.public_key.toLowerCase(), paired_at: this.now(), last_seen: null };
		try {
			this.table.put(row);
		} catch (err) {
			console.error(`city: could not write the paired browsers: ${(err as Error).message}`);
			return refused(500, PAIRING.storage);
		}
		return { ok: true, body: { device: id } };
	}

	/** `/session/challenge`. */
	challenge(): { nonce: string } {
		return { nonce: this.sessions.challenge() };
	}

	/** `/session`: the nonce is spent first, whatever follows; then the device, the signature's shape, the signature. */
	openSession(req: SessionRequest, origin: string): DoorAnswer<{ token: string }> {
		if (!this.sessions.takeNonce(req.nonce)) return refused(403, SESSIONS.nonce);
		const row = this.table.get(req.device);
		if (!row) return refused(403, SESSIONS.unknownDevice);
		const signature = decodeHex(req.signature, 64);
		if (!signature) return refused(403, SESSIONS.signatureShape);
		const key = decodeHex(row.public_key, 32)!;
		if (!verifyEd25519(key, sessionMessage(req.nonce, origin), signature)) return refused(403, SESSIONS.badSignature);
		this.table.touch(row.id, this.now());
		return { ok: true, body: { token: this.sessions.mint(row.id) } };
	}

	/** Whether `token` is the city's key or a live session token. */
	standing(token: string | null | undefined): Standing {
		if (typeof token !== 'string' || token === '') return null;
		if (sameDigest(digest(token), this.keyDigest)) return 'key';
		return this.sessions.isLive(token) ? 'session' : null;
	}

	/** Holds a session token open for a socket; the city's key needs no seat. */
	seat(token: string, seat: Seat): void {
		this.sessions.seat(token, seat);
	}

	unseat(token: string, seat: Seat): void {
		this.sessions.unseat(token, seat);
	}

	/** Forgets a browser: the table first (a failed write throws and keeps it), then its sessions and their sockets. */
	forget(id: string): boolean {
		const known = this.table.remove(id);
		this.sessions.endDevice(id);
		return known;
	}

	mintOpenCode(): string {
		return this.codes.mintOpen();
	}

	devices(): DeviceLine[] {
		return this.table.lines();
	}
}
