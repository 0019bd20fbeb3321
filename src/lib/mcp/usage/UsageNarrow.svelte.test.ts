import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-svelte';
import { axeViolations } from '$lib/testing/axe';
import { FakeCity } from '$lib/testing/fake-city';
import InHarness from '$lib/testing/InHarness.svelte';
import UsagePanel from './UsagePanel.svelte';
import { SAMPLE_NOW, someUsage, toolUsage } from './usage-samples';

afterEach(async () => {
	await page.viewport(1280, 800);
});

/** How many lines a text node is drawn on (1: whole, never broken mid-token). */
function linesOf(node: Node): number {
	const range = document.createRange();
	range.selectNodeContents(node);
	return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
}
const textOf = (root: Element, text: string): Node => {
	const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
	for (let n = walker.nextNode(); n; n = walker.nextNode()) if (n.textContent === text) return n;
	throw new Error(`no text node "${text}"`);
};

describe('the usage tables at 360 px', () => {
	it('stack their rows: every button in reach with no sideways scroll, names and figures whole', async () => {
		await page.viewport(360, 740);
		const city = new FakeCity({ replies: { mcp_usage: { answer: { mcp_usage: someUsage() } } } });
		const screen = render(InHarness, {
			props: { city, component: UsagePanel as never, props: { now: SAMPLE_NOW } }
		});
		const show = page.getByRole('button', { name: 'Show the calls of list_pull_requests' });
		await show.click();
		await expect.element(page.getByRole('region', { name: 'Calls of list_pull_requests, newest first' })).toBeVisible();
		const regions = [...screen.container.querySelectorAll('.table-scroll')];
		expect(regions.length).toBeGreaterThanOrEqual(2);
		for (const region of regions) {
			// Nothing drawn past the region's edge: no hidden sideways scroll.
			expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
			const edge = region.getBoundingClientRect().right;
			for (const button of region.querySelectorAll('button')) {
				expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(edge + 0.5);
			}
		}
		// A tool's name and a figure each on one line, whole.
		expect(linesOf(textOf(screen.container, 'list_pull_requests'))).toBe(1);
		expect(linesOf(textOf(screen.container, 'search_issues'))).toBe(1);
		// Each cell still says its column, in words (the headings themselves are read, not shown, when stacked).
		await expect.element(page.getByRole('columnheader', { name: 'Calls (30 days)' }).first()).toBeInTheDocument();
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('folds a 10,000-character tool name inside its cell, never past the region', async () => {
		await page.viewport(360, 740);
		const usage = someUsage();
		const long = 'n'.repeat(10_000);
		usage.servers[0]!.tools.push(toolUsage(long, usage.servers[0]!.tools[0]!.uses));
		const city = new FakeCity({ replies: { mcp_usage: { answer: { mcp_usage: usage } } } });
		const screen = render(InHarness, {
			props: { city, component: UsagePanel as never, props: { now: SAMPLE_NOW } }
		});
		await expect.element(page.getByRole('button', { name: `Show the calls of ${long}` })).toBeInTheDocument();
		for (const region of screen.container.querySelectorAll('.table-scroll')) {
			expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
		}
		expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
	});
});
