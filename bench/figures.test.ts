import { describe, expect, it } from 'vitest';
import { judge, table } from './figures';
import { groupOf } from './first-load-report';
import { ratios, spread } from './stats';

describe('judge', () => {
	it('judges a ratio budget by the medians’ ratio and says when the spread crosses it', () => {
		const f = judge({
			id: 'x',
			what: 'x',
			value: 14,
			reference: 10,
			unit: 'ms',
			budget: { ratio: 1.5 },
			spread: [1.2, 1.7]
		});
		expect(f.ratio).toBeCloseTo(1.4);
		expect(f.pass).toBe(true);
		expect(f.warning).toBe('spread crosses the budget');
	});

	it('says when the spread is wider than the budget itself, and fails a median over it', () => {
		const f = judge({ id: 'y', what: 'y', value: 30, unit: 'ms', budget: { max: 24 }, spread: [10, 90] });
		expect(f.pass).toBe(false);
		expect(f.warning).toBe('spread wider than the budget');
		expect(table([f])).toContain('**FAIL** (spread wider than the budget)');
	});

	it('passes a figure without a budget and shows it as information', () => {
		const f = judge({ id: 'z', what: 'z', value: 3, unit: 'MB', budget: null, spread: [2, 4], runs: 5 });
		expect(f.pass).toBe(true);
		expect(f.warning).toBeNull();
		expect(table([f])).toContain('(information)');
	});
});

describe('stats', () => {
	it('pairs ratios round by round and spreads them', () => {
		expect(ratios([2, 9], [1, 3])).toEqual([2, 3]);
		expect(spread([3, 1, 2])).toEqual([1, 3]);
	});
});

describe('groupOf', () => {
	it('names a package, or the folder of an app module', () => {
		expect(groupOf('node_modules/@sveltejs/kit/src/runtime/client/client.js')).toBe('@sveltejs/kit');
		expect(groupOf('node_modules/svelte/src/internal/client/runtime.js')).toBe('svelte');
		expect(groupOf('src/lib/mcp/McpPage.svelte')).toBe('src/lib/mcp');
		expect(groupOf('protocol/decode.ts')).toBe('protocol');
	});
});
