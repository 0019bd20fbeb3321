import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-svelte';
import { storyData } from '$lib/endpoints/samples/endpoint-samples';
import { axeViolations } from '$lib/testing/axe';
import InHarness from '$lib/testing/InHarness.svelte';
import { FakeCity } from '$lib/testing/fake-city';
import TagChoice from './TagChoice.svelte';

type Select = { select_model: { model: string; max_output_tokens: number | null } };

function mount() {
	const city = new FakeCity();
	const digest = storyData.view.chosen.find((c) => c.tag === 'digest')!;
	const props = { tag: 'digest' as const, endpoints: storyData.view.endpoints, chosen: digest };
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
