import { describe, expect, it } from 'vitest';
import type { KeyState } from '$protocol/schemas/endpoints';
import { endpointMarks, noUsableKey, offerMarks } from './marks';
import { endpointFactory, exampleAnswer, modelFactory } from './samples/model-samples';

const withKeys = (...keys: KeyState[]) =>
	endpointFactory({ name: 'e', has_credential: true, account_status: keys.map((key, i) => ({ id: `a${i}`, key })) });

describe('marks', () => {
	it('says "no usable key" only when every account is missing or environment_unusable', () => {
		expect(noUsableKey(withKeys('missing'))).toBe(true);
		expect(noUsableKey(withKeys('missing', 'environment_unusable'))).toBe(true);
		expect(noUsableKey(withKeys('missing', 'stored'))).toBe(false);
		expect(noUsableKey(withKeys('environment', 'environment_unusable'))).toBe(false);
		expect(noUsableKey(withKeys('anonymous'))).toBe(false);
		expect(noUsableKey(withKeys('unread'))).toBe(false);
		expect(noUsableKey(withKeys('missing', 'unread'))).toBe(false);
	});

	it('never says it for an endpoint without account rows, whatever has_credential says', () => {
		expect(noUsableKey(endpointFactory({ name: 'e', has_credential: false, account_status: [] }))).toBe(false);
		expect(noUsableKey(endpointFactory({ name: 'e', has_credential: true, account_status: [] }))).toBe(false);
	});

	it('marks local endpoints and named rows, in a fixed order', () => {
		const [anthropic, openrouter, vllm] = exampleAnswer().endpoints;
		expect(endpointMarks(anthropic!)).toEqual([]);
		expect(endpointMarks(openrouter!)).toEqual([]);
		expect(endpointMarks(vllm!)).toEqual(['local']);
		const named = openrouter!.models.find((m) => m.listing === 'named')!;
		expect(offerMarks(openrouter!, named)).toEqual(['named']);
		const e = { ...withKeys('missing'), local: true };
		expect(offerMarks(e, modelFactory({ id: 'x', listing: 'named' }))).toEqual(['local', 'named', 'no_usable_key']);
	});
});
