import { flushSync } from 'svelte';
import { afterEach, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { Effort } from '$protocol/schemas/common';
import { mountInShadow, type InShadow } from '$lib/testing/shadow';
import ModelPicker from './ModelPicker.svelte';
import { exampleAnswer } from './samples/model-samples';

// Its own file: the picker's contents are fetched once per page, and this is about that first fetch.
// The contents' first fetch goes through the dev server, slow on a busy machine.
const LAZY = { timeout: 10_000 };
let shadow: InShadow | null = null;
afterEach(() => shadow?.remove());

it('inside a shadow root, plays what was typed while its contents were on their way in the search box', async () => {
	const chosen: [string, string, Effort | null][] = [];
	shadow = mountInShadow(ModelPicker, {
		endpoints: exampleAnswer().endpoints,
		purpose: 'main',
		onChoose: (e: string, m: string, l: Effort | null) => void chosen.push([e, m, l])
	});
	const { root } = shadow;
	const trigger = root.querySelector<HTMLButtonElement>('button[aria-haspopup=dialog]')!;
	trigger.focus();
	trigger.click();
	flushSync();
	// The fetch cannot have finished yet: a dynamic import always resolves later.
	expect(trigger.getAttribute('aria-busy')).toBe('true');
	for (const key of [...'qwen3x', 'Backspace', 'Enter', 'ArrowDown', 'Enter']) {
		const press = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
		trigger.dispatchEvent(press);
		expect(press.defaultPrevented).toBe(true);
	}
	// Played in the search box inside the root (`document` sees only the host as focused): typed, moved, chosen.
	await expect.poll(() => chosen, LAZY).toEqual([['vllm', 'Qwen/Qwen3-8B', null]]);
	expect(root.querySelector('dialog[open]')).toBeNull();
	// Focus went back to the picker's button, inside the root.
	expect(root.activeElement).toBe(trigger);
	expect(document.activeElement).toBe(shadow.host);
});

it('inside a shadow root, opens its dialog there, takes keys, and Escape returns focus to its button', async () => {
	shadow = mountInShadow(ModelPicker, { endpoints: exampleAnswer().endpoints, purpose: 'main', onChoose: () => {} });
	const { root, screen } = shadow;
	const trigger = screen.getByRole('button', { name: 'Choose a model for main' });
	await trigger.click();
	const dialog = root.querySelector('dialog')!;
	await expect.poll(() => dialog.open, LAZY).toBe(true);
	const search = screen.getByRole('combobox', { name: 'Find a model, provider id or endpoint' });
	// (toHaveFocus reads document.activeElement, which is the host here.)
	await expect.poll(() => root.activeElement).toBe(search.element());
	await userEvent.keyboard('qwen');
	await expect.element(search).toHaveValue('qwen');
	await userEvent.keyboard('{Escape}');
	await expect.poll(() => dialog.open).toBe(false);
	await expect.poll(() => root.activeElement).toBe(trigger.element());
	expect(document.activeElement).toBe(shadow.host);
});
