import { createRawSnippet, tick } from 'svelte';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-svelte';
import { whenIdleAfterPaint } from './after-paint';
import LazyPart from './LazyPart.svelte';
import { lazyPart } from './lazy-part';

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
