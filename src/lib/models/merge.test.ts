import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findOffer, merge } from './merge';
import { endpointFactory, exampleAnswer, modelFactory } from './samples/model-samples';

describe('merge', () => {
	it('merges the same canonical under different provider ids (the wire example: qwen3-8b)', () => {
		const merged = merge(exampleAnswer().endpoints);
		const qwen = merged.models.filter((m) => m.canonical === 'qwen3-8b');
		expect(qwen).toHaveLength(1);
		expect(qwen[0]?.offers.map((o) => [o.endpoint.name, o.model.id])).toEqual([
			['openrouter', 'qwen/qwen3-8b'],
			['vllm', 'Qwen/Qwen3-8B']
		]);
	});

	it('keeps near-identical canonicals apart (no fuzzy matching)', () => {
		const merged = merge(exampleAnswer().endpoints);
		const names = merged.models.map((m) => m.canonical);
		expect(names).toContain('claude-sonnet-4-5-20250929');
		expect(names).toContain('claude-sonnet-4.5');
		const endpoints = [
			endpointFactory({ name: 'a', models: [modelFactory({ id: 'x', canonical: 'model-1' })] }),
			endpointFactory({
				name: 'b',
				models: [modelFactory({ id: 'y', canonical: 'model-1 ' }), modelFactory({ id: 'z', canonical: 'Model-1' })]
			})
		];
		expect(merge(endpoints).models.map((m) => m.canonical)).toEqual(['model-1', 'model-1 ', 'Model-1']);
	});

	it('keeps providers in the city order of endpoints, whatever order models arrive in', () => {
		const m = (id: string) => modelFactory({ id, canonical: 'same' });
		const endpoints = [
			endpointFactory({ name: 'first', models: [modelFactory({ id: 'other' }), m('f/same')] }),
			endpointFactory({ name: 'second', models: [m('s/same')] }),
			endpointFactory({ name: 'third', models: [m('t/same'), m('t/SAME')] })
		];
		const merged = merge(endpoints);
		const same = merged.models.find((x) => x.canonical === 'same');
		expect(same?.offers.map((o) => `${o.endpoint.name}:${o.model.id}`)).toEqual([
			'first:f/same',
			'second:s/same',
			'third:t/same',
			'third:t/SAME'
		]);
		// The same answer merged again gives the same order.
		expect(merge(endpoints).models.map((x) => x.offers.map((o) => o.index))).toEqual(
			merged.models.map((x) => x.offers.map((o) => o.index))
		);
	});

	it('keeps a named row as its own offer, facts absent', () => {
		const merged = merge(exampleAnswer().endpoints);
		const named = merged.models.find((m) => m.canonical === 'mistral-medium-3.2');
		expect(named?.offers).toHaveLength(1);
		const offer = named?.offers[0];
		expect(offer?.model.listing).toBe('named');
		expect(offer?.model.context_tokens).toBeNull();
		expect(offer?.model.input_price).toBeNull();
	});

	it('never fills a provider whose facts are all absent from another provider of the same model', () => {
		const endpoints = [
			endpointFactory({
				name: 'full',
				models: [
					modelFactory({
						id: 'm',
						canonical: 'm',
						context_tokens: 8192,
						max_output_tokens: 1024,
						input_price: '0.1',
						output_price: '0.2',
						input_modalities: ['text']
					})
				]
			}),
			endpointFactory({ name: 'bare', models: [modelFactory({ id: 'M', canonical: 'm' })] })
		];
		const bare = findOffer(merge(endpoints), 'bare', 'M');
		expect(bare?.model).toEqual(modelFactory({ id: 'M', canonical: 'm' }));
		expect(bare?.model.context_tokens).toBeNull();
		expect(bare?.model.input_modalities).toEqual([]);
	});

	it('finds an offer by endpoint name and provider id, not canonical', () => {
		const merged = merge(exampleAnswer().endpoints);
		expect(findOffer(merged, 'vllm', 'Qwen/Qwen3-8B')?.model.canonical).toBe('qwen3-8b');
		expect(findOffer(merged, 'vllm', 'qwen3-8b')).toBeNull();
		expect(findOffer(merged, 'nowhere', 'x')).toBeNull();
	});
});

describe('merge, as a property', () => {
	// Canonicals drawn from a tiny alphabet so collisions and near-misses are common.
	const canonical = fc.string({ unit: fc.constantFrom('a', 'A', '-', '.', '1', ' '), minLength: 1, maxLength: 4 });
	const endpoints = fc
		.array(fc.array(fc.record({ id: fc.string({ maxLength: 6 }), canonical }), { maxLength: 12 }), { maxLength: 6 })
		.map((eps) =>
			eps.map((models, e) => endpointFactory({ name: `e${e}`, models: models.map((m) => modelFactory(m)) }))
		);

	it('never loses or duplicates an offer, and never merges distinct canonical strings', () => {
		fc.assert(
			fc.property(endpoints, (eps) => {
				const merged = merge(eps);
				const input = eps.flatMap((e) => e.models);
				const inModels = merged.models.flatMap((m) => m.offers);
				// Every offer exactly once, the very same object from the answer.
				expect(inModels).toHaveLength(input.length);
				expect(new Set(inModels.map((o) => o.index)).size).toBe(input.length);
				expect(new Set(inModels.map((o) => o.model))).toEqual(new Set(input));
				// Inside a merged row every canonical string is exactly the row's.
				for (const m of merged.models) for (const o of m.offers) expect(o.model.canonical).toBe(m.canonical);
				// One row per distinct string.
				expect(merged.models.length).toBe(new Set(input.map((m) => m.canonical)).size);
			})
		);
	});
});
