import type { SocketFactory, WireSocket } from '$lib/wire/connection';

/** A socket a test drives by hand: it records what the app sent and delivers what the test says. */
export class ScriptedSocket implements WireSocket {
	sent: unknown[] = [];
	closed = false;
	onopen: (() => void) | null = null;
	onmessage: ((ev: { data: unknown }) => void) | null = null;
	onclose: ((ev: { code?: number; reason?: string }) => void) | null = null;
	onerror: ((ev: unknown) => void) | null = null;

	constructor(readonly url: string) {}

	send(data: string): void {
		this.sent.push(JSON.parse(data));
	}
	close(): void {
		this.closed = true;
	}
	/** The socket opened: the app sends hello. */
	open(): void {
		this.onopen?.();
	}
	/** A frame from the city; objects are serialised, strings go as they are. */
	deliver(frame: unknown): void {
		this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
	}
	/** The city dropped the socket. */
	drop(): void {
		this.closed = true;
		this.onclose?.({ code: 1006 });
	}
	/** The asks sent so far, in order. */
	asks(): { ask_id: number; query: unknown }[] {
		return this.sent
			.filter((f): f is { ask: { ask_id: number; query: unknown } } => !!f && typeof f === 'object' && 'ask' in f)
			.map((f) => f.ask);
	}
}

/** A socket factory that remembers every socket it made. */
export function scriptedSockets(): { factory: SocketFactory; sockets: ScriptedSocket[]; last(): ScriptedSocket } {
	const sockets: ScriptedSocket[] = [];
	return {
		sockets,
		factory: (url) => {
			const s = new ScriptedSocket(url);
			sockets.push(s);
			return s;
		},
		last: () => {
			const s = sockets.at(-1);
			if (!s) throw new Error('no socket was opened');
			return s;
		}
	};
}

/** A clock a test moves by hand, so backoff and late timers run without waiting. */
export class ManualClock {
	#now = 0;
	#timers: { at: number; fn: () => void; id: number }[] = [];
	#next = 1;
	now = (): number => this.#now;
	setTimeout = (fn: () => void, ms: number): unknown => {
		const id = this.#next++;
		this.#timers.push({ at: this.#now + ms, fn, id });
		return id;
	};
	clearTimeout = (handle: unknown): void => {
		this.#timers = this.#timers.filter((t) => t.id !== handle);
	};
	/** Moves time forward, running every timer that falls due, in order. */
	advance(ms: number): void {
		const end = this.#now + ms;
		for (;;) {
			this.#timers.sort((a, b) => a.at - b.at || a.id - b.id);
			const due = this.#timers[0];
			if (!due || due.at > end) break;
			this.#timers.shift();
			this.#now = due.at;
			due.fn();
		}
		this.#now = end;
	}
}
