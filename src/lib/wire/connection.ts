import * as v from 'valibot';
import { decodeFrame, decodeOutcome, issuesToPaths, type Answer } from '$protocol/decode';
import { FrameTooLargeError, GrammarError, NotSentError, RefusalError, WireStoppedError } from '$protocol/errors';
import {
	describeQuery,
	eventMakesStale,
	olderCitiesMayLack,
	Query,
	type AnswerKeyFor,
	type AnswerMap
} from '$protocol/schemas/queries';
import { Command } from '$protocol/schemas/commands';
import { ASK_ID_MAX, type EventRecord, type Welcome } from '$protocol/schemas/frames';
import { MAX_CLIENT_FRAME_BYTES, utf8Bytes } from '$protocol/limits';
import { SCHEMA_HASH, WIRE_V } from '$protocol/version';
import type { CredentialSource } from '$lib/door/credential';
import { LinkListeners } from './link-listeners';
import { CONFIRM_AFTER_RESEND_MS, SentCommands } from './sent-commands';
import {
	realClock,
	type ConnectionOptions,
	type LinkState,
	type Pending,
	type StopReason,
	type WireSocket
} from './link-types';

/** WIRE.md §2: the reconnect ladder, then 10 s flat. */
export const BACKOFF_MS = [250, 500, 1000, 2000, 5000, 10000] as const;
/** WIRE.md §5: a question unanswered this long is reported late, once, and waited for. */
export const LATE_AFTER_MS = 15_000;

export type {
	Clock,
	ConnectionOptions,
	LinkState,
	SocketFactory,
	StopReason,
	WireNotice,
	WireSocket
} from './link-types';
export type { RefusalListener } from './link-listeners';

/**
 * One WebSocket to the city (WIRE.md §2–§8): `hello` first, `welcome` checked,
 * asks matched by id in any order, re-asked after a drop, late ones reported once.
 * It knows nothing of Svelte; pages reach it only through `ask` and `send`.
 */
export class Connection extends LinkListeners {
	#opts: Required<Omit<ConnectionOptions, 'token' | 'door'>> & {
		token: string | null;
		door: CredentialSource | null;
	};
	/** Bumped by every attempt and stop, so a credential that arrives late for an attempt is dropped. */
	#generation = 0;
	/** A refused hello is tried once more with a fresh session, never in a loop (WIRE.md §2a). */
	#renewed = false;
	#socket: WireSocket | null = null;
	#state: LinkState;
	#attempt = 0;
	#retryTimer: unknown = null;
	#welcomed = false;
	#nextId = 1;
	/** Frames sent on this socket, `hello` being 1: an unreadable frame's refusal names its number. */
	#frames = 0;
	#epoch: string | null = null;
	#pending = new Set<Pending>();
	#byId = new Map<number, Pending>();
	#sent = new SentCommands();
	#giveUpTimer: unknown = null;

	constructor(opts: ConnectionOptions) {
		super();
		this.#opts = { clock: realClock, ...opts, token: opts.token ?? null, door: opts.door ?? null };
		this.#state = { kind: 'idle', url: opts.url };
		opts.door?.onResume(() => this.start());
	}

	get state(): LinkState {
		return this.#state;
	}

	/** Opens the socket. Calling it again after a stop is the person's "try again". */
	start(): void {
		if (this.#socket || this.#state.kind === 'connecting') return;
		if (this.#state.kind === 'stopped') this.#attempt = 0;
		this.#clearRetry();
		this.#open();
	}

	/** Skips the rest of a reconnect wait ("Try now"). */
	retryNow(): void {
		if (this.#state.kind !== 'retrying') return;
		this.#clearRetry();
		this.#open();
	}

	/** Closes the socket for good and rejects every question still waiting. */
	close(): void {
		this.#stop({ kind: 'protocol', detail: 'closed by the app' }, false);
		this.#setState({ kind: 'idle', url: this.#opts.url });
	}

	/**
	 * Asks a question; resolves with the validated answer (or `unavailable`),
	 * rejects with `RefusalError`, `ShapeError` or `WireStoppedError`.
	 * Stays wanted until settled or `signal` aborts.
	 */
	ask<const Q extends Query>(query: Q, signal?: AbortSignal): Promise<Answer<AnswerKeyFor<Q> & keyof AnswerMap>> {
		return new Promise((resolve, reject) => {
			const name = describeQuery(query);
			const grammar = v.safeParse(Query, query);
			if (!grammar.success) return reject(new GrammarError(name, issuesToPaths(grammar.issues, 'query')));
			if (this.#state.kind === 'stopped') return reject(new WireStoppedError(name));
			const entry: Pending = {
				query,
				name,
				ids: new Set(),
				timer: null,
				lateReported: false,
				staleSeq: null,
				resolve: resolve as (value: unknown) => void,
				reject
			};
			this.#pending.add(entry);
			signal?.addEventListener('abort', () => {
				this.#forget(entry);
				reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
			});
			if (this.#welcomed) this.#dispatch(entry);
		});
	}

	/**
	 * Sends a command. Throws `NotSentError` when the socket is not ready, so the
	 * caller can say the press did not leave and resend it later with the same idem.
	 */
	send(command: Command): void {
		const grammar = v.safeParse(Command, command);
		if (!grammar.success) {
			throw new GrammarError(Object.keys(command)[0] ?? 'command', issuesToPaths(grammar.issues, 'command'));
		}
		const text = JSON.stringify({ command });
		const bytes = utf8Bytes(text);
		if (bytes > MAX_CLIENT_FRAME_BYTES) throw new FrameTooLargeError(bytes, MAX_CLIENT_FRAME_BYTES);
		if (!this.#welcomed || !this.#socket) throw new NotSentError();
		this.#put(text);
		this.#sent.left(command, text);
	}

	/**
	 * Never sends `command` again after a reconnect: the page read its end from a refusal that named another
	 * action (the broker's during a connect), so the city holds no outcome a resend could only repeat.
	 */
	forget(command: Command): void {
		this.#sent.forget(command);
	}

	#open(): void {
		this.#welcomed = false;
		// Ask ids are per connection: start at 1 on every socket.
		this.#nextId = 1;
		this.#setState({ kind: 'connecting', url: this.#opts.url, attempt: this.#attempt });
		const door = this.#opts.door;
		if (!door) return this.#dial(this.#opts.token);
		const generation = ++this.#generation;
		door.credential().then(
			(credential) => {
				if (generation !== this.#generation || this.#state.kind !== 'connecting') return;
				if (credential.kind === 'token') return this.#dial(credential.token);
				if (credential.kind === 'none') return this.#dial(null);
				if (credential.kind === 'wait') return this.#setState({ kind: 'pairing', url: this.#opts.url });
				this.#dropped(credential.detail, credential.host);
			},
			(error: unknown) => {
				if (generation === this.#generation && this.#state.kind === 'connecting') this.#dropped(String(error));
			}
		);
	}

	#dial(token: string | null): void {
		let socket: WireSocket;
		try {
			socket = this.#opts.socket(this.#opts.url);
		} catch (error) {
			this.#stop({ kind: 'protocol', detail: `could not open ${this.#opts.url}: ${String(error)}` });
			return;
		}
		this.#socket = socket;
		this.#frames = 0;
		socket.onopen = () => {
			this.#frames++;
			socket.send(JSON.stringify({ hello: { wire_v: WIRE_V, schema: SCHEMA_HASH, token } }));
		};
		socket.onmessage = (ev) => {
			if (this.#socket === socket) this.#receive(ev.data);
		};
		socket.onclose = () => {
			if (this.#socket === socket) this.#dropped();
		};
		socket.onerror = () => {
			// A close always follows; the drop is handled there.
		};
	}

	#receive(data: unknown): void {
		const frame = decodeFrame(data);
		if (!this.#welcomed) {
			if (frame.kind === 'welcome') return this.#welcome(frame.welcome);
			if (frame.kind === 'refusal') {
				const r = frame.refusal;
				if (r.code !== 'E_WIRE_MISMATCH' && this.#opts.door && !this.#renewed) {
					// No live session (a token that lapsed between the door and hello): once more, with a fresh one.
					this.#renewed = true;
					const refused = this.#socket;
					this.#socket = null;
					refused?.close();
					return this.#open();
				}
				return this.#stop(
					r.code === 'E_WIRE_MISMATCH'
						? { kind: 'wire_mismatch', refusal: r, cityWireV: null, citySchema: null }
						: { kind: 'refused', refusal: r }
				);
			}
			return this.#stop({
				kind: 'protocol',
				detail:
					frame.kind === 'problem'
						? `an unreadable frame came before welcome`
						: `a ${frame.kind} frame came before welcome`
			});
		}
		switch (frame.kind) {
			case 'answered':
				return this.#answered(frame.askId, frame.asOf, frame.outcome);
			case 'refusal':
				if (frame.refusal.code === 'E_WIRE_MISMATCH') {
					// An older city without a newer question refuses that ask's frame and reads on: only that ask fails.
					const n = Number(/^frame (\d+) /.exec(frame.refusal.subject)?.[1]);
					const unknown = [...this.#pending].find((e) => e.frame === n);
					if (unknown) {
						this.#forget(unknown);
						return unknown.reject(new RefusalError(unknown.name, frame.refusal));
					}
					return this.#stop({ kind: 'wire_mismatch', refusal: frame.refusal, cityWireV: null, citySchema: null });
				}
				return this.emitRefusal(frame.refusal, this.#sent.refused(frame.refusal));
			case 'event':
				return this.#event(frame.event);
			case 'lagged':
				return this.emitNotice({ kind: 'lagged', ...frame.lagged });
			case 'problem':
				return this.emitNotice({ kind: 'problem', frame: frame.frame, issues: frame.issues });
			default:
				return;
		}
	}

	#welcome(w: Welcome): void {
		if (w.wire_v !== WIRE_V || w.schema !== SCHEMA_HASH) {
			return this.#stop({ kind: 'wire_mismatch', refusal: null, cityWireV: w.wire_v, citySchema: w.schema });
		}
		this.#welcomed = true;
		this.#attempt = 0;
		this.#renewed = false;
		if (w.epoch && this.#epoch && w.epoch !== this.#epoch) {
			this.emitNotice({ kind: 'epoch', epoch: w.epoch });
		}
		if (w.epoch) this.#epoch = w.epoch;
		this.#setState({ kind: 'connected', url: this.#opts.url, city: w.city, wireV: w.wire_v });
		for (const entry of this.#pending) this.#dispatch(entry);
		this.#resendUnconfirmed();
	}

	#dispatch(entry: Pending): void {
		if (!this.#socket) return;
		const id = this.#nextId;
		this.#nextId = this.#nextId >= ASK_ID_MAX ? 1 : this.#nextId + 1;
		entry.ids.add(id);
		entry.staleSeq = null;
		this.#byId.set(id, entry);
		this.#opts.clock.clearTimeout(entry.timer);
		entry.timer = this.#opts.clock.setTimeout(() => this.#late(entry), LATE_AFTER_MS);
		this.#put(JSON.stringify({ ask: { ask_id: id, query: entry.query } }));
		if (olderCitiesMayLack(entry.query)) entry.frame = this.#frames;
	}

	#late(entry: Pending): void {
		if (!this.#pending.has(entry)) return;
		if (!entry.lateReported) {
			entry.lateReported = true;
			this.emitNotice({ kind: 'late', query: entry.name });
		}
		// Never asked again on this socket: the city answers every ask, and a second `mcp_health` would start
		// every handshake again (WIRE.md §5). Only a reconnect or a person's press asks again.
	}

	#answered(askId: number, asOf: number, outcome: unknown): void {
		const entry = this.#byId.get(askId);
		if (!entry) return;
		if (entry.staleSeq !== null && asOf <= entry.staleSeq) {
			// An event that changes this answer arrived while it was in flight and is not reflected.
			for (const id of entry.ids) this.#byId.delete(id);
			entry.ids.clear();
			return this.#dispatch(entry);
		}
		const decoded = decodeOutcome(entry.query, outcome, asOf);
		this.#forget(entry);
		if (decoded.ok) entry.resolve(decoded.answer);
		else if ('refusal' in decoded) {
			if (decoded.refusal.code === 'E_WIRE_MISMATCH') {
				entry.reject(new RefusalError(entry.name, decoded.refusal));
				this.#stop({ kind: 'wire_mismatch', refusal: decoded.refusal, cityWireV: null, citySchema: null });
			} else entry.reject(new RefusalError(entry.name, decoded.refusal));
		} else entry.reject(decoded.shape);
	}

	/** After a reconnect, commands that left and were not confirmed go again with their own idem (WIRE.md §8). */
	#resendUnconfirmed(): void {
		if (this.#sent.size === 0 || !this.#socket) return;
		const again = this.#sent.resend(this.#opts.clock.now());
		for (const { text } of again) this.#put(text);
		this.emitNotice({ kind: 'resent', actions: again.map((a) => a.action) });
		this.#opts.clock.clearTimeout(this.#giveUpTimer);
		this.#giveUpTimer = this.#opts.clock.setTimeout(() => {
			for (const action of this.#sent.giveUp(this.#opts.clock.now())) {
				this.emitNotice({ kind: 'unconfirmed', action });
			}
		}, CONFIRM_AFTER_RESEND_MS);
	}

	#event(event: EventRecord): void {
		this.#sent.confirmed(event);
		for (const entry of this.#pending) {
			if (entry.ids.size && eventMakesStale(entry.query, event)) {
				entry.staleSeq = Math.max(entry.staleSeq ?? 0, event.seq);
			}
		}
		this.emitEvent(event);
	}

	/** Sends one frame on the open socket, counting it. */
	#put(text: string): void {
		this.#frames++;
		this.#socket!.send(text);
	}

	#forget(entry: Pending): void {
		this.#pending.delete(entry);
		for (const id of entry.ids) this.#byId.delete(id);
		entry.ids.clear();
		this.#opts.clock.clearTimeout(entry.timer);
	}

	#dropped(detail?: string, host?: true): void {
		this.#socket = null;
		this.#welcomed = false;
		// Ids are per connection: forget them; the questions stay wanted and go again after welcome.
		this.#byId.clear();
		for (const entry of this.#pending) {
			entry.ids.clear();
			this.#opts.clock.clearTimeout(entry.timer);
		}
		const delayMs = BACKOFF_MS[Math.min(this.#attempt, BACKOFF_MS.length - 1)] as number;
		this.#attempt += 1;
		const retryAt = this.#opts.clock.now() + delayMs;
		this.#setState({ kind: 'retrying', url: this.#opts.url, attempt: this.#attempt, retryAt, delayMs, detail, host });
		this.#retryTimer = this.#opts.clock.setTimeout(() => {
			this.#retryTimer = null;
			this.#open();
		}, delayMs);
	}

	#stop(why: StopReason, announce = true): void {
		this.#clearRetry();
		this.#generation++;
		const socket = this.#socket;
		this.#socket = null;
		this.#welcomed = false;
		socket?.close();
		for (const entry of [...this.#pending]) {
			this.#forget(entry);
			entry.reject(new WireStoppedError(entry.name));
		}
		if (announce) this.#setState({ kind: 'stopped', url: this.#opts.url, why });
	}

	#clearRetry(): void {
		if (this.#retryTimer !== null) this.#opts.clock.clearTimeout(this.#retryTimer);
		this.#retryTimer = null;
	}

	#setState(state: LinkState): void {
		this.#state = state;
		this.emitState(state);
	}
}
