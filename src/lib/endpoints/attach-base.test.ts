import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import answered from '$protocol/frames/answered-endpoints.json';
import { EndpointsAnswer, type EndpointSummary, type EndpointTuning } from '$protocol/schemas/endpoints';
import { admitFrom, changesSince, outgoingTuning, reattaches, summaryText } from './attach-base';

const view = v.parse(EndpointsAnswer, answered.answered.outcome.answer.endpoints);
const vllm = view.endpoints.find((e) => e.name === 'vllm') as EndpointSummary;
const withNamed: EndpointSummary = {
	...vllm,
	models: [...vllm.models, { ...vllm.models[0]!, id: 'by-hand', listing: 'named' }]
};

describe('attach-base (a re-attach from a read-back)', () => {
	it('re-attaches only the endpoint the form started from, by its trimmed id', () => {
		expect(reattaches(vllm, ' vllm ')).toBe(true);
		expect(reattaches(vllm, 'vllm-2')).toBe(false);
		expect(reattaches(null, 'vllm')).toBe(false);
	});

	it('carries the read-back’s unknown tuning keys on a re-attach only', () => {
		const fromForm = { label: 'new' } as EndpointTuning;
		const read = { ...vllm, tuning: { ...vllm.tuning, future_key: 1 } as EndpointTuning };
		expect(outgoingTuning(read, 'vllm', fromForm)).toMatchObject({ label: 'new', future_key: 1 });
		expect(outgoingTuning(read, 'other', fromForm)).toBe(fromForm);
	});

	it('admits the checked models, and a re-attach keeps models named by hand', () => {
		expect(admitFrom(null, 'vllm', ['a', 'b'], ['b'])).toEqual(['a']);
		expect(admitFrom(withNamed, 'vllm', ['a'], [])).toEqual(['a', 'by-hand']);
		expect(admitFrom(withNamed, 'vllm', ['by-hand'], [])).toEqual(['by-hand']);
	});

	it('says what changed since the read, or that the endpoint is gone', () => {
		expect(changesSince(vllm, undefined)).toEqual({ gone: true, changes: [] });
		expect(changesSince(vllm, vllm)).toEqual({ gone: false, changes: [] });
		const moved = changesSince(vllm, { ...vllm, base_url: 'http://127.0.0.1:9/v1' });
		expect(moved.changes.map((c) => c.field)).toContain('base_url');
		expect(summaryText(null)).toBeNull();
		expect(summaryText(vllm)).toBe(JSON.stringify(vllm));
	});
});
