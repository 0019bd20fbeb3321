import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-svelte';
import CompareView from './CompareView.svelte';
import { merge } from './merge';
import { exampleAnswer } from './samples/model-samples';

afterEach(async () => {
	await page.viewport(1280, 800);
});

/** How many lines an element's text is drawn on. */
function linesOf(el: Element): number {
	const range = document.createRange();
	range.selectNodeContents(el);
	return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
}

describe('the compare view at 360 px', () => {
	it('draws each stated price whole, never broken mid-number', async () => {
		await page.viewport(360, 740);
		const target = document.createElement('div');
		target.className = 'city-settings';
		document.body.append(target);
		const models = merge(exampleAnswer().endpoints).models;
		const pick = ['claude-sonnet-4-5-20250929', 'llama-3.3-70b-instruct', 'gemini-2.5-pro', 'qwen3-8b'].map((n) =>
			models.find((m) => m.canonical === n)!
		);
		const screen = render(CompareView, {
			target,
			props: { id: 'compare', models: pick, onRemove: () => {}, onClear: () => {} }
		});
		await expect.element(page.getByRole('rowheader', { name: /^Input price/ })).toBeInTheDocument();
		const prices = [...screen.container.querySelectorAll('tr[data-fact$="_price"] td .verbatim')];
		// The sample states several prices of 9 to 11 characters, the widths that broke.
		expect(prices.filter((p) => (p.textContent ?? '').length >= 9).length).toBeGreaterThanOrEqual(3);
		expect(prices.map((p) => `${p.textContent}: ${linesOf(p)}`)).toEqual(prices.map((p) => `${p.textContent}: 1`));
	});
});
