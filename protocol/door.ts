import * as v from 'valibot';
import { Hash64 } from './schemas/common';

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

/** `#open=<code>` in a page address, or `null`. */
export function openCodeOf(hash: string): string | null {
	const m = /^#?open=([0-9a-f]{32})$/.exec(hash);
	return m ? m[1]! : null;
}

export const DeviceId = v.pipe(v.string(), v.minLength(1), v.maxLength(128));

/** `/session/challenge`'s 200 body. */
export const ChallengeAnswer = v.object({ nonce: Hash64 });
export type ChallengeAnswer = v.InferOutput<typeof ChallengeAnswer>;
/** `/session`'s 200 body. */
export const SessionAnswer = v.object({ token: Hash64 });
export type SessionAnswer = v.InferOutput<typeof SessionAnswer>;

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
