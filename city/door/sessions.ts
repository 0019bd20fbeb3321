import { digest, randomHex } from './crypto';

export const NONCE_LIFE_MS = 60_000;
export const NONCES_MAX = 16;
/** How long a token outlives its last socket (and how long a fresh one waits for its first). */
export const TOKEN_IDLE_MS = 60_000;
export const SESSIONS_MAX = 64;

/** A socket that said hello with a token; told when the token ends under it. */
export interface Seat {
	ended(): void;
}

interface Token {
	device: string;
	minted: number;
	seats: Set<Seat>;
	/** When the last seat left (or the mint, before the first): the token lapses TOKEN_IDLE_MS later. */
	idleSince: number;
}

/** The session half of the door: challenge nonces and session tokens, in memory only (a restart ends them all). */
export class Sessions {
	private nonces = new Map<string, number>(); // nonce → expires at
	private tokens = new Map<string, Token>(); // digest of the token → token

	constructor(private readonly now: () => number) {}

	/** A nonce for `/session` to sign; at most sixteen wait, the one expiring soonest making room. */
	challenge(): string {
		const now = this.now();
		for (const [n, expires] of this.nonces) if (expires <= now) this.nonces.delete(n);
		while (this.nonces.size >= NONCES_MAX) this.nonces.delete(soonest(this.nonces));
		const nonce = randomHex(32);
		this.nonces.set(nonce, now + NONCE_LIFE_MS);
		return nonce;
	}

	/** Spends a nonce, right signature or not; false when unknown, used or expired. */
	takeNonce(nonce: string): boolean {
		const expires = this.nonces.get(nonce);
		this.nonces.delete(nonce);
		return expires !== undefined && expires > this.now();
	}

	/** A token for `device`; when the table is full the oldest idle token (else the oldest of all) is ended. */
	mint(device: string): string {
		const now = this.now();
		this.dropLapsed(now);
		while (this.tokens.size >= SESSIONS_MAX) {
			const all = [...this.tokens];
			const idle = all.filter(([, t]) => t.seats.size === 0);
			const [key] = (idle.length ? idle : all).reduce((a, b) => (b[1].minted < a[1].minted ? b : a));
			this.end(key);
		}
		const token = randomHex(32);
		this.tokens.set(digest(token), { device, minted: now, seats: new Set(), idleSince: now });
		return token;
	}

	/** Whether `token` is live now: seated, or idle for less than a minute. */
	isLive(token: string): boolean {
		return this.live(digest(token)) !== undefined;
	}

	/** Seats a socket on a live token, so it does not lapse while the socket is open. */
	seat(token: string, seat: Seat): boolean {
		const t = this.live(digest(token));
		t?.seats.add(seat);
		return t !== undefined;
	}

	/** The socket is gone: once no socket holds the token, it has a minute left. */
	unseat(token: string, seat: Seat): void {
		const t = this.tokens.get(digest(token));
		if (!t || !t.seats.delete(seat)) return;
		if (t.seats.size === 0) t.idleSince = this.now();
	}

	/** Ends every token of a forgotten device, telling the sockets seated on them. */
	endDevice(device: string): void {
		for (const [key, t] of [...this.tokens]) if (t.device === device) this.end(key);
	}

	private live(key: string): Token | undefined {
		const t = this.tokens.get(key);
		if (!t) return undefined;
		if (t.seats.size > 0 || this.now() < t.idleSince + TOKEN_IDLE_MS) return t;
		this.tokens.delete(key);
		return undefined;
	}

	private dropLapsed(now: number): void {
		for (const [key, t] of this.tokens)
			if (t.seats.size === 0 && now >= t.idleSince + TOKEN_IDLE_MS) this.tokens.delete(key);
	}

	private end(key: string): void {
		const t = this.tokens.get(key);
		this.tokens.delete(key);
		for (const s of t?.seats ?? []) s.ended();
	}
}

function soonest(m: Map<string, number>): string {
	return [...m].reduce((a, b) => (b[1] < a[1] ? b : a))[0];
}
