import { createSubscriber } from 'svelte/reactivity';

/** Where the clock reads the time and sets its one timer: the real ones, or a test's. */
export interface TickSource {
	now(): number;
	/** Calls `fn` every `ms` until the returned function is called. */
	every(ms: number, fn: () => void): () => void;
}

export const realTicks: TickSource = {
	now: () => Date.now(),
	every: (ms, fn) => {
		const timer = setInterval(fn, ms);
		return () => clearInterval(timer);
	}
};

const SECOND_MS = 1000;
const MINUTE_MS = 60_000;
/** Within this of now a relative time counts seconds ("19 seconds ago"), so it is read every second. */
const NEAR_MS = 2 * MINUTE_MS;

/**
 * One clock for every relative time on the page: a single one-second timer, running only while something
 * drawn reads it. A moment within two minutes of now follows it every second; an older one only when the
 * minute changes, so a long table redraws its times once a minute, not every second.
 */
export class LocalClock {
	#second = $state(0);
	#minute = $state(0);
	readonly #source: TickSource;
	readonly #live: () => void;

	constructor(source: TickSource = realTicks) {
		this.#source = source;
		this.#live = createSubscriber(() => {
			this.#read();
			return source.every(SECOND_MS, () => this.#read());
		});
	}

	#read(): void {
		const t = this.#source.now();
		this.#second = t;
		if (Math.floor(t / MINUTE_MS) !== Math.floor(this.#minute / MINUTE_MS)) this.#minute = t;
	}

	/** Now, as fresh as saying how far `ms` is from it needs; read outside an effect, the time as it is. */
	nowFor(ms: number): number {
		if (!$effect.tracking()) return this.#source.now();
		this.#live();
		return Math.abs(ms - this.#minute) < NEAR_MS ? this.#second : this.#minute;
	}
}

/** The page's one clock. */
export const localClock = new LocalClock();
