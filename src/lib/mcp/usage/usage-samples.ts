import type { McpServerUsage, McpToolUsage, McpUse, McpUsageAnswer } from '$protocol/schemas/usage';
import { utcDay } from './usage-view';

/*
 * Usage answers for stories and tests, built around a fixed `now` so figures and days never depend on the
 * clock: a city with some calls, failures, a removed server and the line with no server, none at all, and a
 * huge history.
 */

/** The moment every sample is told from: 2026-12-05 10:00 UTC. */
export const SAMPLE_NOW = Date.UTC(2026, 11, 5, 10);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A tool's usage from its calls (ledger order), with `per_day` counted as the city does. */
export function toolUsage(tool: string, uses: McpUse[]): McpToolUsage {
	const days = new Map<string, number>();
	for (const u of uses) days.set(utcDay(u.at), (days.get(utcDay(u.at)) ?? 0) + 1);
	const per_day = [...days].sort(([a], [b]) => (a < b ? -1 : 1)).map(([day, count]) => ({ day, count }));
	return { tool, uses, per_day };
}

let seq = 9000;
function use(
	hoursAgo: number,
	outcome: McpUse['outcome'] = 'ok',
	run = 'run-7f3a',
	resident: string | null = 'acme/lab/ada'
): McpUse {
	return { run, resident, seq: ++seq, at: SAMPLE_NOW - hoursAgo * HOUR, outcome };
}

/** Calls of one tool spread over past hours (oldest first, so in ledger order). */
const spread = (hours: number[], failedEvery = 0): McpUse[] =>
	[...hours]
		.sort((a, b) => b - a)
		.map((h, i) => use(h, failedEvery && i % failedEvery === failedEvery - 1 ? 'failed' : 'ok', `run-${(h % 7) + 1}`));

const line = (server: string | null, configured: boolean, tools: McpToolUsage[]): McpServerUsage => ({
	server,
	configured,
	tools
});

/** Some use: a busy server, one with failures, one never used. */
export function someUsage(): McpUsageAnswer {
	return {
		servers: [
			line('github', true, [
				toolUsage('search_issues', spread([1, 5, 26, 50, 75, 120, 200, 300, 500, 690])),
				toolUsage('create_issue', spread([3, 48, 400])),
				toolUsage('list_pull_requests', spread([900]))
			]),
			line('notes', true, [])
		]
	};
}

/** Failures among the calls, and a call whose run was stopped before its result. */
export function failingUsage(): McpUsageAnswer {
	const fetch = spread([0.2, 2, 4, 8, 30, 31, 60, 100], 2);
	fetch.push(use(0.1, 'unknown', 'run-stop', null));
	return { servers: [line('web', true, [toolUsage('fetch', fetch), toolUsage('search', spread([6, 12, 18], 3))])] };
}

/** A removed server and calls no server prefixes: the group of servers no longer configured. */
export function removedUsage(): McpUsageAnswer {
	return {
		servers: [
			line('github', true, [toolUsage('search_issues', spread([2, 20]))]),
			line('linear', true, []),
			line('jira', false, [toolUsage('create_issue', spread([400, 500, 650], 3))]),
			line(null, false, [toolUsage('jira__create_issue', [use(1200, 'ok', 'run-1b09', 'acme/lab/bo')])])
		]
	};
}

/** Configured servers nobody called. */
export function unusedUsage(): McpUsageAnswer {
	return { servers: [line('github', true, []), line('notes', true, [])] };
}

/** A long history: `servers` × `tools` × `uses` calls over 60 days (one in 13 failed). */
export function hugeUsage(servers = 12, tools = 25, uses = 400): McpUsageAnswer {
	let n = 0;
	return {
		servers: Array.from({ length: servers }, (_, s) =>
			line(
				`server-${s}`,
				s % 5 !== 4,
				Array.from({ length: tools }, (_, t) => {
					const list: McpUse[] = Array.from({ length: uses }, (_, u) => ({
						run: `run-${s}-${u % 17}`,
						resident: u % 3 ? `acme/lab/r${u % 9}` : null,
						seq: ++n,
						at: SAMPLE_NOW - (60 * DAY * (uses - u)) / uses,
						outcome: (n % 13 === 0 ? 'failed' : 'ok') as McpUse['outcome']
					}));
					return toolUsage(`tool_${String(t).padStart(2, '0')}`, list);
				})
			)
		)
	};
}
