import * as v from 'valibot';
import {
	ASK_ID_MAX,
	ClientFrame,
	COMMAND_VERBS,
	type AxError,
	type Hello,
	type Query,
	QUERY_NAMES
} from '../../protocol/schemas';
import { CITY_QUERY_NAMES } from '../../protocol/city-query-names';
import { WIRE_V } from '../../protocol/version';
import { axError } from './refusal';

export const VERBS = COMMAND_VERBS;
export type Verb = keyof typeof VERBS;

/** What one client text frame is, or how to refuse it. */
export type ClientMessage =
	| { kind: 'hello'; hello: Hello }
	| { kind: 'ask'; askId: number; query: Query }
	| { kind: 'command'; verb: Verb; body: Record<string, unknown> }
	/** A question the real city has and this one does not answer: answered `unavailable`. */
	| { kind: 'ask_unavailable'; askId: number; name: string }
	/** Refused as a top-level `refusal` frame. */
	| { kind: 'refused'; ax: AxError };

/** The refusal for a frame the city cannot read (WIRE.md §3); the socket stays open. */
export function wireMismatch(frameNo: number, what = 'is not one this server can read'): AxError {
	return axError(
		'E_WIRE_MISMATCH',
		'read a client frame',
		`frame ${frameNo} of this session ${what}; it speaks wire v${WIRE_V}`,
		'reload the page so it speaks the same wire as the city, or update the app'
	);
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const oneKey = (x: unknown): [string, unknown] | null => {
	if (!isObj(x)) return null;
	const keys = Object.keys(x);
	return keys.length === 1 ? [keys[0]!, x[keys[0]!]] : null;
};

/**
 * Reads one client frame the way the real city does (WIRE.md §3, §9): the frame's typed values (Address,
 * ServerLabel, IdemKey, ProviderName, SecretRef) and query names are read with the frame itself, so any
 * of them that breaks its grammar makes the whole frame unreadable: a top-level `E_WIRE_MISMATCH`, and
 * nothing runs. That includes a Window or Ceiling of 0 (non-zero types in the city). Checks beyond the
 * grammar (a label used twice, `max_in_flight` outside 1…256) come later, from the command itself.
 */
export function readClientFrame(text: string, frameNo: number): ClientMessage {
	let json: unknown;
	try {
		json = JSON.parse(text);
	} catch {
		return { kind: 'refused', ax: wireMismatch(frameNo, 'is not JSON') };
	}
	const top = oneKey(json);
	if (top?.[0] === 'ask') {
		const other = otherCityQuery(top[1]);
		if (other) return { kind: 'ask_unavailable', ...other };
	}
	const ok = v.safeParse(ClientFrame, json);
	if (ok.success) {
		const f = ok.output;
		if ('hello' in f) return { kind: 'hello', hello: f.hello };
		if ('ask' in f) return { kind: 'ask', askId: f.ask.ask_id, query: f.ask.query };
		const [verb, body] = oneKey(f.command)!;
		return { kind: 'command', verb: verb as Verb, body: body as Record<string, unknown> };
	}
	return { kind: 'refused', ax: wireMismatch(frameNo) };
}

/** An ask for a query the real city answers and this one does not (its name and the ask's id). */
function otherCityQuery(body: unknown): { askId: number; name: string } | null {
	if (!isObj(body)) return null;
	const askId = body.ask_id;
	if (typeof askId !== 'number' || !Number.isInteger(askId) || askId < 0 || askId > ASK_ID_MAX) return null;
	const q = body.query;
	const name = typeof q === 'string' ? q : oneKey(q)?.[0];
	if (name === undefined || (QUERY_NAMES as readonly string[]).includes(name)) return null;
	return CITY_QUERY_NAMES.includes(name) ? { askId, name } : null;
}
