import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-svelte';
import { page, userEvent } from 'vitest/browser';
import { storyData } from '$lib/endpoints/samples/endpoint-samples';
import { axeViolations } from '$lib/testing/axe';
import InHarness from '$lib/testing/InHarness.svelte';
import { FakeCity } from '$lib/testing/fake-city';
import TagChoice from './TagChoice.svelte';
import type { AnswerStanding } from '$lib/query/answer-standing';

type Select = { select_model: { model: string; max_output_tokens: number | null } };

function mount(over: { max_output_tokens?: number | null } = {}, standing: AnswerStanding = 'current') {
	const city = new FakeCity();
	const digest = { ...storyData.view.chosen.find((c) => c.tag === 'digest')!, ...over };
	const props = { tag: 'digest' as const, endpoints: storyData.view.endpoints, chosen: digest, standing };
	const screen = render(InHarness, { props: { city, component: TagChoice as never, props } });
	return { screen, city, sent: city.commands };
}

describe('TagChoice ceiling warning', () => {
	it('holds a ceiling above the model’s stated one until the person takes the model’s figure', async () => {
		const { screen, sent } = mount();
		await screen.getByLabelText('Output ceiling (tokens)').fill('200000');
		await screen.getByRole('button', { name: 'Apply ceiling' }).click();
		const warning = screen.getByRole('alert');
		await expect.element(warning).toHaveTextContent(/200,000.*openai\/gpt-5-mini states 128,000/);
		expect(sent).toHaveLength(0);
		expect(await axeViolations(screen.container)).toEqual([]);
		await screen.getByRole('button', { name: 'Use 128,000' }).click();
		expect(sent).toHaveLength(1);
		expect((sent[0] as Select).select_model.max_output_tokens).toBe(128000);
		await expect.element(screen.getByLabelText('Output ceiling (tokens)')).toHaveValue('128000');
		await expect.element(screen.getByRole('alert')).not.toBeInTheDocument();
	});

	it('sends the higher ceiling only when the person confirms it, and nothing on cancel', async () => {
		const { screen, sent } = mount();
		await screen.getByLabelText('Output ceiling (tokens)').fill('200000');
		await screen.getByRole('button', { name: 'Apply ceiling' }).click();
		await screen.getByRole('button', { name: 'Cancel' }).click();
		expect(sent).toHaveLength(0);
		await screen.getByRole('button', { name: 'Apply ceiling' }).click();
		await screen.getByRole('button', { name: 'Send 200,000 anyway' }).click();
		expect((sent[0] as Select).select_model.max_output_tokens).toBe(200000);
	});

	it('sends at once when the ceiling fits', async () => {
		const { screen, sent } = mount();
		await screen.getByLabelText('Output ceiling (tokens)').fill('64000');
		await screen.getByRole('button', { name: 'Apply ceiling' }).click();
		expect((sent[0] as Select).select_model.max_output_tokens).toBe(64000);
	});
});

describe('TagChoice ceiling nobody chose', () => {
	/** Chooses claude-sonnet-4.5 at OpenRouter (it states 64,000) in the Digest picker. */
	async function chooseSonnet() {
		await page.getByRole('button', { name: 'Choose a model for Digest' }).click();
		await userEvent.keyboard('anthropic/claude-sonnet-4.5');
		await page.getByRole('button', { name: /^Choose anthropic\/claude-sonnet-4\.5 from OpenRouter/ }).click();
	}

	it('shows the chosen model’s own figure, which the city filled in, as an empty field', async () => {
		// gpt-5-mini states 128,000, and the city answers Digest's null ceiling with it.
		const { screen } = mount({ max_output_tokens: 128000 });
		await expect.element(screen.getByLabelText('Output ceiling (tokens)')).toHaveValue('');
	});

	it('sends "as the provider states" with a model whose ceiling is smaller, and warns about nothing', async () => {
		const { sent } = mount({ max_output_tokens: 128000 });
		await chooseSonnet();
		await expect.poll(() => sent.length).toBe(1);
		expect((sent[0] as Select).select_model.max_output_tokens).toBeNull();
		expect(document.querySelector('[data-ceiling-warning]')).toBeNull();
	});

	it('keeps the person’s own figure, warns about it, and offers leaving it empty', async () => {
		const { screen, sent } = mount({ max_output_tokens: 100000 });
		const box = screen.getByLabelText('Output ceiling (tokens)');
		await expect.element(box).toHaveValue('100000');
		await chooseSonnet();
		await expect.element(screen.getByRole('alert')).toHaveTextContent(/100,000.*states 64,000/);
		expect(sent).toHaveLength(0);
		await screen.getByRole('button', { name: 'Leave it empty: as the provider states' }).click();
		expect(sent).toHaveLength(1);
		expect((sent[0] as Select).select_model).toMatchObject({
			model: 'anthropic/claude-sonnet-4.5',
			max_output_tokens: null
		});
		await expect.element(box).toHaveValue('');
	});
});

describe('TagChoice press', () => {
	const refusal = {
		code: 'E_INVALID_ARGS',
		subject: 'openrouter lists no model openai/gpt-5-mini',
		nearby: [],
		recovery: 'pick one of the models openrouter lists, then select again',
		retry: 'no'
	};

	it('shows a refused select_model beside the tag that sent it, and only there', async () => {
		const { screen, city, sent } = mount();
		await screen.getByLabelText('Output ceiling (tokens)').fill('64000');
		await screen.getByRole('button', { name: 'Apply ceiling' }).click();
		expect(sent).toHaveLength(1);
		// A refusal about another tag is not this press's.
		city.emitRefusal({ ...refusal, action: 'select model for main' });
		city.emitRefusal({ ...refusal, action: 'select model for digest' });
		const shown = screen.getByRole('region', { name: 'The city refused the choice for Digest' });
		await expect.element(shown).toHaveTextContent(refusal.subject);
		await expect.element(screen.getByText('select model for main')).not.toBeInTheDocument();
		await expect.element(screen.getByRole('status').filter({ hasText: 'Asked the city' })).not.toBeInTheDocument();
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('says the choice was sent until the city confirms it, then lets the card speak', async () => {
		const { screen, city } = mount();
		await screen.getByLabelText('Output ceiling (tokens)').fill('64000');
		await screen.getByRole('button', { name: 'Apply ceiling' }).click();
		const status = screen.container.querySelector('.message') as HTMLElement;
		await expect.element(status).not.toBeEmptyDOMElement();
		city.emitEvent('model_selected', { tag: 'digest' });
		await expect.element(status).toBeEmptyDOMElement();
	});
});

describe('TagChoice: a choice replaces the one the city holds, so it waits for a current read', () => {
	it('sends nothing while the choices are stale or unread, says why with focus, and keeps the ceiling typed', async () => {
		for (const standing of ['stale', 'unavailable', 'failed'] as const) {
			const { screen, sent } = mount({}, standing);
			await screen.getByLabelText('Output ceiling (tokens)').fill('64000');
			await screen.getByRole('button', { name: 'Apply ceiling' }).click();
			const why = screen.getByText(/^Not sent: .*the models chosen for each purpose/);
			await expect.element(why).toHaveFocus();
			expect(sent).toHaveLength(0);
			await expect.element(screen.getByLabelText('Output ceiling (tokens)')).toHaveValue('64000');
			await expect.element(screen.getByRole('button', { name: 'Ask the city again' })).toBeVisible();
			expect(await axeViolations(screen.container)).toEqual([]);
			screen.unmount();
		}
	});
});
