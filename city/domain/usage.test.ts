import { describe, expect, it } from 'vitest';
import type { EventRecord } from '../../protocol/schemas';
import { McpUsageAnswer } from '../../protocol/schemas';
import * as v from 'valibot';
import { configuredLabels, exportUsage, foldUsage, TOOL_CALLED, utcDay, type ToolCalledData } from './usage';
import type { CityState } from '../storage/store';

let seq = 0;
function rec(at: number, data: Partial<ToolCalledData> & { tool: string }, kind = TOOL_CALLED): EventRecord {
	return {
		v: 1,
		run: 'nil',
		seq: ++seq,
		prev: '',
		t: at,
		who: 'city',
		kind,
		data: { server: null, run: 'run-1', resident: null, outcome: 'ok', ...data }
	} as EventRecord;
}

const D = Date.UTC(2026, 11, 3, 12); // 2026-12-03 12:00 UTC

describe('foldUsage (WIRE.md §11.8)', () => {
	it('orders configured servers by configuration, then removed ones by first call, then the null line', () => {
		seq = 0;
		const records = [
			rec(D, { server: null, tool: 'jira__create_issue' }),
			rec(D + 1, { server: 'old', tool: 'x' }),
			rec(D + 2, { server: 'github', tool: 'search_issues', outcome: 'failed' }),
			rec(D + 3, { server: 'older', tool: 'y' }),
			rec(D + 4, { server: 'github', tool: 'create_issue' }),
			rec(D + 5, { server: 'github', tool: 'search_issues', resident: 'acme/lab/ada' })
		];
		const answer = foldUsage(records, ['linear', 'github']);
		expect(v.is(McpUsageAnswer, answer)).toBe(true);
		expect(answer.servers.map((s) => [s.server, s.configured])).toEqual([
			['linear', true],
			['github', true],
			['old', false],
			['older', false],
			[null, false]
		]);
		expect(answer.servers[0]!.tools).toEqual([]);
		const github = answer.servers[1]!;
		expect(github.tools.map((t) => t.tool)).toEqual(['create_issue', 'search_issues']);
		// Uses in ledger order, with their record's seq and time.
		expect(github.tools[1]!.uses).toEqual([
			{ run: 'run-1', resident: null, seq: 3, at: D + 2, outcome: 'failed' },
			{ run: 'run-1', resident: 'acme/lab/ada', seq: 6, at: D + 5, outcome: 'ok' }
		]);
		expect(answer.servers[4]!.tools[0]!.tool).toBe('jira__create_issue');
	});

	it('counts calls per UTC day, oldest first, leaving out days without calls', () => {
		seq = 0;
		const late = Date.UTC(2026, 11, 4, 23, 59, 59, 999);
		const records = [
			rec(Date.UTC(2026, 11, 5, 0, 0), { server: 'a', tool: 't' }),
			rec(late, { server: 'a', tool: 't' }),
			rec(Date.UTC(2026, 11, 1, 0, 0), { server: 'a', tool: 't' }),
			rec(late - 1000, { server: 'a', tool: 't' })
		];
		const [a] = foldUsage(records, ['a']).servers;
		expect(a!.tools[0]!.per_day).toEqual([
			{ day: '2026-12-01', count: 1 },
			{ day: '2026-12-04', count: 2 },
			{ day: '2026-12-05', count: 1 }
		]);
		expect(utcDay(late)).toBe('2026-12-04');
	});

	it('keeps an unreadable outcome as unknown, skips other kinds, and answers for one server', () => {
		seq = 0;
		const records = [
			rec(D, { server: 'a', tool: 't', outcome: 'weird' as 'ok' }),
			rec(D, { server: 'a', tool: 't' }, 'building_configured'),
			rec(D, { server: null, tool: 'z' })
		];
		const all = foldUsage(records, ['a', 'b']);
		expect(all.servers[0]!.tools[0]!.uses.map((u) => u.outcome)).toEqual(['unknown']);
		expect(foldUsage(records, ['a', 'b'], 'b').servers).toEqual([{ server: 'b', configured: true, tools: [] }]);
		expect(foldUsage(records, ['a'], 'nobody').servers).toEqual([]);
	});

	it('reads configured labels across buildings in configuration order, once each', () => {
		const server = (label: string) => ({ label, transport: { sse: { url: 'http://x', headers: [] } } });
		const state = {
			buildings: {
				local: { mcp: [server('a'), server('b')] },
				'local/lab': { mcp: [server('c'), server('a')] },
				x: { mcp: null }
			}
		} as unknown as CityState;
		expect(configuredLabels(state)).toEqual(['a', 'b', 'c']);
	});
});

describe('exportUsage', () => {
	seq = 0;
	const usage = foldUsage(
		[
			rec(D, { server: 'a', tool: 'say,"hi"', resident: 'acme/lab/ada' }),
			rec(D + 1000, { server: null, tool: 'z', outcome: 'failed' })
		],
		['a', 'b']
	);
	it('writes CSV with a header, quoted fields, ISO times and empty nulls', () => {
		expect(exportUsage(usage, 'csv')).toBe(
			'server,configured,tool,run,resident,seq,at,outcome\n' +
				'a,true,"say,""hi""",run-1,acme/lab/ada,1,2026-12-03T12:00:00.000Z,ok\n' +
				',false,z,run-1,,2,2026-12-03T12:00:01.000Z,failed\n'
		);
	});
	it('writes one JSON object per call', () => {
		const lines = exportUsage(usage, 'jsonl').split('\n');
		expect(lines).toHaveLength(3);
		expect(JSON.parse(lines[1]!)).toEqual({
			server: null,
			configured: false,
			tool: 'z',
			run: 'run-1',
			resident: null,
			seq: 2,
			at: D + 1000,
			outcome: 'failed'
		});
	});
});
