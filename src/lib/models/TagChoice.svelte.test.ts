import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-svelte';
import { storyData } from '$lib/endpoints/story-data';
import { axeViolations } from '$lib/testing/axe';
import type { Command } from '$protocol/schemas/commands';
import TagChoice from './TagChoice.svelte';

type Select = { select_model: { model: string; max_output_tokens: number | null } };

function mount() {
	const sent: Command[] = [];
	const digest = storyData.view.chosen.find((c) => c.tag === 'digest')!;
	const screen = render(TagChoice, {
		tag: 'digest',
		endpoints: storyData.view.endpoints,
		chosen: digest,
		sendCommand: (c: Command) => void sent.push(c)
	});
	return { screen, sent };
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
