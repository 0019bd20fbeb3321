import { describe, expect, it } from 'vitest';
import { merge } from './merge';
import { canThink, COMPARE_FACTS, compareTable, modelGlance } from './model-glance';
import { endpointFactory, exampleAnswer, modelFactory, UNKNOWN_OFFER } from './samples/model-samples';

const merged = merge(exampleAnswer().endpoints);
const model = (canonical: string) => merged.models.find((m) => m.canonical === canonical)!;

describe('modelGlance', () => {
	it('says a model’s facts across its offers: largest window, kinds, thinking, local, providers, key', () => {
		const qwen = modelGlance(model('qwen3-8b'));
		expect(qwen.providers).toBe(2);
		expect(qwen.local).toBe(true);
		// 131,072 at OpenRouter, 32,768 at vllm: up to 131,072.
		expect(qwen.context).toBe(131072);
		expect(qwen.contextVaries).toBe(true);
		expect(modelGlance(model('gpt-5-mini'))).toMatchObject({ context: 400000, contextVaries: false, local: false });
	});

	it('keeps "not stated" as null, never 0', () => {
		for (const m of merged.models) {
			const g = modelGlance(m);
			if (m.offers.every((o) => o.model.context_tokens === null)) expect(g.context).toBeNull();
			else expect(g.context).toBeGreaterThan(0);
		}
	});
});

describe('compareTable', () => {
	it('lines up every offer of up to four models and marks the facts that differ', () => {
		const chosen = ['qwen3-8b', 'gpt-5-mini', 'claude-sonnet-4-5-20250929'].map(model);
		const { columns, rows } = compareTable(chosen);
		expect(columns).toHaveLength(chosen.reduce((n, m) => n + m.offers.length, 0));
		const local = rows.find((r) => r.fact === 'local')!;
		expect(local.values).toContain(true);
		expect(local.differs).toBe(true);
		expect(rows.find((r) => r.fact === 'endpoint')!.differs).toBe(false);
		const five = compareTable([...merged.models.slice(0, 5)]);
		expect(five.columns.length).toBe(merged.models.slice(0, 4).reduce((n, m) => n + m.offers.length, 0));
	});

	it('marks nothing when every offer says the same', () => {
		// One model at two providers stating the same facts in every row but its provider and own id.
		const facts = {
			canonical: 'same-model',
			context_tokens: 200000,
			max_output_tokens: 64000,
			input_modalities: ['text', 'image'],
			input_price: '0.000003',
			output_price: '0.000015',
			thinking: { ...UNKNOWN_OFFER, on: 'allowed' as const }
		};
		const same = merge([
			endpointFactory({ name: 'one', models: [modelFactory({ id: 'org/same-model', ...facts })] }),
			endpointFactory({ name: 'two', models: [modelFactory({ id: 'Same-Model', ...facts })] })
		]);
		const { columns, rows } = compareTable(same.models);
		expect(columns).toHaveLength(2);
		expect(rows.map((r) => r.fact)).toEqual([...COMPARE_FACTS]);
		for (const row of rows) expect(row.differs, row.fact).toBe(false);
		expect(rows.find((r) => r.fact === 'id')!.values).toEqual(['org/same-model', 'Same-Model']);
	});

	it('marks a fact one offer states and another does not as differing', () => {
		const stated = merge([
			endpointFactory({ name: 'one', models: [modelFactory({ id: 'm', context_tokens: 8192 })] }),
			endpointFactory({ name: 'two', models: [modelFactory({ id: 'm' })] })
		]);
		const context = compareTable(stated.models).rows.find((r) => r.fact === 'context')!;
		expect(context.values).toEqual([8192, null]);
		expect(context.differs).toBe(true);
	});
});

describe('not stated', () => {
	it('reads a thinking switch the city calls unknown as not stated, never as no', () => {
		expect(canThink(UNKNOWN_OFFER)).toBeNull();
		expect(canThink({ ...UNKNOWN_OFFER, on: 'refused' })).toBe(false);
		expect(canThink({ ...UNKNOWN_OFFER, on: 'allowed' })).toBe(true);
		expect(canThink({ ...UNKNOWN_OFFER, on: 'unknown', levels: ['low'] })).toBe(true);
	});

	it('compares gemini-2.5-pro, whose switch is unknown, as not stated beside one that can think', () => {
		const { rows } = compareTable([model('gemini-2.5-pro'), model('gpt-5-mini')]);
		const thinking = rows.find((r) => r.fact === 'thinking')!;
		expect(thinking.values).toEqual([null, true]);
		expect(thinking.differs).toBe(true);
	});
});
