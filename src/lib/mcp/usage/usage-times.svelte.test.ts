import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-svelte';
import { FakeCity } from '$lib/testing/fake-city';
import InHarness from '$lib/testing/InHarness.svelte';
import UsagePanel from './UsagePanel.svelte';
import { SAMPLE_NOW, someUsage } from './usage-samples';

afterEach(() => vi.useRealTimers());

describe('usage times', () => {
	it('tick with the page’s clock in the app (only a story fixes them), not frozen at the answer’s arrival', async () => {
		// Only the date moves by hand: the page's one clock reads it on its own one-second timer.
		vi.useFakeTimers({ toFake: ['Date'] });
		vi.setSystemTime(SAMPLE_NOW);
		const city = new FakeCity({ replies: { mcp_usage: { answer: { mcp_usage: someUsage() } } } });
		render(InHarness, { props: { city, component: UsagePanel as never, props: {} } });
		const time = page.getByRole('time').first();
		await expect.element(time).toBeVisible();
		const before = time.element().textContent;
		vi.setSystemTime(SAMPLE_NOW + 3 * 86_400_000);
		await expect.poll(() => time.element().textContent, { timeout: 10_000 }).not.toBe(before);
	});
});
