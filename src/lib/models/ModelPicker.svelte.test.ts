import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-svelte';
import { i18n } from '$lib/i18n';
import { axeViolations } from '$lib/testing/axe';
import type { Effort } from '$protocol/schemas/common';
import ModelPicker from './ModelPicker.svelte';
import { PREFS_KEY } from './prefs';
import { endpointFactory, exampleAnswer, manyEndpoints, modelFactory } from './samples/model-samples';

type Chosen = [string, string, Effort | null];

function mount(
	props: Partial<{
		endpoints: ReturnType<typeof exampleAnswer>['endpoints'];
		current: { endpoint: string; model: string } | null;
	}> = {}
) {
	const chosen: Chosen[] = [];
	const screen = render(ModelPicker, {
		endpoints: props.endpoints ?? exampleAnswer().endpoints,
		current: props.current ?? null,
		purpose: 'main',
		onChoose: (e: string, m: string, l: Effort | null) => void chosen.push([e, m, l])
	});
	return { screen, chosen };
}

const combobox = () => page.getByRole('combobox', { name: 'Find a model, provider id or endpoint' });
const activeFirst = () => {
	const id = combobox().element().getAttribute('aria-activedescendant');
	return id ? (document.getElementById(id)?.textContent ?? '') : '';
};
const activeSecond = () => {
	const list = page.getByRole('listbox').nth(1).element();
	const id = list.getAttribute('aria-activedescendant');
	return id ? (document.getElementById(id)?.textContent ?? '') : '';
};

beforeEach(() => localStorage.removeItem(PREFS_KEY));
afterEach(() => i18n.set('en'));

describe('ModelPicker', () => {
	it('opens a dialog without moving the page, and closes on Escape with focus back on the button', async () => {
		const { screen } = mount();
		const trigger = page.getByRole('button', { name: 'Choose a model for main' });
		const before = trigger.element().getBoundingClientRect().top;
		expect(await axeViolations(screen.container)).toEqual([]);
		await trigger.click();
		await expect.element(page.getByRole('dialog', { name: 'Model picker' })).toBeVisible();
		await expect.element(combobox()).toHaveFocus();
		expect(trigger.element().getBoundingClientRect().top).toBe(before);
		expect(await axeViolations(document.body)).toEqual([]);
		await userEvent.keyboard('{Escape}');
		await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
		await expect.element(trigger).toHaveFocus();
	});

	it('names the input-kind filters in the page’s language, keeping the city’s word beside them', async () => {
		i18n.set('zh');
		mount();
		await page.getByRole('button', { name: /main/ }).click();
		const kinds = page.getByRole('group', { name: '输入类型' });
		await expect.element(kinds.getByRole('checkbox', { name: '图像 (image)' })).toBeVisible();
		await expect.element(kinds.getByRole('checkbox', { name: '文本 (text)' })).toBeVisible();
	});

	it('shows qwen3-8b once, with both providers and their own ids and facts', async () => {
		mount();
		await page.getByRole('button', { name: 'Choose a model for main' }).click();
		await userEvent.keyboard('qwen3');
		const models = page.getByRole('listbox', { name: 'Models' });
		await expect.element(models.getByRole('option')).toHaveTextContent('qwen3-8b');
		await expect.poll(() => models.getByRole('option').elements()).toHaveLength(1);
		const providers = page.getByRole('listbox', { name: 'Providers of qwen3-8b' }).getByRole('option');
		await expect.poll(() => providers.elements()).toHaveLength(2);
		await expect.element(providers.nth(0)).toHaveTextContent(/OpenRouter\s*qwen\/qwen3-8b/);
		await expect.element(providers.nth(0)).toHaveTextContent('Input price: 0.000000035');
		// vllm states no ceiling, price or kinds: "not stated", never 0 and never OpenRouter's.
		await expect.element(providers.nth(1)).toHaveTextContent(/vllm\s*Qwen\/Qwen3-8B\s*local/);
		await expect.element(providers.nth(1)).toHaveTextContent('Input price: not stated');
		await expect.element(providers.nth(1)).toHaveTextContent('Input kinds: not stated');
		expect(await axeViolations(document.body)).toEqual([]);
	});

	it('follows the combobox/listbox keyboard contract and chooses with Enter', async () => {
		const { chosen } = mount();
		await page.getByRole('button', { name: 'Choose a model for main' }).click();
		// Sorted by name at first.
		await expect.poll(activeFirst).toContain('claude-haiku-4-5-20251001');
		await userEvent.keyboard('{ArrowDown}');
		await expect.poll(activeFirst).toContain('claude-opus-4-1-20250805');
		await userEvent.keyboard('{End}');
		await expect.poll(activeFirst).toContain('qwen3-8b');
		await userEvent.keyboard('{Home}');
		await expect.poll(activeFirst).toContain('claude-haiku-4-5-20251001');
		await userEvent.keyboard('{ArrowUp}');
		await expect.poll(activeFirst).toContain('claude-haiku-4-5-20251001');
		// Type to filter: the first match becomes active.
		await userEvent.keyboard('gpt');
		await expect.poll(activeFirst).toContain('gpt-5-mini');
		// Enter chooses the model; focus moves to its providers.
		await userEvent.keyboard('{Enter}');
		const providers = page.getByRole('listbox', { name: 'Providers of gpt-5-mini' });
		await expect.element(providers).toHaveFocus();
		await expect.poll(activeSecond).toContain('OpenRouter');
		// The thinking levels are a fact of the offer, not a choice: nothing there to pick.
		expect(page.getByRole('radio', { name: /minimal/ }).elements()).toHaveLength(0);
		expect(await axeViolations(document.body)).toEqual([]);
		await userEvent.keyboard('{Enter}');
		await expect.poll(() => chosen).toEqual([['openrouter', 'openai/gpt-5-mini', null]]);
		await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
		await expect.element(page.getByRole('button', { name: 'Choose a model for main' })).toHaveFocus();
	});

	it('chooses from the provider list with Enter, and keeps the choice among the recent ones', async () => {
		const { chosen } = mount();
		await page.getByRole('button', { name: 'Choose a model for main' }).click();
		await userEvent.keyboard('qwen3{Enter}{ArrowDown}');
		await expect.poll(activeSecond).toContain('vllm');
		await userEvent.keyboard('{Enter}');
		await expect.poll(() => chosen).toEqual([['vllm', 'Qwen/Qwen3-8B', null]]);
		await page.getByRole('button', { name: 'Choose a model for main' }).click();
		const recent = page.getByRole('region', { name: 'Recently chosen' });
		await recent.getByRole('button', { name: 'qwen3-8b · vllm' }).click();
		await expect.poll(() => chosen).toHaveLength(2);
		expect(localStorage.getItem(PREFS_KEY)).not.toContain('secret:');
	});

	it('shows the marks: local, named by you, no usable key; and none for an endpoint without account rows', async () => {
		const [anthropic, openrouter] = exampleAnswer().endpoints;
		const keyless = {
			...anthropic!,
			account_status: anthropic!.account_status.map((a) => ({ ...a, key: 'missing' as const }))
		};
		const bare = endpointFactory({
			name: 'bare',
			has_credential: false,
			models: [modelFactory({ id: 'claude-opus-4-1-20250805' })]
		});
		mount({ endpoints: [keyless, openrouter!, bare, exampleAnswer().endpoints[2]!] });
		await page.getByRole('button', { name: 'Choose a model for main' }).click();
		await userEvent.keyboard('claude-opus-4-1');
		const providers = page.getByRole('listbox', { name: /Providers of/ }).getByRole('option');
		await expect.element(providers.nth(0)).toHaveTextContent('no usable key');
		await expect.element(providers.nth(1)).not.toHaveTextContent('no usable key');
		await userEvent.clear(combobox());
		await userEvent.type(combobox(), 'mistral');
		await expect
			.element(page.getByRole('listbox', { name: /Providers of/ }).getByRole('option'))
			.toHaveTextContent('named by you, not listed by the endpoint');
		expect(await axeViolations(document.body)).toEqual([]);
	});

	it('shows thinking as a fact of each offer: levels with words and default, switch alone, nothing', async () => {
		mount({ current: { endpoint: 'openrouter', model: 'openai/gpt-5-mini' } });
		await page.getByRole('button', { name: 'Choose a model for main' }).click();
		const band = page.getByRole('region', { name: 'Thinking' });
		await expect.poll(() => band.getByRole('listitem').elements()).toHaveLength(3);
		await expect.element(band).toHaveTextContent(/minimal\s*medium\s*default\s*high/);
		await expect.element(band).toHaveTextContent(/select_model carries no level/);
		expect(band.getByRole('radio').elements()).toHaveLength(0);
		expect(document.body.textContent).toContain('Offer stated by the upstream');
		await userEvent.clear(combobox());
		await userEvent.type(combobox(), 'claude-sonnet-4-5');
		await expect.element(page.getByRole('region', { name: 'Thinking' })).toHaveTextContent(/switched on or off/);
		await expect.element(page.getByRole('region', { name: 'Thinking' })).toHaveTextContent('Upstream default: off');
		expect(page.getByRole('switch').elements()).toHaveLength(0);
		await expect
			.element(page.getByRole('link', { name: /Where it is documented/ }))
			.toHaveAttribute('href', 'https://docs.anthropic.com/en/docs/build-with-claude/extended-thinking');
		expect(await axeViolations(document.body)).toEqual([]);
		await userEvent.clear(combobox());
		await userEvent.type(combobox(), 'claude-haiku');
		await expect.element(page.getByRole('heading', { name: 'Thinking' })).not.toBeInTheDocument();
		expect(page.getByRole('switch').elements()).toHaveLength(0);
	});

	it('switches to by-provider view and remembers it', async () => {
		mount();
		await page.getByRole('button', { name: 'Choose a model for main' }).click();
		await page.getByRole('radio', { name: 'By provider' }).click();
		const endpoints = page.getByRole('listbox', { name: 'Endpoints' }).getByRole('option');
		await expect.poll(() => endpoints.elements()).toHaveLength(3);
		await expect.element(page.getByRole('listbox', { name: 'Models of Anthropic' })).toBeVisible();
		expect(JSON.parse(localStorage.getItem(PREFS_KEY) ?? '{}').view).toBe('provider');
		expect(await axeViolations(document.body)).toEqual([]);
	});

	it('says how many rows lack the sort figure', async () => {
		mount();
		await page.getByRole('button', { name: 'Choose a model for main' }).click();
		await page.getByRole('combobox', { name: 'Sort by' }).selectOptions('input_price');
		await expect
			.element(page.getByRole('status').filter({ hasText: 'without a stated price' }))
			.toHaveTextContent('5 without a stated price that is a plain number, listed last.');
	});

	it('renders only the visible rows of 20,000 offers, and keeps the active row in the DOM', async () => {
		mount({ endpoints: manyEndpoints(20_000, 40) });
		await page.getByRole('button', { name: 'Choose a model for main' }).click();
		const options = page.getByRole('listbox', { name: 'Models' }).getByRole('option');
		expect(options.elements().length).toBeLessThan(30);
		await userEvent.keyboard('{End}');
		await expect.poll(activeFirst).not.toBe('');
		expect(options.elements().length).toBeLessThan(30);
		await userEvent.keyboard('qwen-1');
		await expect.poll(activeFirst).toContain('qwen-1');
	});
});
