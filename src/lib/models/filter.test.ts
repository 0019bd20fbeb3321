import { describe, expect, it } from 'vitest';
import { buildSearchIndex, filterEndpoints, filterModels, filterOffers, NO_FILTER } from './filter';
import { merge } from './merge';
import { exampleAnswer, manyEndpoints } from './sample-endpoints';
import { sortModels } from './sort';

const index = buildSearchIndex(merge(exampleAnswer().endpoints));
const canonicals = (models: Uint32Array) => Array.from(models, (m) => index.merged.models[m]?.canonical);

describe('filterModels', () => {
	it('matches canonical id, provider id and endpoint label, case-insensitively', () => {
		expect(canonicals(filterModels(index, { ...NO_FILTER, text: 'QWEN3' }).models)).toEqual(['qwen3-8b']);
		// Only the provider id says "meta-llama".
		expect(canonicals(filterModels(index, { ...NO_FILTER, text: 'Meta-Llama' }).models)).toEqual(['llama-3.3-70b-instruct']);
		// The endpoint label.
		expect(canonicals(filterModels(index, { ...NO_FILTER, text: 'VLLM' }).models)).toEqual(['qwen3-8b']);
		expect(filterModels(index, { ...NO_FILTER, text: '  ' }).models).toHaveLength(index.merged.models.length);
		expect(filterModels(index, { ...NO_FILTER, text: 'nothing like it' }).models).toHaveLength(0);
	});

	it('filters by input kinds (all stated) and local only; [] states no kind', () => {
		expect(index.kinds).toEqual(['text', 'image', 'file', 'audio', 'video']);
		expect(canonicals(filterModels(index, { ...NO_FILTER, kinds: ['audio'] }).models)).toEqual(['gemini-2.5-pro']);
		expect(filterModels(index, { ...NO_FILTER, kinds: ['text'] }).models).toHaveLength(6);
		expect(canonicals(filterModels(index, { ...NO_FILTER, localOnly: true }).models)).toEqual(['qwen3-8b']);
		// vllm's qwen states no kinds, so text + local finds nothing.
		expect(filterModels(index, { text: '', kinds: ['text'], localOnly: true }).models).toHaveLength(0);
	});

	it('needs one offer matching everything: a label match on one provider does not admit another provider', () => {
		// "openrouter" matches the label of the non-local qwen offer only; local only then drops it.
		expect(filterModels(index, { text: 'openrouter', kinds: [], localOnly: true }).models).toHaveLength(0);
	});

	it('keeps the given order and narrows from the previous result when typing on', () => {
		const order = sortModels(index.merged.models, 'name');
		const first = filterModels(index, { ...NO_FILTER, text: 'c' }, order);
		expect(canonicals(first.models)).toEqual([...canonicals(first.models)].sort());
		const narrowed = filterModels(index, { ...NO_FILTER, text: 'cl' }, order, first);
		expect(narrowed.models).toEqual(filterModels(index, { ...NO_FILTER, text: 'cl' }, order).models);
		// A different text (not typing on) starts over rather than narrowing.
		const other = filterModels(index, { ...NO_FILTER, text: 'qwen' }, order, narrowed);
		expect(canonicals(other.models)).toEqual(['qwen3-8b']);
	});

	it('filters 20,000 offers and narrows to the same answer as a fresh filter', () => {
		const big = buildSearchIndex(merge(manyEndpoints(20_000, 40)));
		expect(big.merged.offers).toHaveLength(20_000);
		let previous = null;
		for (const text of ['q', 'qw', 'qwe', 'qwen-1']) {
			previous = filterModels(big, { ...NO_FILTER, text }, null, previous);
			expect(previous.models).toEqual(filterModels(big, { ...NO_FILTER, text }).models);
		}
	});
});

describe('filterOffers and filterEndpoints', () => {
	it('shows every provider of a model whose canonical matches, only matching ones otherwise', () => {
		const qwen = index.merged.models.find((m) => m.canonical === 'qwen3-8b')!;
		expect(filterOffers(index, qwen.offers, { ...NO_FILTER, text: 'qwen3' }).map((o) => o.endpoint.name)).toEqual(['openrouter', 'vllm']);
		expect(filterOffers(index, qwen.offers, { ...NO_FILTER, text: 'vllm' }).map((o) => o.endpoint.name)).toEqual(['vllm']);
		expect(filterOffers(index, qwen.offers, { ...NO_FILTER, kinds: ['text'] }).map((o) => o.endpoint.name)).toEqual(['openrouter']);
	});

	it('lists endpoints with a matching offer, in city order', () => {
		expect(filterEndpoints(index, NO_FILTER)).toEqual([0, 1, 2]);
		expect(filterEndpoints(index, { ...NO_FILTER, text: 'qwen' })).toEqual([1, 2]);
		expect(filterEndpoints(index, { ...NO_FILTER, localOnly: true })).toEqual([2]);
	});
});
