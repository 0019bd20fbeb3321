import { describe, expect, it } from 'vitest';
import { merge } from './merge';
import { endpointFactory, exampleAnswer, modelFactory } from './samples/model-samples';
import { lowestPriceText, modelFigure, parsePrice, sortModels, sortOffers } from './sort';

const endpoints = [
	endpointFactory({
		name: 'a',
		models: [
			modelFactory({ id: 'b-model', context_tokens: 8000, input_price: '0.002' }),
			modelFactory({ id: 'a-model' }),
			modelFactory({ id: 'c-model', context_tokens: 200000, input_price: '$3 / M tokens' }),
			modelFactory({ id: 'd-model', context_tokens: 8000, input_price: '0.0001' })
		]
	}),
	endpointFactory({
		name: 'b',
		models: [modelFactory({ id: 'x/a-model', canonical: 'a-model', context_tokens: 32000, input_price: '0.5' })]
	})
];

const names = (key: 'name' | 'context' | 'providers' | 'input_price') => {
	const merged = merge(endpoints);
	return Array.from(sortModels(merged.models, key), (i) => merged.models[i]?.canonical);
};

describe('sorting', () => {
	it("names a model row's lowest plain-number price as its provider spelled it, and nothing when none is one", () => {
		const byName = new Map(merge(endpoints).models.map((m) => [m.canonical, m]));
		expect(lowestPriceText(byName.get('d-model')!)).toBe('0.0001');
		expect(lowestPriceText(byName.get('a-model')!)).toBe('0.5');
		expect(lowestPriceText(byName.get('c-model')!)).toBeNull();
	});

	it('sorts by name', () => {
		expect(names('name')).toEqual(['a-model', 'b-model', 'c-model', 'd-model']);
	});

	it('sorts an id by its real first letter, not by a bidi control in front of it', () => {
		const hostile = merge([
			endpointFactory({
				name: 'h',
				models: [
					modelFactory({ id: 'zeta-model' }),
					modelFactory({ id: '\u202Eevil-rtl-override-gpt' }),
					modelFactory({ id: 'alpha-model' }),
					modelFactory({ id: '\u2067\u200Bfoo-model' })
				]
			})
		]);
		const order = Array.from(sortModels(hostile.models, 'name'), (i) => hostile.models[i]?.canonical);
		expect(order).toEqual(['alpha-model', '\u202Eevil-rtl-override-gpt', '\u2067\u200Bfoo-model', 'zeta-model']);
		const offers = Array.from(sortOffers(hostile.offers, 'name'), (i) => hostile.offers[i]?.model.id);
		expect(offers[1]).toBe('\u202Eevil-rtl-override-gpt');
	});

	it('sorts by context window, largest first, using the largest a provider states; absent last', () => {
		expect(names('context')).toEqual(['c-model', 'a-model', 'b-model', 'd-model']);
		const none = merge([
			endpointFactory({
				name: 'z',
				models: [modelFactory({ id: 'q' }), modelFactory({ id: 'p', context_tokens: 1 }), modelFactory({ id: 'o' })]
			})
		]);
		expect(Array.from(sortModels(none.models, 'context'), (i) => none.models[i]?.canonical)).toEqual(['p', 'q', 'o']);
	});

	it('sorts by provider count, most first, ties in merged order', () => {
		// a-model has two providers; the rest one each, in merged order (b, a… then c, d).
		expect(names('providers')).toEqual(['a-model', 'b-model', 'c-model', 'd-model']);
	});

	it('sorts by input price, lowest first; absent and unparseable prices last, in merged order', () => {
		// a-model: only 'b' states a price (0.5); c-model's price has a unit, so it cannot be compared.
		expect(names('input_price')).toEqual(['d-model', 'b-model', 'a-model', 'c-model']);
		const merged = merge(endpoints);
		expect(modelFigure(merged.models[2]!, 'input_price')).toBeNull();
	});

	it('reads only plain decimals as prices, for ordering', () => {
		expect(parsePrice('0.000003')).toBe(0.000003);
		expect(parsePrice(' 12 ')).toBe(12);
		for (const bad of [null, undefined, '', 'free', '$0.1', '1e-6', '-1', '0.1/M', '.5'])
			expect(parsePrice(bad)).toBeNull();
	});

	it('sorts provider rows by their own id, figure or absence', () => {
		const merged = merge(exampleAnswer().endpoints);
		const byPrice = Array.from(sortOffers(merged.offers, 'input_price'), (i) => merged.offers[i]?.model);
		const firstAbsent = byPrice.findIndex((m) => m?.input_price === null);
		expect(firstAbsent).toBeGreaterThan(0);
		expect(byPrice.slice(firstAbsent).every((m) => m?.input_price === null)).toBe(true);
		expect(byPrice[0]?.id).toBe('qwen/qwen3-8b');
		const byName = Array.from(sortOffers(merged.offers, 'name'), (i) => merged.offers[i]?.model.id);
		expect(byName).toEqual([...byName].sort());
	});
});
