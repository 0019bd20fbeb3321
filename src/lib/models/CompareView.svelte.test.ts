import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-svelte';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '$lib/testing/axe';
import CompareView from './CompareView.svelte';
import { merge } from './merge';
import ModelPicker from './ModelPicker.svelte';
import { exampleAnswer } from './samples/model-samples';

const search = () => page.getByRole('combobox', { name: 'Find a model, provider id or endpoint' });

describe('picker rows and the compare view', () => {
	it('shows each model’s facts in its row without opening it', async () => {
		render(ModelPicker, { endpoints: exampleAnswer().endpoints, onChoose: () => {}, purpose: 'main' });
		await page.getByRole('button', { name: 'Choose a model for main' }).click();
		await userEvent.type(search(), 'qwen3');
		const row = page.getByRole('listbox', { name: 'Models' }).getByRole('option').first();
		// Two providers, 131,072 at one and 32,768 at the other: "up to 131,072" (no short form names it
		// exactly), local.
		await expect.element(row).toHaveTextContent(/2 providers/);
		await expect.element(row).toHaveTextContent(/up to\s131,072 tokens/);
		await expect.element(row).not.toHaveTextContent(/128K/);
		await expect.element(row).toHaveTextContent(/local/);
	});

	it('draws a row’s marks that hold and none that do not, as typing swaps the rows under them', async () => {
		render(ModelPicker, { endpoints: exampleAnswer().endpoints, onChoose: () => {}, purpose: 'main' });
		await page.getByRole('button', { name: 'Choose a model for main' }).click();
		const listbox = page.getByRole('listbox', { name: 'Models' });
		await expect.element(listbox.getByRole('option').first()).toBeVisible();
		/** Per row: each facts part's words, and whether it is drawn. */
		const parts = () =>
			[...listbox.element().querySelectorAll('[role=option] .facts-line > span')].map((s) => ({
				words: s.textContent ?? '',
				drawn: s.getClientRects().length > 0
			}));
		const seen = new Set<string>();
		for (const query of ['', 'qwen3', 'claude', 'gpt', 'qwen', '']) {
			await userEvent.clear(search());
			if (query) await userEvent.type(search(), query);
			await expect.poll(() => parts().length).toBeGreaterThan(0);
			for (const p of parts()) {
				expect(p.drawn, JSON.stringify(p)).toBe(p.words !== '');
				seen.add(p.words);
			}
		}
		// The same places held a mark in one row and nothing in another, so swapping rows was covered.
		expect(seen).toContain('');
		expect([...seen].filter((w) => ['thinks', 'local', 'no usable key'].includes(w)).length).toBeGreaterThan(1);
	});

	it('compares three models offer by offer, marks the differences, and stops at four', async () => {
		render(ModelPicker, { endpoints: exampleAnswer().endpoints, onChoose: () => {}, purpose: 'main' });
		await page.getByRole('button', { name: 'Choose a model for main' }).click();
		for (const name of ['qwen3', 'gpt-5-mini', 'gemini', 'deepseek']) {
			await userEvent.clear(search());
			await userEvent.type(search(), name);
			await page.getByRole('button', { name: 'Add to compare' }).click();
		}
		const compare = page.getByRole('region', { name: 'Compare' });
		await expect.element(compare).toBeVisible();
		// qwen3 has two providers: five columns plus the fact names.
		await expect.poll(() => compare.getByRole('columnheader').elements()).toHaveLength(6);
		await expect.element(compare.getByRole('row', { name: /Local.*differs/ })).toBeVisible();
		// A fifth is refused, and the button says why.
		await userEvent.clear(search());
		await userEvent.type(search(), 'llama');
		const add = page.getByRole('button', { name: 'Add to compare' });
		await expect.element(add).toHaveAttribute('aria-disabled', 'true');
		(add.element() as HTMLButtonElement).focus();
		await userEvent.keyboard('{Enter}');
		await expect.poll(() => compare.getByRole('columnheader').elements()).toHaveLength(6);
		await expect.element(page.getByText(/Up to 4 models can be compared/)).toBeVisible();
		await compare.getByRole('button', { name: 'Take gemini-2.5-pro out of the comparison' }).click();
		await expect.poll(() => compare.getByRole('columnheader').elements()).toHaveLength(5);
		expect(await axeViolations(document.body)).toEqual([]);
	});

	it('says "not stated" for a thinking switch the city calls unknown, never "no"', async () => {
		const models = merge(exampleAnswer().endpoints).models;
		const pick = (name: string) => models.find((m) => m.canonical === name)!;
		render(CompareView, {
			models: [pick('gemini-2.5-pro'), pick('gpt-5-mini')],
			id: 'compare',
			onRemove: () => {},
			onClear: () => {}
		});
		const thinking = page.getByRole('row', { name: /^Can think/ });
		await expect.element(thinking.getByRole('cell').nth(0)).toHaveTextContent('not stated');
		await expect.element(thinking.getByRole('cell').nth(1)).toHaveTextContent('yes');
		await expect.element(thinking).not.toHaveTextContent(/\bno\b/);
	});
});
