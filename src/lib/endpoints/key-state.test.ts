import { describe, expect, it } from 'vitest';
import { en } from '$lib/i18n/en';
import { zh } from '$lib/i18n/zh';
import { KEY_STATES } from '$protocol/schemas/endpoints';
import { KEY_STATE_INFO, keyStateOf, keyStateWords } from './key-state';

describe('key states', () => {
	it('matches account rows by id, never by position', () => {
		const statuses = [
			{ id: 'home', key: 'missing' as const },
			{ id: 'work', key: 'stored' as const }
		];
		expect(keyStateOf(statuses, 'work')).toBe('stored');
		expect(keyStateOf(statuses, 'home')).toBe('missing');
		// A row the city did not report stays unknown: nothing is derived.
		expect(keyStateOf(statuses, 'team')).toBeNull();
	});

	it('has its own label and an actionable sentence for each of the six states', () => {
		const expected = {
			stored: /vault holds this key/i,
			missing: /store one/i,
			environment: /cannot change/i,
			environment_unusable: /shadows the vault/i,
			anonymous: /no key/i,
			unread: /no vault open/i
		};
		const labels = new Set<string>();
		for (const state of KEY_STATES) {
			const words = keyStateWords(state, en.endpointForms.keyState);
			expect(words.detail).toMatch(expected[state]);
			labels.add(words.label);
			expect(keyStateWords(state, zh.endpointForms.keyState).label.length).toBeGreaterThan(0);
		}
		expect(labels.size).toBe(6);
	});

	it('offers storing only where the page can change the key', () => {
		expect(KEY_STATES.filter((s) => KEY_STATE_INFO[s].canStore)).toEqual(['anonymous', 'stored', 'missing']);
		expect(KEY_STATES.filter((s) => KEY_STATE_INFO[s].attention)).toEqual(['missing', 'environment_unusable']);
	});
});
