import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
	buildSearchIndex,
	filterEndpoints,
	filterModels,
	filterOffers,
	NO_FILTER,
	type FilterCriteria,
	type SearchIndex
} from './filter';
import { merge } from './merge';
import { endpointFactory, exampleAnswer, manyEndpoints, modelFactory } from './samples/model-samples';
import { sortModels } from './sort';

// Counts the search keys made, to show which keys a filter makes (the real `searchKey` makes them).
const made = vi.hoisted(() => ({ keys: 0 }));
vi.mock('$lib/ui/search-words', async (importOriginal) => {
	const real = await importOriginal<typeof import('$lib/ui/search-words')>();
	return { ...real, searchKey: (text: string) => (made.keys++, real.searchKey(text)) };
});

const index = buildSearchIndex(merge(exampleAnswer().endpoints));
const canonicals = (models: Uint32Array) => Array.from(models, (m) => index.merged.models[m]?.canonical);

describe('filterModels', () => {
	it('makes the search keys on the first query with words, not on opening', () => {
		const fresh = buildSearchIndex(merge(exampleAnswer().endpoints));
		const keys = vi.spyOn(fresh, 'modelKeys', 'get');
		const all = filterModels(fresh, NO_FILTER);
		expect(all.models).toHaveLength(fresh.merged.models.length);
		const first = fresh.merged.models[0]!;
		filterOffers(fresh, first.offers, NO_FILTER);
		expect(keys).not.toHaveBeenCalled();
		expect(canonicals(filterModels(fresh, { ...NO_FILTER, text: 'qwen3' }).models)).toEqual(['qwen3-8b']);
		expect(keys).toHaveBeenCalled();
	});

	it('makes the keys of the offers it filters, not of every offer in the city', () => {
		const fresh = buildSearchIndex(merge(manyEndpoints(2_000, 20)));
		const model = fresh.merged.models.find((m) => m.offers.length > 1)!;
		made.keys = 0;
		expect(filterOffers(fresh, model.offers, { ...NO_FILTER, text: 'no-such-word' })).toEqual([]);
		// Its canonical id once, then each offer's own id and label.
		expect(made.keys).toBe(1 + model.offers.length);
		expect(fresh.merged.offers.length).toBeGreaterThan(50 * model.offers.length);
		filterOffers(fresh, model.offers, { ...NO_FILTER, text: 'still-nothing' });
		expect(made.keys).toBe(1 + model.offers.length);
	});

	it('matches canonical id, provider id and endpoint label, case-insensitively', () => {
		expect(canonicals(filterModels(index, { ...NO_FILTER, text: 'QWEN3' }).models)).toEqual(['qwen3-8b']);
		// Only the provider id says "meta-llama".
		expect(canonicals(filterModels(index, { ...NO_FILTER, text: 'Meta-Llama' }).models)).toEqual([
			'llama-3.3-70b-instruct'
		]);
		// The endpoint label.
		expect(canonicals(filterModels(index, { ...NO_FILTER, text: 'VLLM' }).models)).toEqual(['qwen3-8b']);
		expect(filterModels(index, { ...NO_FILTER, text: '  ' }).models).toHaveLength(index.merged.models.length);
		expect(filterModels(index, { ...NO_FILTER, text: 'nothing like it' }).models).toHaveLength(0);
	});

	it('finds an endpoint by its id when it has a display name (the placeholder promises "provider id or endpoint")', () => {
		const named = buildSearchIndex(
			merge([
				endpointFactory({
					name: 'corp-gw',
					label: 'Company gateway',
					models: [modelFactory({ id: 'm1', canonical: 'm1' })]
				}),
				endpointFactory({ name: 'other', label: 'Other', models: [modelFactory({ id: 'm2', canonical: 'm2' })] })
			])
		);
		const found = (text: string) =>
			Array.from(filterModels(named, { ...NO_FILTER, text }).models, (m) => named.merged.models[m]?.canonical);
		expect(found('corp-gw')).toEqual(['m1']);
		expect(found('company gateway')).toEqual(['m1']);
		expect(filterOffers(named, named.merged.models[0]!.offers, { ...NO_FILTER, text: 'CORP' })).toHaveLength(1);
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

	it('matches every word in any order, dots read as hyphens', () => {
		const q = (text: string) => canonicals(filterModels(index, { ...NO_FILTER, text }).models);
		expect(q('qwen VLLM')).toEqual(['qwen3-8b']);
		expect(q('vllm qwen')).toEqual(['qwen3-8b']);
		expect(q('llama 3-3')).toEqual(q('llama 3.3'));
		expect(q('llama 3.3')).toEqual(['llama-3.3-70b-instruct']);
		// Both words, but never in one offer: nothing.
		expect(q('qwen anthropic')).toEqual([]);
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

/** The filter before the joined per-model key: a model matches when one offer passes every criterion. */
function referenceFilter(index: SearchIndex, criteria: FilterCriteria, order: Uint32Array | null = null): number[] {
	const words = criteria.text.toLowerCase().replace(/[._]/g, '-').split(/\s+/).filter(Boolean);
	const ids = order ? Array.from(order) : index.merged.models.map((m) => m.index);
	return ids.filter((m) =>
		(index.merged.models[m]?.offers ?? []).some((o) => {
			if (criteria.localOnly && !o.endpoint.local) return false;
			if (!criteria.kinds.every((k) => o.model.input_modalities.includes(k))) return false;
			// One offer holds every word, in its model's canonical id, its own id, its endpoint's label or id.
			const ep = o.endpoint.label === o.endpoint.name ? o.endpoint.label : `${o.endpoint.label}\n${o.endpoint.name}`;
			const key = `${o.model.canonical}\n${o.model.id}\n${ep}`.toLowerCase().replace(/[._]/g, '-');
			return words.every((w) => key.includes(w));
		})
	);
}

describe('filterModels on the joined per-model key (differential)', () => {
	it('gives the same models as the offer-by-offer filter on the big generated city', () => {
		const big = buildSearchIndex(merge(manyEndpoints(20_000, 40)));
		const order = sortModels(big.merged.models, 'name');
		for (const text of ['', 'gpt', 'GPT-1', 'org/', 'endpoint 3', 'ep07/', '1\ne', 'qwen-12', 'zzz', 'dpoint 1\norg']) {
			for (const o of [null, order])
				expect(Array.from(filterModels(big, { ...NO_FILTER, text }, o).models)).toEqual(
					referenceFilter(big, { ...NO_FILTER, text }, o)
				);
		}
	});

	it('gives the same models as the offer-by-offer filter on arbitrary cities and queries (fast-check)', () => {
		// A small alphabet (with '\n', spaces, case and a Greek sigma), so queries often hit, straddle keys or miss.
		const char = fc.constantFrom('a', 'B', 'c', '-', '/', ' ', '\n', 'Σ', 'ς', 'İ', '1');
		const str = fc.string({ unit: char, maxLength: 6 });
		const model = fc.record({
			id: str,
			canonical: fc.string({ unit: fc.constantFrom('a', 'B', 'c', 'Σ'), maxLength: 3 }),
			kinds: fc.subarray(['text', 'image'])
		});
		const endpoint = fc.record({ label: str, local: fc.boolean(), models: fc.array(model, { maxLength: 5 }) });
		const criteria = fc.record({ text: str, kinds: fc.subarray(['text', 'image']), localOnly: fc.boolean() });
		fc.assert(
			fc.property(
				fc.array(endpoint, { maxLength: 5 }),
				fc.array(criteria, { minLength: 1, maxLength: 4 }),
				(eps, typed) => {
					const endpoints = eps.map((e, i) =>
						endpointFactory({
							name: `e${i}`,
							label: e.label,
							local: e.local,
							models: e.models.map((m) => modelFactory({ id: m.id, canonical: m.canonical, input_modalities: m.kinds }))
						})
					);
					const idx = buildSearchIndex(merge(endpoints));
					const order = sortModels(idx.merged.models, 'name');
					let previous = null;
					for (const c of typed) {
						expect(Array.from(filterModels(idx, c).models)).toEqual(referenceFilter(idx, c));
						previous = filterModels(idx, c, order, previous);
						expect(Array.from(previous.models)).toEqual(referenceFilter(idx, c, order));
					}
				}
			),
			{ numRuns: 400 }
		);
	});
});

describe('filterOffers and filterEndpoints', () => {
	it('shows every provider of a model whose canonical matches, only matching ones otherwise', () => {
		const qwen = index.merged.models.find((m) => m.canonical === 'qwen3-8b')!;
		expect(filterOffers(index, qwen.offers, { ...NO_FILTER, text: 'qwen3' }).map((o) => o.endpoint.name)).toEqual([
			'openrouter',
			'vllm'
		]);
		expect(filterOffers(index, qwen.offers, { ...NO_FILTER, text: 'vllm' }).map((o) => o.endpoint.name)).toEqual([
			'vllm'
		]);
		expect(filterOffers(index, qwen.offers, { ...NO_FILTER, kinds: ['text'] }).map((o) => o.endpoint.name)).toEqual([
			'openrouter'
		]);
	});

	it('lists endpoints with a matching offer, in city order', () => {
		expect(filterEndpoints(index, NO_FILTER)).toEqual([0, 1, 2]);
		expect(filterEndpoints(index, { ...NO_FILTER, text: 'qwen' })).toEqual([1, 2]);
		expect(filterEndpoints(index, { ...NO_FILTER, localOnly: true })).toEqual([2]);
	});

	it('lists an endpoint with no models when nothing filters, and leaves it out of any filter', () => {
		const empty = buildSearchIndex(
			merge([...exampleAnswer().endpoints, endpointFactory({ name: 'bare', models: [] })])
		);
		expect(filterEndpoints(empty, NO_FILTER)).toEqual([0, 1, 2, 3]);
		expect(filterEndpoints(empty, { ...NO_FILTER, text: 'bare' })).toEqual([]);
	});
});
