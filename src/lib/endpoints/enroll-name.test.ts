import { describe, expect, it } from 'vitest';
import { enrollTarget, freeEndpointName, freeKeyTarget, nameFromHost, usedReferences } from './enroll-name';

describe('where a key is stored', () => {
	it('replaces the key behind an existing reference', () => {
		expect(enrollTarget('anthropic', 'home', 'secret:providers/anthropic-home')).toEqual({
			realm: 'providers',
			name: 'anthropic-home'
		});
	});
	it('names a new one after the endpoint and account', () => {
		expect(enrollTarget('my endpoint', 'team', null)).toEqual({ realm: 'providers', name: 'my-endpoint-team' });
	});
	it('derives an endpoint id from a host', () => {
		expect(nameFromHost('api.openai.com')).toBe('openai');
		expect(nameFromHost('openrouter.ai')).toBe('openrouter');
		expect(nameFromHost('generativelanguage.googleapis.com')).toBe('googleapis');
	});
});

describe('a free vault name for a newly typed key', () => {
	it('never names a key an attached endpoint uses', async () => {
		const { storyData } = await import('./samples/endpoint-samples');
		const used = usedReferences(storyData.view.endpoints);
		expect(used.has('secret:providers/anthropic-work')).toBe(true);
		expect(freeKeyTarget('anthropic', 'work', used)).toEqual({ realm: 'providers', name: 'anthropic-work-2' });
		expect(freeKeyTarget('fresh', 'main', used)).toEqual({ realm: 'providers', name: 'fresh-main' });
	});
	it('offers a free endpoint id beside a taken one', () => {
		expect(freeEndpointName('openrouter', ['openrouter', 'openrouter-2'])).toBe('openrouter-3');
		expect(freeEndpointName('deepseek', ['openrouter'])).toBe('deepseek');
	});
});
