import WebSocket from 'ws';
import * as v from 'valibot';
import { decodeFrame, decodeOutcome, issuesToPaths, type IncomingFrame } from '../../protocol/decode';
import { ShapeError } from '../../protocol/errors';
import {
	AxError,
	Unavailable,
	Query as QuerySchema,
	type Command,
	type EventRecord,
	type Query,
	type Welcome
} from '../../protocol/schemas/index';
import { knowEveryAnswer } from '../../protocol/schemas/answers';
import { SCHEMA_HASH, WIRE_V } from '../../protocol/version';

// A test's client reads every kind of answer.
knowEveryAnswer();

/** An `answered` frame after the app's own decoder read it against its query. */
export type DecodedAnswer = ReturnType<typeof decodeOutcome>;

export interface WireClientOptions {
	/** Sent as the Origin header; omitted when undefined. */
	origin?: string;
	token?: string | null;
	wireV?: number;
	schema?: string;
	/** Skip the hello (for handshake tests). */
	noHello?: boolean;
	/** How long any wait may take before it fails. */
	timeoutMs?: number;
}

type Waiter = { test: (f: IncomingFrame) => boolean; resolve: (f: IncomingFrame) => void; reject: (e: Error) => void };

/**
 * A tiny promise-based client of the city's wire for tests. Every frame the
 * city sends goes through the app's own `decodeFrame` (and `decodeOutcome` for
 * answers); any mismatch fails every pending wait and is thrown again by `close()`.
 */
export class WireClient {
	readonly frames: IncomingFrame[] = [];
	readonly events: EventRecord[] = [];
	readonly refusals: AxError[] = [];
	readonly problems: string[] = [];
	welcome: Welcome | null = null;
	private nextAsk = 1;
	private waiters: Waiter[] = [];
	private asks = new Map<
		number,
		{ query: Query; resolve: (a: DecodedAnswer & { asOf: number }) => void; reject: (e: Error) => void }
	>();
	private closed: Promise<void>;

	private constructor(
		readonly ws: WebSocket,
		private readonly timeoutMs: number
	) {
		ws.on('message', (data, isBinary) => this.receive(isBinary ? data : data.toString()));
		this.closed = new Promise((resolve) => ws.on('close', () => resolve()));
		ws.on('close', () => this.failAll(new Error('socket closed')));
	}

	/** Opens a socket to `wsUrl` (e.g. `ws://127.0.0.1:4780/ws`) and, unless told not to, completes the handshake. */
	static async connect(wsUrl: string, opts: WireClientOptions = {}): Promise<WireClient> {
		const headers: Record<string, string> = {};
		if (opts.origin !== undefined) headers.Origin = opts.origin;
		const ws = new WebSocket(wsUrl, { headers });
		await new Promise<void>((resolve, reject) => {
			ws.once('open', () => resolve());
			ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused with HTTP ${res.statusCode}`)));
			ws.once('error', reject);
		});
		const client = new WireClient(ws, opts.timeoutMs ?? 20_000);
		if (!opts.noHello) {
			client.send({
				hello: { wire_v: opts.wireV ?? WIRE_V, schema: opts.schema ?? SCHEMA_HASH, token: opts.token ?? null }
			});
			const first = await client.waitFor((f) => f.kind === 'welcome' || f.kind === 'refusal');
			if (first.kind === 'refusal')
				throw Object.assign(new Error(`hello refused: ${first.refusal.code} ${first.refusal.subject}`), {
					refusal: first.refusal
				});
		}
		return client;
	}

	/** Sends a frame as JSON text. */
	send(frame: unknown): void {
		this.ws.send(JSON.stringify(frame));
	}

	/** Sends raw text (for malformed-frame tests). */
	sendRaw(text: string): void {
		this.ws.send(text);
	}

	/** Asks one question; resolves with the decoded outcome (`ok`, `answer` / `refusal`) and `asOf`. */
	ask(query: Query | unknown): Promise<DecodedAnswer & { asOf: number }> {
		const id = this.nextAsk++;
		return new Promise((resolve, reject) => {
			const timer = setTimeout(() => reject(new Error(`ask ${id} unanswered`)), this.timeoutMs);
			this.asks.set(id, {
				query: query as Query,
				resolve: (a) => (clearTimeout(timer), resolve(a)),
				reject: (e) => (clearTimeout(timer), reject(e))
			});
			this.send({ ask: { ask_id: id, query } });
		});
	}

	/** Asks and returns the answer payload, failing on a refusal or `unavailable`. */
	async answer<T = unknown>(query: Query): Promise<T> {
		const a = await this.ask(query);
		if (!a.ok)
			throw new Error(`refused: ${'refusal' in a ? `${a.refusal.code} ${a.refusal.subject}` : a.shape.message}`);
		if (a.answer.kind !== 'answer') throw new Error(`unavailable: ${a.answer.value.reason}`);
		return a.answer.value as T;
	}

	/** Sends a command (`{configure_building: {...}}` etc.). */
	command(command: Command | Record<string, unknown>): void {
		this.send({ command });
	}

	/** Resolves with the next event of this kind (one already received and not yet taken counts). */
	async nextEvent(kind: string, match: (e: EventRecord) => boolean = () => true): Promise<EventRecord> {
		const f = await this.waitFor((x) => x.kind === 'event' && x.event.kind === kind && match(x.event));
		return (f as Extract<IncomingFrame, { kind: 'event' }>).event;
	}

	/** Resolves with the next top-level refusal. */
	async nextRefusal(): Promise<AxError> {
		const f = await this.waitFor((x) => x.kind === 'refusal');
		return (f as Extract<IncomingFrame, { kind: 'refusal' }>).refusal;
	}

	/** Waits for a frame matching `test`, looking first at frames not yet taken. */
	waitFor(test: (f: IncomingFrame) => boolean): Promise<IncomingFrame> {
		const i = this.unclaimed.findIndex(test);
		if (i >= 0) return Promise.resolve(this.unclaimed.splice(i, 1)[0]!);
		if (this.problems.length) return Promise.reject(new Error(this.problems.join('; ')));
		return new Promise((resolve, reject) => {
			const w: Waiter = { test, resolve, reject };
			const timer = setTimeout(() => {
				this.waiters = this.waiters.filter((x) => x !== w);
				reject(new Error('timed out waiting for a frame'));
			}, this.timeoutMs);
			w.resolve = (f) => (clearTimeout(timer), resolve(f));
			w.reject = (e) => (clearTimeout(timer), reject(e));
			this.waiters.push(w);
		});
	}

	/** Closes the socket; throws if any frame failed the app's decoder. */
	async close(): Promise<void> {
		if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING) this.ws.close();
		await this.closed;
		if (this.problems.length) throw new Error(`frames the app could not read: ${this.problems.join('; ')}`);
	}

	private unclaimed: IncomingFrame[] = [];

	private receive(data: unknown): void {
		const f = decodeFrame(data);
		this.frames.push(f);
		if (f.kind === 'problem') {
			this.problems.push(`${f.frame}: ${f.issues.map((i) => `${i.path} ${i.message}`).join(', ')}`);
			this.failAll(new Error(this.problems.at(-1)));
			return;
		}
		if (f.kind === 'welcome') this.welcome = f.welcome;
		if (f.kind === 'event') this.events.push(f.event);
		if (f.kind === 'refusal') this.refusals.push(f.refusal);
		if (f.kind === 'answered') {
			const pending = this.asks.get(f.askId);
			if (!pending) {
				this.problems.push(`answered for ask ${f.askId}, which is not in flight`);
				return;
			}
			this.asks.delete(f.askId);
			const decoded = decodeAgainst(pending.query, f.outcome, f.asOf);
			if (!decoded.ok && 'shape' in decoded) {
				const msg = `answer to ask ${f.askId}: ${decoded.shape.message}`;
				this.problems.push(msg);
				pending.reject(new Error(msg));
				return;
			}
			pending.resolve({ ...decoded, asOf: f.asOf });
			return;
		}
		const w = this.waiters.find((x) => x.test(f));
		if (w) {
			this.waiters = this.waiters.filter((x) => x !== w);
			w.resolve(f);
		} else {
			this.unclaimed.push(f);
		}
	}

	private failAll(err: Error): void {
		for (const w of this.waiters) w.reject(err);
		this.waiters = [];
		for (const a of this.asks.values()) a.reject(err);
		this.asks.clear();
	}
}

const OtherOutcome = v.union([
	v.strictObject({ refusal: AxError }),
	v.strictObject({ answer: v.strictObject({ unavailable: Unavailable }) })
]);

/** The app's decoder; a query the app does not ask may only be refused or answered `unavailable`. */
function decodeAgainst(query: Query, outcome: unknown, asOf: number): DecodedAnswer {
	if (isAppQuery(query)) return decodeOutcome(query, outcome, asOf);
	const r = v.safeParse(OtherOutcome, outcome);
	if (r.success) {
		const out = r.output;
		if ('refusal' in out) return { ok: false, refusal: out.refusal };
		return { ok: true, answer: { kind: 'unavailable', value: out.answer.unavailable, asOf } };
	}
	return { ok: false, shape: new ShapeError('(unknown query)', issuesToPaths(r.issues, 'outcome')) };
}

function isAppQuery(query: unknown): query is Query {
	return v.is(QuerySchema, query);
}

/** The `/ws` URL of a running city's origin. */
export function wsUrlOf(origin: string, base = ''): string {
	return origin.replace(/^http/, 'ws') + base + '/ws';
}

/** Runs `use` with a client connected to a running city with its own key, and closes it after, also on failure. */
export async function withCityClient<T>(
	city: { origin: string; cityKey: string },
	use: (c: WireClient) => Promise<T>
): Promise<T> {
	const c = await WireClient.connect(wsUrlOf(city.origin), { timeoutMs: 30_000, token: city.cityKey });
	try {
		return await use(c);
	} finally {
		await c.close();
	}
}
