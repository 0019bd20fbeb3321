import { randomBytes } from 'node:crypto';
import { digest, randomHex, sameDigest } from './crypto';

/** The real city's 29 symbols: no 0, 1, 5, i, l, o or s, so nothing typed can be mistaken. */
export const CODE_ALPHABET = '2346789abcdefghjkmnpqrtuvwxyz';
/** Guesses at the pairing code: one a second for the whole city. */
export const GUESS_INTERVAL_MS = 1000;
export const OPEN_CODE_LIFE_MS = 120_000;
export const OPEN_CODES_MAX = 4;

/** `abcd-efgh`: two groups of four symbols, each byte mapped onto the alphabet as the city does. */
export function spellCode(): string {
	const sym = [...randomBytes(8)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
	return `${sym.slice(0, 4)}-${sym.slice(4)}`;
}

/** Rust's `str::trim`: Unicode White_Space at both ends (JavaScript's `trim` keeps U+0085). */
export function rustTrim(s: string): string {
	return s.replace(/^\p{White_Space}+|\p{White_Space}+$/gu, '');
}

export type Guess = 'right' | 'wrong' | 'too-soon';

/** The terminal's pairing code and the single-use open codes; only digests of the latter are kept. */
export class PairingCodes {
	private code = spellCode();
	private nextGuess = 0;
	private open = new Map<string, number>(); // digest → expires at

	constructor(
		private readonly now: () => number,
		private readonly onCode: (code: string) => void = () => {}
	) {
		this.onCode(this.code);
	}

	get current(): string {
		return this.code;
	}

	/** Judges a guess (its ends trimmed, nothing else) unless it comes too soon; every judged guess replaces the code. */
	guess(word: string): Guess {
		const now = this.now();
		if (now < this.nextGuess) return 'too-soon';
		this.nextGuess = now + GUESS_INTERVAL_MS;
		const right = sameDigest(digest(rustTrim(word)), digest(this.code));
		this.code = spellCode();
		this.onCode(this.code);
		return right ? 'right' : 'wrong';
	}

	/** A fresh open code; at most four live, the one expiring soonest making room. */
	mintOpen(): string {
		const now = this.now();
		this.purge(now);
		while (this.open.size >= OPEN_CODES_MAX) {
			const soonest = [...this.open].reduce((a, b) => (b[1] < a[1] ? b : a));
			this.open.delete(soonest[0]);
		}
		const code = randomHex(16);
		this.open.set(digest(code), now + OPEN_CODE_LIFE_MS);
		return code;
	}

	/** Spends an open code; false when unknown, used or expired. Not rate-limited. */
	redeemOpen(code: string): boolean {
		const key = digest(rustTrim(code));
		const expires = this.open.get(key);
		this.open.delete(key);
		return expires !== undefined && expires > this.now();
	}

	private purge(now: number): void {
		for (const [k, expires] of this.open) if (expires <= now) this.open.delete(k);
	}
}
