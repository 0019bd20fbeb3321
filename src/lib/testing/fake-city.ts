import { Connection, type SocketFactory, type WireSocket } from '$lib/wire/connection';
import { answerKeyOf, type Query } from '$protocol/schemas/queries';
import type { Command } from '$protocol/schemas/commands';
import { SCHEMA_HASH, WIRE_V } from '$protocol/version';
import type { Where } from '$lib/wire/config-json';

/**
 * What the fake city answers to a query: an answer payload, `{unavailable}`, `{refusal}`, a raw outcome, `'never'`,
 * or `'unknown question'` (an older city: the ask's whole frame is refused, `E_WIRE_MISMATCH`, and the socket stays).
 */
export type FakeReply =
	| { answer: unknown }
	| { refusal: unknown }
	| { raw: unknown }
	| 'never'
	| 'unknown question'
	| ((query: Query) => FakeReply);

export interface FakeCityOptions {
	city?: string;
	/** Keyed by answer key: `mcp_health`, `building`, `endpoints`, `known_hosts`, `config`. */
	replies?: Partial<Record<string, FakeReply>>;
	/** Milliseconds before each answer, to show pending states. */
	delayMs?: number;
	onCommand?: (command: Command, city: FakeCity) => void;
}

/**
 * An in-memory city for component tests and Storybook: it welcomes, answers
 * asks from the replies given, and records commands. No network involved.
 */
export class FakeCity {
	readonly asks: Query[] = [];
	readonly commands: Command[] = [];
	#socket: WireSocket | null = null;
	#seq = 100;
	/** Frames received on this socket, `hello` being 1 (a frame-level refusal names its number). */
	#frames = 0;

	constructor(readonly opts: FakeCityOptions = {}) {}

	readonly factory: SocketFactory = () => {
		const socket: WireSocket = {
			onopen: null,
			onmessage: null,
			onclose: null,
			onerror: null,
			send: (data) => this.#receive(JSON.parse(data)),
			close: () => {}
		};
		this.#socket = socket;
		queueMicrotask(() => socket.onopen?.());
		return socket;
	};

	/** Sends an event record to the app, as the city's ledger would. */
	emitEvent(kind: string, data: Record<string, unknown> = {}, addr?: string): void {
		this.#deliver({
			event: {
				v: 1,
				run: '00000000-0000-0000-0000-000000000000',
				seq: ++this.#seq,
				prev: '0'.repeat(64),
				t: Date.now(),
				who: 'city',
				kind,
				data,
				...(addr ? { addr } : {})
			}
		});
	}

	/** Says events were missed (`lagged`), as the city does when the page falls behind. */
	emitLagged(): void {
		this.#deliver({ lagged: { from: this.#seq + 1, to: this.#seq + 5 } });
		this.#seq += 5;
	}

	/** Sends a top-level refusal, as for a refused command. */
	emitRefusal(refusal: unknown): void {
		this.#deliver({ refusal });
	}

	#deliver(frame: unknown): void {
		const s = this.#socket;
		if (s) queueMicrotask(() => s.onmessage?.({ data: JSON.stringify(frame) }));
	}

	#receive(frame: Record<string, unknown>): void {
		this.#frames = 'hello' in frame ? 1 : this.#frames + 1;
		if ('hello' in frame) {
			this.#deliver({
				welcome: {
					wire_v: WIRE_V,
					schema: SCHEMA_HASH,
					resume_from: this.#seq,
					city: this.opts.city ?? 'acme',
					epoch: 'e'.repeat(64)
				}
			});
		} else if ('ask' in frame) {
			const { ask_id, query } = frame.ask as { ask_id: number; query: Query };
			this.asks.push(query);
			let reply = this.opts.replies?.[answerKeyOf(query)] ?? 'never';
			while (typeof reply === 'function') reply = reply(query);
			if (reply === 'never') return;
			if (reply === 'unknown question') {
				return this.emitRefusal({
					code: 'E_WIRE_MISMATCH',
					action: 'read a client frame',
					subject: `frame ${this.#frames} of this session is not one this server can read; it speaks wire v${WIRE_V}`,
					nearby: [],
					recovery: 'reload the page so it speaks the same wire as the city, or update the app',
					retry: 'no'
				});
			}
			const outcome =
				'raw' in reply ? reply.raw : 'refusal' in reply ? { refusal: reply.refusal } : { answer: reply.answer };
			const answered = { answered: { ask_id, as_of: this.#seq + 1, outcome } };
			const delay = this.opts.delayMs ?? 0;
			if (delay > 0) setTimeout(() => this.#deliver(answered), delay);
			else this.#deliver(answered);
		} else if ('command' in frame) {
			const command = frame.command as Command;
			this.commands.push(command);
			this.opts.onCommand?.(command, this);
		}
	}
}

/** A `Where` for tests: nothing here is ever dialled. */
export const fakeWhere: Where = {
	wire: 'ws://fake.invalid/ws',
	enroll: 'http://fake.invalid/enroll',
	token: null,
	source: 'page origin'
};

/** Starts a connection to a fake city. */
export function connectFake(city: FakeCity): Connection {
	const connection = new Connection({ url: fakeWhere.wire, socket: city.factory });
	connection.start();
	return connection;
}
