import * as v from 'valibot';
import { CONTROL_CHARS, Hash64 } from './schemas/common';

/*
 * The city's door (WIRE.md §2a): pairing a browser once, then a session before every socket attempt.
 * Shared by the app (its door keeper), the local city (its door) and the tests' own clients.
 */

/** The door's routes, under the page's base path like `/ws` and `/enroll`. */
export const DOOR_ROUTES = { pair: '/pair', challenge: '/session/challenge', session: '/session' } as const;

/** What a browser signs for a session: the context line, the nonce, then the page's origin. */
export const SESSION_CONTEXT = 'sprawling local session v1';
export function sessionMessage(nonce: string, origin: string): string {
	return `${SESSION_CONTEXT}\n${nonce}\n${origin}`;
}

/** A device label: 1–64 characters, no control characters (the city answers 422 otherwise). */
export const DEVICE_LABEL_MAX = 64;
export type LabelProblem = 'empty' | 'too-long' | 'control';
export function labelProblem(label: string): LabelProblem | null {
	if (label.length === 0) return 'empty';
	if ([...label].length > DEVICE_LABEL_MAX) return 'too-long';
	if (CONTROL_CHARS.test(label)) return 'control';
	return null;
}

/** The terminal's code: two groups of four, lowercase, a dash between them. */
export const PAIRING_CODE_PATTERN = /^[a-z0-9]{4}-[a-z0-9]{4}$/;
/** A single-use code the city mints for a browser it opens itself, handed over as `#open=<code>`. */
export const OPEN_CODE_PATTERN = /^[0-9a-f]{32}$/;

/**
 * A typed or pasted pairing code as the city reads it: lowercase, whitespace dropped, the dash kept; eight
 * symbols pasted without their dash (`ABCD EFGH`) get it back.
 */
export function normalizePairingCode(typed: string): string {
	const code = typed.toLowerCase().replace(/\s+/g, '');
	return /^[a-z0-9]{8}$/.test(code) ? `${code.slice(0, 4)}-${code.slice(4)}` : code;
}

/** `#open=<code>` in a page address, or `null`. */
export function openCodeOf(hash: string): string | null {
	const m = /^#?open=([0-9a-f]{32})$/.exec(hash);
	return m ? m[1]! : null;
}

export const DeviceId = v.pipe(v.string(), v.minLength(1), v.maxLength(128));

/** `/pair`'s 200 body. */
export const PairAnswer = v.object({ device: DeviceId });
export type PairAnswer = v.InferOutput<typeof PairAnswer>;
/** `/session/challenge`'s 200 body. */
export const ChallengeAnswer = v.object({ nonce: Hash64 });
export type ChallengeAnswer = v.InferOutput<typeof ChallengeAnswer>;
/** `/session`'s 200 body. */
export const SessionAnswer = v.object({ token: Hash64 });
export type SessionAnswer = v.InferOutput<typeof SessionAnswer>;

/** What `/pair` reads: exactly one of `code` and `open`. */
export const PairRequest = v.union([
	v.strictObject({ code: v.string(), public_key: v.string(), label: v.string() }),
	v.strictObject({ open: v.string(), public_key: v.string(), label: v.string() })
]);
export type PairRequest = v.InferOutput<typeof PairRequest>;
export const SessionRequest = v.strictObject({ device: v.string(), nonce: v.string(), signature: v.string() });
export type SessionRequest = v.InferOutput<typeof SessionRequest>;

/** A status that means "this city has no door" (an older build): go on without a token. */
export function isNoDoor(status: number): boolean {
	return status === 404 || status === 405 || status === 501;
}

export function toHex(bytes: ArrayBuffer | Uint8Array): string {
	const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
	let out = '';
	for (const b of view) out += b.toString(16).padStart(2, '0');
	return out;
}

export function fromHex(hex: string): Uint8Array<ArrayBuffer> {
	const out = new Uint8Array(hex.length / 2);
	for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
	return out;
}
