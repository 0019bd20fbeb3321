import { describe, expect, it } from 'vitest';
import { storyData } from '$lib/endpoints/samples/endpoint-samples';
import { ceilingAbove } from './tag-choice-ceiling';

const endpoints = storyData.view.endpoints;

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
