import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-svelte';
import { longName } from '$lib/storybook/fixtures';
import ModelPicker from './ModelPicker.svelte';
import { PREFS_KEY } from './prefs';
import { exampleAnswer, modelFactory } from './samples/model-samples';

const longNamed = () => exampleAnswer().endpoints.map((e) => ({ ...e, label: longName }));

beforeEach(() => localStorage.removeItem(PREFS_KEY));

afterEach(async () => {
	await page.viewport(1280, 800);
});

describe('a display name of 10,000 characters in the model picker', () => {
	for (const [width, height] of [
		[360, 740],
		[1280, 800]
	] as const) {
		it(`keeps Close and the providers in reach at ${width} px`, async () => {
			await page.viewport(width, height);
			// Styled as the app is: theme.css applies under `.city-settings` (buttons keep their words on one line).
			const target = document.createElement('div');
			target.className = 'city-settings';
			document.body.append(target);
			render(ModelPicker, { target, props: { endpoints: longNamed(), onChoose: () => {}, purpose: 'main' } });
			const search = page.getByRole('combobox', { name: 'Find a model, provider id or endpoint' });
			// Chosen once, so the provider's name is among the recent choices too.
			await page.getByRole('button', { name: 'Choose a model for main' }).click();
			await userEvent.type(search, 'gpt-5');
			await page.getByRole('button', { name: /^Choose openai\/gpt-5-mini from / }).click();
			await page.getByRole('button', { name: 'Choose a model for main' }).click();
			await expect.element(page.getByRole('region', { name: 'Recently chosen' }).getByRole('button')).toBeVisible();
			await userEvent.clear(search);
			await userEvent.type(search, 'gpt-5');
			const choose = page.getByRole('button', { name: /^Choose openai\/gpt-5-mini from / });
			await expect.element(choose).toBeVisible();
			const close = page.getByRole('button', { name: 'Close' });
			await expect.element(close).toBeVisible();
			// Close stays on screen once the list has settled.
			const rect = () => close.element().getBoundingClientRect();
			await expect.poll(() => rect().right).toBeLessThanOrEqual(width);
			await expect.poll(() => rect().top).toBeGreaterThanOrEqual(0);
			await expect.poll(() => rect().bottom).toBeLessThanOrEqual(height);
			// The providers pane is there, named by the model, and no wider than the dialog.
			const providers = page.getByRole('listbox', { name: /^Providers of / });
			await expect.element(providers).toBeVisible();
			const pane = () => providers.element().getBoundingClientRect();
			await expect.poll(() => pane().width).toBeGreaterThan(0);
			await expect.poll(() => pane().left).toBeGreaterThanOrEqual(0);
			await expect.poll(() => pane().right).toBeLessThanOrEqual(width);
			// The choose button names the provider by its first characters, not all 10,000.
			expect((choose.element().textContent ?? '').length).toBeLessThan(300);
			expect(choose.element().getBoundingClientRect().height).toBeLessThan(height / 2);
		});
	}
});

describe('a model id of 10,005 characters in the model picker', () => {
	const id = `acme/${'x'.repeat(10_000)}`;
	const longId = () =>
		exampleAnswer().endpoints.map((e, i) =>
			i === 0 ? { ...e, models: [...e.models, modelFactory({ id, canonical: id })] } : e
		);
	for (const [width, height] of [
		[360, 740],
		[1280, 800]
	] as const) {
		it(`folds the id and keeps Close, the providers, Pin and Add to compare in reach at ${width} px`, async () => {
			await page.viewport(width, height);
			const target = document.createElement('div');
			target.className = 'city-settings';
			document.body.append(target);
			render(ModelPicker, { target, props: { endpoints: longId(), onChoose: () => {}, purpose: 'main' } });
			await page.getByRole('button', { name: 'Choose a model for main' }).click();
			await userEvent.type(page.getByRole('combobox', { name: 'Find a model, provider id or endpoint' }), 'xxxxx');
			const dialog = page.getByRole('dialog', { name: 'Model picker' });
			// The detail names the id by its first characters, the whole a press away.
			await expect.element(dialog.getByRole('button', { name: 'Show all 10005 characters' }).first()).toBeVisible();
			const inReach = (el: Element) => {
				const r = el.getBoundingClientRect();
				return r.width > 0 && r.left >= 0 && r.right <= width;
			};
			for (const name of ['Close', 'Pin this model', 'Add to compare'])
				await expect.poll(() => inReach(dialog.getByRole('button', { name, exact: true }).element())).toBe(true);
			await expect.poll(() => inReach(dialog.getByRole('listbox', { name: /^Providers of / }).element())).toBe(true);
			// Nothing in the dialog is wider than the dialog.
			const box = dialog.element();
			expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth + 1);
		});
	}
});
