import { describe, expect, it } from 'vitest';
import { storyData } from '$lib/endpoints/samples/endpoint-samples';
import { ceilingAbove, chosenCeiling } from './tag-choice-ceiling';

const endpoints = storyData.view.endpoints;
const digest = { tag: 'digest', endpoint: 'openrouter', model: 'openai/gpt-5-mini' };

describe('a ceiling above the model’s own', () => {
	it('is caught when the model states a lower one', () => {
		expect(ceilingAbove(endpoints, 'openrouter', 'anthropic/claude-sonnet-4.5', 128000)).toEqual({
			endpoint: 'openrouter',
			model: 'anthropic/claude-sonnet-4.5',
			ceiling: 128000,
			stated: 64000
		});
	});
	it('passes when it fits, is empty, or the model states none', () => {
		expect(ceilingAbove(endpoints, 'openrouter', 'anthropic/claude-sonnet-4.5', 64000)).toBeNull();
		expect(ceilingAbove(endpoints, 'openrouter', 'anthropic/claude-sonnet-4.5', null)).toBeNull();
		expect(ceilingAbove(endpoints, 'openrouter', 'qwen/qwen3-8b', 128000)).toBeNull();
	});
});

describe('the ceiling a person chose', () => {
	it('reads the chosen model’s own figure, filled in by the city, as "as the provider states"', () => {
		// gpt-5-mini states 128,000; the city answers a chosen null with that figure.
		expect(chosenCeiling(endpoints, { ...digest, max_output_tokens: 128000 })).toBeNull();
		expect(chosenCeiling(endpoints, { ...digest, max_output_tokens: null })).toBeNull();
		expect(chosenCeiling(endpoints, null)).toBeNull();
	});

	it('keeps a figure other than the model’s own, and the model’s own when this page sent it', () => {
		expect(chosenCeiling(endpoints, { ...digest, max_output_tokens: 32000 })).toBe(32000);
		const sent = { endpoint: 'openrouter', model: 'openai/gpt-5-mini', ceiling: 128000 };
		expect(chosenCeiling(endpoints, { ...digest, max_output_tokens: 128000 }, sent)).toBe(128000);
		// Sent for another model: not this choice's figure.
		const other = { ...sent, model: 'anthropic/claude-sonnet-4.5' };
		expect(chosenCeiling(endpoints, { ...digest, max_output_tokens: 128000 }, other)).toBeNull();
	});

	it('keeps a figure for a model that states none (nothing to have been filled from)', () => {
		const qwen = { tag: 'digest', endpoint: 'openrouter', model: 'qwen/qwen3-8b', max_output_tokens: 8000 };
		expect(chosenCeiling(endpoints, qwen)).toBe(8000);
	});
});
