import type {
	DayCount,
	EventRecord,
	McpServerUsage,
	McpToolUsage,
	McpUse,
	McpUsageAnswer,
	UsageExportFormat
} from '../../protocol/schemas';
import type { CityState } from '../storage/store';

/**
 * The ledger record a tool call leaves (this city's own kind; the real city folds its runs' calls the same way):
 * `{kind: "tool_called", addr: <building>, data: {server, tool, run, resident, outcome}}`, `t` the call's time.
 * `server` is the label the call went to, or `null` when the record did not say whose tool it was (then `tool`
 * is the whole name the agent saw, e.g. `jira__create_issue`).
 */
export const TOOL_CALLED = 'tool_called';

export interface ToolCalledData {
	server: string | null;
	tool: string;
	run: string;
	resident: string | null;
	outcome: McpUse['outcome'];
}

/** Every server label some building's configuration names now, in configuration order (buildings in order). */
export function configuredLabels(state: CityState): string[] {
	const labels = new Set<string>();
	for (const building of Object.values(state.buildings)) for (const s of building.mcp ?? []) labels.add(s.label);
	return [...labels];
}

/** A record's call, or null for a record that is not a readable `tool_called`. */
function callOf(record: EventRecord): (ToolCalledData & { seq: number; at: number }) | null {
	if (record.kind !== TOOL_CALLED) return null;
	const d = record.data as Partial<ToolCalledData>;
	if (typeof d.tool !== 'string' || typeof d.run !== 'string') return null;
	const outcome = d.outcome === 'ok' || d.outcome === 'failed' ? d.outcome : 'unknown';
	return {
		server: typeof d.server === 'string' ? d.server : null,
		tool: d.tool,
		run: d.run,
		resident: typeof d.resident === 'string' ? d.resident : null,
		outcome,
		seq: record.seq,
		at: record.t
	};
}

/** `YYYY-MM-DD` of a time in UTC. */
export function utcDay(at: number): string {
	return new Date(at).toISOString().slice(0, 10);
}

function perDay(uses: readonly McpUse[]): DayCount[] {
	const counts = new Map<string, number>();
	for (const u of uses) {
		const day = utcDay(u.at);
		counts.set(day, (counts.get(day) ?? 0) + 1);
	}
	return [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([day, count]) => ({ day, count }));
}

/**
 * `mcp_usage` folded from the ledger (WIRE.md §11.8). Server order: the configured servers in configuration
 * order, then servers no longer configured in the order of their first call, then the `null` line. Tools by
 * name; uses in ledger order; calls per UTC day, oldest first, days without calls absent. `only` names one
 * server (the `null` line is then left out).
 */
export function foldUsage(
	records: readonly EventRecord[],
	configured: readonly string[],
	only: string | null = null
): McpUsageAnswer {
	const byServer = new Map<string | null, Map<string, McpUse[]>>();
	for (const label of configured) byServer.set(label, new Map());
	for (const record of records) {
		const call = callOf(record);
		if (!call) continue;
		let tools = byServer.get(call.server);
		if (!tools) byServer.set(call.server, (tools = new Map()));
		let uses = tools.get(call.tool);
		if (!uses) tools.set(call.tool, (uses = []));
		uses.push({ run: call.run, resident: call.resident, seq: call.seq, at: call.at, outcome: call.outcome });
	}
	const known = new Set(configured);
	const lines: McpServerUsage[] = [];
	const line = (server: string | null, tools: Map<string, McpUse[]>): McpServerUsage => ({
		server,
		configured: server !== null && known.has(server),
		tools: [...tools.keys()]
			.sort()
			.map((tool): McpToolUsage => ({ tool, uses: tools.get(tool)!, per_day: perDay(tools.get(tool)!) }))
	});
	for (const [server, tools] of byServer) if (server !== null) lines.push(line(server, tools));
	const unnamed = byServer.get(null);
	if (unnamed) lines.push(line(null, unnamed));
	return { servers: only === null ? lines : lines.filter((l) => l.server === only) };
}

const COLUMNS = ['server', 'configured', 'tool', 'run', 'resident', 'seq', 'at', 'outcome'] as const;

function csvField(value: string): string {
	return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * `usage_export` for `what: "mcp"`: one row per call, servers and tools in the answer's order. CSV has a header
 * row, `at` as an ISO 8601 UTC time and an empty field for `null`; JSON Lines has one object per call with
 * `at` in ms. Every line ends with `\n`.
 */
export function exportUsage(usage: McpUsageAnswer, format: UsageExportFormat): string {
	const rows: Record<(typeof COLUMNS)[number], string | number | boolean | null>[] = [];
	for (const s of usage.servers)
		for (const t of s.tools)
			for (const u of t.uses)
				rows.push({
					server: s.server ?? null,
					configured: s.configured,
					tool: t.tool,
					run: u.run,
					resident: u.resident ?? null,
					seq: u.seq,
					at: u.at,
					outcome: u.outcome
				});
	if (format === 'jsonl') return rows.map((r) => JSON.stringify(r) + '\n').join('');
	const text = (r: (typeof rows)[number], c: (typeof COLUMNS)[number]) => {
		const value = r[c];
		if (value === null) return '';
		if (c === 'at') return new Date(value as number).toISOString();
		return csvField(String(value));
	};
	return [COLUMNS.join(','), ...rows.map((r) => COLUMNS.map((c) => text(r, c)).join(','))].join('\n') + '\n';
}
