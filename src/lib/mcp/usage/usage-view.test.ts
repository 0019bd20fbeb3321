import { describe, expect, it } from 'vitest';
import { RefusalError } from '$protocol/errors';
import type { AxError } from '$protocol/schemas/refusal';
import type { McpUse } from '$protocol/schemas/usage';
import { hugeUsage, removedUsage, SAMPLE_NOW, someUsage, toolUsage } from './usage-samples';
import { callsPage, exportFileName, firstOf, sortTools } from './usage-table';
import { groupServers, isOldCity, summarizeServer, summarizeTool, windowDays, windowStart } from './usage-view';

const DAY = 86_400_000;
const use = (at: number, outcome: McpUse['outcome'] = 'ok', seq = 1): McpUse => ({
	run: 'r',
	resident: null,
	seq,
	at,
	outcome
});

describe('the 30-day window', () => {
	it('is the last 30 UTC days, today included, oldest first', () => {
		const days = windowDays(Date.UTC(2026, 11, 5, 23, 59));
		expect(days).toHaveLength(30);
		expect(days[0]).toBe('2026-11-06');
		expect(days[29]).toBe('2026-12-05');
	});

	it('counts calls and failures inside it by UTC day, and every call for the total and the last use', () => {
		const now = Date.UTC(2026, 11, 5, 10);
		const startOfWindow = Date.UTC(2026, 10, 6);
		const t = summarizeTool(
			toolUsage('x', [
				use(startOfWindow - 1, 'failed'),
				use(startOfWindow, 'failed'),
				use(now - 1000, 'unknown'),
				use(now - DAY)
			]),
			now
		);
		expect(t).toMatchObject({ calls: 3, failed: 1, total: 4, last: now - 1000 });
	});

	it('sums a server’s days from the city’s per_day over its tools, 0 on days without calls', () => {
		const s = summarizeServer(someUsage().servers[0]!, SAMPLE_NOW);
		expect(s.perDay).toHaveLength(30);
		expect(s.perDay.reduce((n, d) => n + d.count, 0)).toBe(s.calls);
		expect(s.perDay.at(-1)).toEqual({ day: '2026-12-05', count: 3 });
		expect(s).toMatchObject({ calls: 13, failed: 0, total: 14, last: SAMPLE_NOW - 3_600_000 });
		const unused = summarizeServer(someUsage().servers[1]!, SAMPLE_NOW);
		expect(unused).toMatchObject({ calls: 0, total: 0, last: null });
	});
});

describe('grouping', () => {
	it('keeps configured servers in the city’s order and puts removed ones and the null line in their group', () => {
		const g = groupServers(removedUsage(), SAMPLE_NOW);
		expect(g.configured.map((s) => s.server)).toEqual(['github', 'linear']);
		expect(g.gone.map((s) => s.server)).toEqual(['jira', null]);
	});
});

describe('sorting tools', () => {
	const tools = summarizeServer(someUsage().servers[0]!, SAMPLE_NOW).tools;
	it('sorts by use, most first, ties by name', () => {
		expect(sortTools(tools, 'calls', true).map((t) => t.tool)).toEqual([
			'search_issues',
			'create_issue',
			'list_pull_requests'
		]);
		expect(sortTools(tools, 'calls', false).map((t) => t.tool)).toEqual([
			'list_pull_requests',
			'create_issue',
			'search_issues'
		]);
	});
	it('sorts by name', () => {
		expect(sortTools(tools, 'tool', false).map((t) => t.tool)).toEqual([
			'create_issue',
			'list_pull_requests',
			'search_issues'
		]);
		expect(sortTools(tools, 'tool', true).map((t) => t.tool)).toEqual([
			'search_issues',
			'list_pull_requests',
			'create_issue'
		]);
	});
	it('sorts by last use, an order neither calls nor names give', () => {
		const HOUR = 3_600_000;
		// [tool, calls, hours since its last call]
		const spread = (
			[
				['a', 1, 72],
				['b', 4, 24],
				['c', 2, 4],
				['d', 3, 144]
			] as const
		).map(([tool, calls, hoursAgo]) =>
			summarizeTool(
				toolUsage(
					tool,
					Array.from({ length: calls }, (_, i) => use(SAMPLE_NOW - (hoursAgo + i) * HOUR))
				),
				SAMPLE_NOW
			)
		);
		const order = (by: 'tool' | 'calls' | 'last', descending: boolean) =>
			sortTools(spread, by, descending).map((t) => t.tool);
		expect(order('last', true)).toEqual(['c', 'b', 'a', 'd']);
		expect(order('last', false)).toEqual(['d', 'a', 'b', 'c']);
		// Neither order is another column's, either way round.
		for (const other of [order('calls', true), order('calls', false), order('tool', true), order('tool', false)]) {
			expect(other).not.toEqual(order('last', true));
			expect(other).not.toEqual(order('last', false));
		}
	});
});

describe('paging calls', () => {
	it('shows newest first, 50 a page, clamped to the pages there are', () => {
		const uses = hugeUsage(1, 1, 120).servers[0]!.tools[0]!.uses;
		const first = callsPage(uses, 1);
		expect(first).toMatchObject({ page: 1, pages: 3, total: 120 });
		expect(first.calls).toHaveLength(50);
		expect(first.calls[0]!.seq).toBe(120);
		expect(callsPage(uses, 9).page).toBe(3);
		expect(callsPage(uses, 9).calls).toHaveLength(20);
		expect(callsPage([], 1)).toMatchObject({ page: 1, pages: 1, total: 0, calls: [] });
	});
	it('breaks equal times by ledger record, newest first', () => {
		expect(callsPage([use(5, 'ok', 1), use(5, 'ok', 2)], 1).calls.map((u) => u.seq)).toEqual([2, 1]);
	});
});

describe('odds and ends', () => {
	it('names the download for the city, the local day and the format', () => {
		const d = new Date(2026, 0, 7, 23, 30);
		expect(exportFileName('acme', 'csv', d)).toBe('acme-mcp-usage-2026-01-07.csv');
		expect(exportFileName('a b/c', 'jsonl', d)).toBe('a-b-c-mcp-usage-2026-01-07.jsonl');
		expect(exportFileName('', 'csv', d)).toBe('city-mcp-usage-2026-01-07.csv');
	});
	it('knows an older city by its frame-level refusal', () => {
		const refusal: AxError = {
			code: 'E_WIRE_MISMATCH',
			action: 'a',
			subject: 's',
			nearby: [],
			recovery: 'r',
			retry: 'no'
		};
		expect(isOldCity(new RefusalError('mcp_usage', refusal))).toBe(true);
		expect(isOldCity(new RefusalError('mcp_usage', { ...refusal, code: 'E_STORAGE_FATAL' }))).toBe(false);
		expect(isOldCity(new Error('x'))).toBe(false);
	});
});

describe('firstOf', () => {
	it('keeps the first items and counts the rest, unless all are asked for or there are no more', () => {
		expect(firstOf([1, 2, 3, 4], 2, false)).toEqual({ shown: [1, 2], hidden: 2 });
		expect(firstOf([1, 2, 3, 4], 2, true)).toEqual({ shown: [1, 2, 3, 4], hidden: 0 });
		expect(firstOf([1, 2], 2, false)).toEqual({ shown: [1, 2], hidden: 0 });
		expect(firstOf([], 2, false)).toEqual({ shown: [], hidden: 0 });
	});
});

describe('windowStart', () => {
	it('is the UTC midnight of the window’s first day, at any time of the last day', () => {
		for (const now of [Date.UTC(2026, 11, 5), Date.UTC(2026, 11, 5, 23, 59, 59, 999), SAMPLE_NOW])
			expect(windowStart(now)).toBe(Date.parse(`${windowDays(now)[0]}T00:00:00Z`));
		expect(windowDays(SAMPLE_NOW)[0]).toBe('2026-11-06');
	});
});
