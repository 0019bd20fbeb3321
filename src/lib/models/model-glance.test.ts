import { describe, expect, it } from 'vitest';
import { merge } from './merge';
import { compareTable, modelGlance } from './model-glance';
import { exampleAnswer } from './samples/model-samples';

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
		const { rows } = compareTable([model('qwen3-8b'), model('qwen3-8b')].slice(0, 1));
		expect(rows.find((r) => r.fact === 'kinds')!.differs).toBe(
			new Set(model('qwen3-8b').offers.map((o) => o.model.input_modalities.join(', ') || null)).size > 1
		);
	});
});
