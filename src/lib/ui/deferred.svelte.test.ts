import { flushSync } from 'svelte';
import { describe, expect, it } from 'vitest';
import { Deferred } from './deferred.svelte';

const painted = () => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)));

describe('Deferred', () => {
	it('follows its source once a frame is painted, and takes only the newest of quick changes', async () => {
		let source = $state(1);
		const seen: number[] = [];
		let deferred!: Deferred<number>;
		const stop = $effect.root(() => {
			deferred = new Deferred(() => source);
			$effect(() => void seen.push(deferred.current));
		});
		flushSync();
		expect(deferred.current).toBe(1);

		source = 2;
		flushSync();
		expect(deferred.current).toBe(1);
		source = 3;
		flushSync();
		await painted();
		await expect.poll(() => deferred.current).toBe(3);

		// Back to the value shown: nothing to do, and nothing pending from before.
		source = 4;
		flushSync();
		source = 3;
		flushSync();
		await painted();
		await painted();
		flushSync();
		expect(seen).toEqual([1, 3]);
		stop();
	});

	it('takes the newest value at once when synced, as a keyboard acting on it needs', () => {
		let source = $state('a');
		let deferred!: Deferred<string>;
		const stop = $effect.root(() => {
			deferred = new Deferred(() => source);
		});
		source = 'b';
		flushSync();
		expect(deferred.current).toBe('a');
		deferred.sync();
		expect(deferred.current).toBe('b');
		stop();
	});
});
