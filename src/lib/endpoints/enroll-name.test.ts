import { describe, expect, it } from 'vitest';
import { enrollTarget, nameFromHost } from './enroll-name';

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
