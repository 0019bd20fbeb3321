import * as v from 'valibot';
import {
	Address,
	ASK_ID_MAX,
	AttachEndpoint,
	ClientFrame,
	ConfigureBuilding,
	ForgetSecret,
	ProbeEndpoint,
	SelectModel,
	type AxError,
	type Hello,
	type Query
} from '../protocol/schemas/index';
import { WIRE_V } from '../protocol/version';
import { axError, nearby } from './refusal';

export const QUERY_NAMES = ['mcp_health', 'building', 'endpoint_view', 'known_hosts', 'config'] as const;
export const VERBS = {
	configure_building: ConfigureBuilding,
	probe_endpoint: ProbeEndpoint,
	attach_endpoint: AttachEndpoint,
	select_model: SelectModel,
	forget_secret: ForgetSecret
} as const;
export type Verb = keyof typeof VERBS;

/** What one client text frame is, or how to refuse it. */
export type ClientMessage =
	| { kind: 'hello'; hello: Hello }
	| { kind: 'ask'; askId: number; query: Query }
	| { kind: 'command'; verb: Verb; body: Record<string, unknown> }
	/** Refused inside `answered`, tied to its ask. */
	| { kind: 'ask_refused'; askId: number; ax: AxError }
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
 * Reads one client frame with the app's own `ClientFrame` schema. When that
 * fails, it looks closer so a bad value (an address, a label, a reference)
 * gets its own code instead of a wire mismatch: only a frame whose *shape*
 * is unknown is a wire mismatch.
 */
export function readClientFrame(text: string, frameNo: number): ClientMessage {
	let json: unknown;
	try {
		json = JSON.parse(text);
	} catch {
		return { kind: 'refused', ax: wireMismatch(frameNo, 'is not JSON') };
	}
	const ok = v.safeParse(ClientFrame, json);
	if (ok.success) {
		const f = ok.output;
		if ('hello' in f) return { kind: 'hello', hello: f.hello };
		if ('ask' in f) return { kind: 'ask', askId: f.ask.ask_id, query: f.ask.query };
		const [verb, body] = oneKey(f.command)!;
		return { kind: 'command', verb: verb as Verb, body: body as Record<string, unknown> };
	}
	const top = oneKey(json);
	if (top?.[0] === 'ask') return diagnoseAsk(top[1], frameNo);
	if (top?.[0] === 'command') return diagnoseCommand(top[1], frameNo);
	return { kind: 'refused', ax: wireMismatch(frameNo) };
}

function diagnoseAsk(body: unknown, frameNo: number): ClientMessage {
	if (!isObj(body)) return { kind: 'refused', ax: wireMismatch(frameNo) };
	const askId = body.ask_id;
	if (typeof askId !== 'number' || !Number.isInteger(askId) || askId < 0 || askId > ASK_ID_MAX) {
		return { kind: 'refused', ax: wireMismatch(frameNo) };
	}
	const q = body.query;
	const named = typeof q === 'string' ? ([q, undefined] as const) : oneKey(q);
	if (!named) return { kind: 'ask_refused', askId, ax: wireMismatch(frameNo) };
	const [name, args] = named;
	if (!(QUERY_NAMES as readonly string[]).includes(name)) {
		return {
			kind: 'ask_refused',
			askId,
			ax: axError(
				'E_WIRE_MISMATCH',
				'answer a query',
				`the query ${JSON.stringify(name)} is not one this city answers; it speaks wire v${WIRE_V}`,
				'reload the page so it speaks the same wire as the city, or update the app',
				{ nearby: nearby(name, QUERY_NAMES) }
			)
		};
	}
	if (isObj(args) && typeof args.addr === 'string' && !v.is(Address, args.addr)) {
		return {
			kind: 'ask_refused',
			askId,
			ax: axError(
				'E_INVALID_ARGS',
				`answer ${name}`,
				`${JSON.stringify(args.addr)} is not an address`,
				'ask about a relative path such as local/lab: no leading "/", no "\\" or ":", no empty, "." or ".." segment'
			)
		};
	}
	return { kind: 'ask_refused', askId, ax: wireMismatch(frameNo) };
}

/** Issue kinds that mean "a value broke a rule", not "the shape is unknown". */
const VALUE_ISSUES = new Set(['regex', 'check', 'min_length', 'max_length', 'min_value', 'max_value', 'integer']);
const CONFIG_KEYS = new Set(['label', 'id', 'reference', 'secret', 'accounts', 'tuning', 'mcp']);

function diagnoseCommand(body: unknown, frameNo: number): ClientMessage {
	const named = oneKey(body);
	if (!named) return { kind: 'refused', ax: wireMismatch(frameNo) };
	const [verb, payload] = named;
	const schema = (VERBS as Record<string, v.GenericSchema>)[verb];
	if (!schema) {
		return {
			kind: 'refused',
			ax: axError(
				'E_WIRE_MISMATCH',
				'run a command',
				`the command ${JSON.stringify(verb)} is not one this city runs; it speaks wire v${WIRE_V}`,
				'reload the page so it speaks the same wire as the city, or update the app',
				{ nearby: nearby(verb, Object.keys(VERBS)) }
			)
		};
	}
	const r = v.safeParse(schema, payload);
	if (r.success) return { kind: 'refused', ax: wireMismatch(frameNo) };
	const issue = r.issues.find((i) => VALUE_ISSUES.has(i.type));
	if (!issue || r.issues.some((i) => !VALUE_ISSUES.has(i.type))) return { kind: 'refused', ax: wireMismatch(frameNo) };
	const keys = (issue.path ?? []).map((p) => p.key);
	const where = keys
		.map((k) => (typeof k === 'number' ? `[${k}]` : `.${String(k)}`))
		.join('')
		.replace(/^\./, '');
	const config = keys.some((k) => typeof k === 'string' && CONFIG_KEYS.has(k));
	const last = keys.filter((k) => typeof k === 'string').pop();
	return {
		kind: 'refused',
		ax: axError(
			config ? 'E_CONFIG_INVALID' : 'E_INVALID_ARGS',
			actionOf(verb, payload),
			`${where} ${describeValue(last as string | undefined, issue.input)} is not valid: ${issue.message}`,
			recoveryFor(last as string | undefined)
		)
	};
}

function describeValue(key: string | undefined, input: unknown): string {
	// Only names, labels, addresses and references are echoed; never a header value or free text.
	const echo = ['addr', 'label', 'id', 'reference', 'secret', 'name', 'idem', 'endpoint', 'tag', 'model'];
	if (key && echo.includes(key)) return JSON.stringify(input);
	return typeof input === 'number' ? String(input) : '(value)';
}

function recoveryFor(key: string | undefined): string {
	switch (key) {
		case 'addr':
			return 'use a relative address such as local/lab, then send the command again';
		case 'label':
		case 'id':
			return 'use lower-case letters and digits only (no "_", "-" or spaces), then save again';
		case 'reference':
		case 'secret':
			return 'use a reference of the form secret:<realm>/<name>, such as secret:providers/openai, then save again';
		case 'idem':
			return 'mint a fresh idem (idem1- and 32 lower-case hex digits) for this press';
		case 'context_tokens':
		case 'max_output_tokens':
			return 'leave the figure empty or enter a whole number of at least 1';
		default:
			return 'correct the highlighted value, then send the command again';
	}
}

/** The `action` words of a refused command, e.g. `configure building local/lab`. */
export function actionOf(verb: string, payload: unknown): string {
	const p = isObj(payload) ? payload : {};
	const s = (k: string) => (typeof p[k] === 'string' ? (p[k] as string) : '?');
	switch (verb) {
		case 'configure_building':
			return `configure building ${s('addr')}`;
		case 'probe_endpoint':
			return `probe endpoint ${s('name')}`;
		case 'attach_endpoint':
			return `attach endpoint ${s('name')}`;
		case 'select_model':
			return `select model for ${s('tag')}`;
		case 'forget_secret':
			return `forget key ${s('reference')}`;
		default:
			return verb.replace(/_/g, ' ');
	}
}
