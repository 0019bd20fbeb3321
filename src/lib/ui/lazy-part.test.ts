import { describe, expect, it } from 'vitest';
import { lazyPart } from './lazy-part.svelte';

describe('lazyPart', () => {
	it('fetches once and then has the component at hand', async () => {
		let calls = 0;
		const part = lazyPart(async () => {
			calls++;
			return { default: 'component' };
		});
		expect(part.loaded).toBeNull();
		const [a, b] = await Promise.all([part.load(), part.load()]);
		expect([a, b, part.loaded, calls]).toEqual(['component', 'component', 'component', 1]);
	});

	it('may be tried again after a failed fetch', async () => {
		let calls = 0;
		const part = lazyPart(async () => {
			if (++calls === 1) throw new Error('offline');
			return { default: 'component' };
		});
		await expect(part.load()).rejects.toThrow('offline');
		expect(part.loaded).toBeNull();
		await expect(part.load()).resolves.toBe('component');
		expect(calls).toBe(2);
	});
});
