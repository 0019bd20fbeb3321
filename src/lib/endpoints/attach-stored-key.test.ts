import { describe, expect, it } from 'vitest';
import { StoredKey } from './attach-stored-key.svelte';

describe('the key the attach form stored', () => {
	it('is this account’s reference only for the account id it was stored for', () => {
		const k = new StoredKey();
		k.enrolled('secret:providers/x-main', 'main');
		expect(k.referenceFor('main')).toBe('secret:providers/x-main');
		expect(k.referenceFor('work')).toBeNull();
	});

	it('a stored key clears the last problem; a forgotten one is named until another is stored', () => {
		const k = new StoredKey();
		k.notEnrolled({ kind: 'unreachable', url: 'http://127.0.0.1:1/enroll' } as never);
		expect(k.enrollProblem?.kind).toBe('unreachable');
		k.enrolled('secret:a', 'main');
		expect(k.enrollProblem).toBeNull();
		k.forgotten();
		expect([k.stored, k.trialForgotten]).toEqual([null, 'secret:a']);
		k.enrolled('secret:b', 'main');
		expect(k.trialForgotten).toBeNull();
	});
});
