import { untrack } from 'svelte';
import { afterNextPaint } from './after-paint';

/**
 * A value that follows `source` once the browser has painted: what a keystroke or an arrow key must change
 * (a list) is drawn first, and a dear part that only shows the result (a detail pane) a frame later. While
 * the source keeps changing faster than frames, only its newest value is taken. Create while a component
 * initialises (it owns an effect).
 */
export class Deferred<T> {
	current: T = $state.raw() as T;

	readonly #source: () => T;

	constructor(source: () => T) {
		this.#source = source;
		this.current = untrack(source);
		$effect(() => {
			const next = source();
			if (next === untrack(() => this.current)) return;
			return afterNextPaint(() => (this.current = next));
		});
	}

	/** Takes the source's value now: for when a person is about to act on what is drawn. */
	sync(): void {
		this.current = untrack(this.#source);
	}
}
