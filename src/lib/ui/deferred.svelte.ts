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

	constructor(source: () => T) {
		this.current = untrack(source);
		$effect(() => {
			const next = source();
			if (next === untrack(() => this.current)) return;
			return afterNextPaint(() => (this.current = next));
		});
	}
}
