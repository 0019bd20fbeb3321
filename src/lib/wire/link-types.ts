import type { CredentialSource } from '$lib/door/credential';
import type { ShapeIssue } from '$protocol/errors';
import type { Query } from '$protocol/schemas/queries';
import type { AxError } from '$protocol/schemas/refusal';

/* The connection's vocabulary: its socket and clock seams, its states and notices. */

/** The part of a WebSocket the connection uses, so tests can script one. */
export interface WireSocket {
	send(data: string): void;
	close(): void;
	onopen: (() => void) | null;
	onmessage: ((ev: { data: unknown }) => void) | null;
	onclose: ((ev: { code?: number; reason?: string }) => void) | null;
	onerror: ((ev: unknown) => void) | null;
}
export type SocketFactory = (url: string) => WireSocket;

export interface Clock {
	now(): number;
	setTimeout(fn: () => void, ms: number): unknown;
	clearTimeout(handle: unknown): void;
}

export const realClock: Clock = {
	now: () => Date.now(),
	setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
	clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>)
};

export type StopReason =
	| { kind: 'wire_mismatch'; refusal: AxError | null; cityWireV: number | null; citySchema: string | null }
	| { kind: 'refused'; refusal: AxError }
	| { kind: 'protocol'; detail: string };

export type LinkState =
	| { kind: 'idle'; url: string }
	| { kind: 'connecting'; url: string; attempt: number }
	| { kind: 'connected'; url: string; city: string | null; wireV: number }
	/** `detail`: why the door could not be passed this time, as it answered (absent for a dropped socket). */
	/** `host`: the detail is the host's `getToken` failing, not the city's door. */
	| { kind: 'retrying'; url: string; attempt: number; retryAt: number; delayMs: number; detail?: string; host?: true }
	/** The city has a door and this browser must be paired first: no socket until the person pairs. */
	| { kind: 'pairing'; url: string }
	| { kind: 'stopped'; url: string; why: StopReason };

/** Things worth telling the person that belong to no single question's panel. */
export type WireNotice =
	| { kind: 'late'; query: string }
	| { kind: 'problem'; frame: string; issues: ShapeIssue[] }
	| { kind: 'epoch'; epoch: string }
	| { kind: 'lagged'; from: number; to: number }
	/** Commands that were unconfirmed when the socket dropped went out again, each with its own idem. */
	| { kind: 'resent'; actions: string[] }
	/** A resent command the city has not confirmed: the page stops waiting for it. */
	| { kind: 'unconfirmed'; action: string };

export interface ConnectionOptions {
	url: string;
	/** A fixed token for every hello (tests, stories); a `door` is asked before each attempt instead. */
	token?: string | null;
	/** The door's owner: asked for a credential before every socket attempt (WIRE.md §2a). */
	door?: CredentialSource | null;
	socket: SocketFactory;
	clock?: Clock;
}

/** A question the connection holds until it is answered, refused, aborted or the link stops. */
export interface Pending {
	query: Query;
	name: string;
	ids: Set<number>;
	timer: unknown;
	lateReported: boolean;
	staleSeq: number | null;
	/** The frame of this socket that carried it, for a question an older city may not know. */
	frame?: number;
	resolve(value: unknown): void;
	reject(error: unknown): void;
}
