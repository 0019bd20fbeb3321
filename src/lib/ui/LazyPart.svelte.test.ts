import { createRawSnippet, tick } from 'svelte';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-svelte';
import { whenIdleAfterPaint } from './after-paint';
import LazyPart from './LazyPart.svelte';
import { lazyPart } from './lazy-part';

const arrived = createRawSnippet(() => ({ render: () => '<p>The part is here.</p>' }));

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
		await new Promise((r) => setTimeout(r, 50));
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
		expect(ran).toEqual([]);
		await vi.waitFor(() => expect(ran).toEqual(['kept']));
		await new Promise((r) => setTimeout(r, 300));
		expect(ran).toEqual(['kept']);
	});
});
