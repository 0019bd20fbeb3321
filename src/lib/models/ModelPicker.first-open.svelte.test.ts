import { flushSync } from 'svelte';
import { expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-svelte';
import type { Effort } from '$protocol/schemas/common';
import ModelPicker from './ModelPicker.svelte';
import { exampleAnswer } from './samples/model-samples';

// Its own file: the picker's contents are fetched once per page, and this is about that first fetch.
it('keeps what is typed while its contents are still on their way, and plays it in the search box', async () => {
	const chosen: [string, string, Effort | null][] = [];
	render(ModelPicker, {
		endpoints: exampleAnswer().endpoints,
		purpose: 'main',
		onChoose: (e: string, m: string, l: Effort | null) => void chosen.push([e, m, l])
	});
	const trigger = page.getByRole('button', { name: 'Choose a model for main' }).element() as HTMLButtonElement;
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
	await expect.poll(() => chosen).toEqual([['vllm', 'Qwen/Qwen3-8B', null]]);
	await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
	expect(trigger.getAttribute('aria-busy')).toBe('false');
});
