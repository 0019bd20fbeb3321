import { describe, expect, it } from 'vitest';
import { choicesAtStake, replaceChanges } from './replace-diff';
import { storyData } from './samples/endpoint-samples';

const openrouter = storyData.view.endpoints[1]!;

describe('what replacing an endpoint changes', () => {
	it('lists base URL, accounts, models and each setting that differs, and read-back keys the attach drops', () => {
		const changes = replaceChanges(
			{ ...openrouter, tuning: { ...openrouter.tuning, retry_budget_ms: 5000 } as never },
			{
				base_url: 'http://127.0.0.1:9/v1',
				dialect: 'open_ai',
				tuning: { ...openrouter.tuning, accounts: [{ id: 'main', reference: null, header: null }], timeout_ms: null },
				models: ['other-1']
			}
		);
		expect(changes.map((c) => c.field)).toEqual(['base_url', 'accounts', 'models', 'timeout_ms', 'retry_budget_ms']);
		expect(changes.find((c) => c.field === 'timeout_ms')).toEqual({
			field: 'timeout_ms',
			before: '120000',
			after: null
		});
		expect(changes.find((c) => c.field === 'accounts')!.after).toBe('main');
	});
	it('names the chosen models that will be dropped, or that only the attach will tell', () => {
		expect(choicesAtStake('openrouter', storyData.view.chosen, ['other-1']).sure.map((c) => c.tag)).toEqual(['digest']);
		expect(choicesAtStake('openrouter', storyData.view.chosen, ['openai/gpt-5-mini']).sure).toEqual([]);
		expect(choicesAtStake('openrouter', storyData.view.chosen, null).atRisk.map((c) => c.tag)).toEqual(['digest']);
	});
});
