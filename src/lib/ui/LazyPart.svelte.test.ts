import { createRawSnippet, flushSync, tick } from 'svelte';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-svelte';
import { whenIdleAfterPaint } from './after-paint';
import LazyPart from './LazyPart.svelte';
import { lazyPart } from './lazy-part.svelte';

const arrived = createRawSnippet(() => ({ render: () => '<p>The part is here.</p>' }));
const otherArrived = createRawSnippet(() => ({ render: () => '<p>The other part is here.</p>' }));

describe('LazyPart', () => {
	it('draws what is already here first, and fetches the part only after that paint', async () => {
		let calls = 0;
		let release: (m: { default: string }) => void = () => {};
		const part = lazyPart(() => {
			calls++;
			return new Promise<{ default: string }>((r) => (release = r));
		});
		render(LazyPart, { part, children: arrived });
		await tick();
		expect(calls).toBe(0);
		await expect.element(page.getByText('Loading…')).toBeVisible();
		await vi.waitFor(() => expect(calls).toBe(1));
		release({ default: 'Part' });
		await expect.element(page.getByText('The part is here.')).toBeVisible();
	});

	it('fetches nothing while not active, and nothing twice once drawn', async () => {
		let calls = 0;
		const part = lazyPart(async () => {
			calls++;
			return { default: 'Part' };
		});
		const screen = render(LazyPart, { part, children: arrived, active: false });
		// A barrier: an active part mounted after it is drawn only once its own fetch ran, so an inactive
		// part's fetch, started at mount, would have run before.
		const other = lazyPart(async () => ({ default: 'Other' }));
		render(LazyPart, { part: other, children: otherArrived });
		await expect.element(page.getByText('The other part is here.')).toBeVisible();
		expect(calls).toBe(0);
		await screen.rerender({ active: true });
		await expect.element(page.getByText('The part is here.')).toBeVisible();
		render(LazyPart, { part, children: arrived });
		await expect.poll(() => page.getByText('The part is here.').elements()).toHaveLength(2);
		expect(calls).toBe(1);
	});

	it('draws nothing for a quiet part while it is fetched, and still says so when the fetch fails', async () => {
		let fail: ((e: Error) => void) | null = null;
		const part = lazyPart(() => new Promise<{ default: string }>((_, reject) => (fail = reject)));
		const screen = render(LazyPart, { part, children: arrived, quiet: true, minHeight: '40px' });
		await vi.waitFor(() => expect(fail).not.toBeNull());
		await tick();
		expect(screen.container.innerHTML.replace(/<!---->/g, '').trim()).toBe('');
		fail!(new Error('offline'));
		await expect.element(page.getByText('This part of the page could not be loaded.')).toBeVisible();
		await expect.element(page.getByRole('button', { name: 'Try again' })).toBeVisible();
	});

	it('lets what is made from a part follow a fetch another part of the page started', async () => {
		const part = lazyPart(async () => ({ default: 'Part' }));
		const seen: (string | null)[] = [];
		const stop = $effect.root(() => {
			$effect(() => void seen.push(part.loaded));
		});
		flushSync();
		await part.load();
		flushSync();
		expect(seen).toEqual([null, 'Part']);
		stop();
	});
});

describe('whenIdleAfterPaint', () => {
	it('runs after the next paint, not before, and not at all once cancelled', async () => {
		const ran: string[] = [];
		whenIdleAfterPaint(() => ran.push('kept'));
		const cancel = whenIdleAfterPaint(() => ran.push('cancelled'));
		cancel();
		// Scheduled after the cancelled one, so it is the barrier: had the cancelled one run, it would come first.
		whenIdleAfterPaint(() => ran.push('after'));
		expect(ran).toEqual([]);
		await vi.waitFor(() => expect(ran).toEqual(['kept', 'after']));
	});
});
