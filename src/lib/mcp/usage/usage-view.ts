import { RefusalError } from '$protocol/errors';
import type { DayCount, McpServerUsage, McpToolUsage, McpUse, McpUsageAnswer } from '$protocol/schemas/usage';

/** The window the page counts and draws: the last 30 UTC days, today included (the city's days are UTC). */
export const WINDOW_DAYS = 30;
/** Calls shown per page of a tool's calls. */
export const CALLS_PER_PAGE = 50;
/** Servers of a group, and tools of a server, drawn before "Show all": the first drawing grows with neither. */
export const SERVERS_SHOWN = 20;
export const TOOLS_SHOWN = 10;
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of a time, in UTC. */
export function utcDay(ms: number): string {
	return new Date(ms).toISOString().slice(0, 10);
}

/** The window's first UTC midnight, in ms. */
export function windowStart(now: number): number {
	return (Math.floor(now / DAY_MS) - (WINDOW_DAYS - 1)) * DAY_MS;
}

/** The window's days, oldest first, ending with today (UTC). */
export function windowDays(now: number): string[] {
	const start = windowStart(now);
	return Array.from({ length: WINDOW_DAYS }, (_, i) => utcDay(start + i * DAY_MS));
}

export interface ToolSummary {
	tool: string;
	/** Calls in the window, failed among them; every call ever; the newest call's time (null: never called). */
	calls: number;
	failed: number;
	total: number;
	last: number | null;
	usage: McpToolUsage;
}

export interface ServerSummary {
	server: string | null;
	configured: boolean;
	calls: number;
	failed: number;
	total: number;
	last: number | null;
	/** One count per window day, oldest first (0 for a day without calls). */
	perDay: DayCount[];
	tools: ToolSummary[];
}

/** A tool's figures: what is in the window by its UTC day, every call, and the latest time. */
export function summarizeTool(usage: McpToolUsage, now: number): ToolSummary {
	// A number compared per call, not a day string made per call (or per tool: 5,000 tools make it show).
	const start = windowStart(now);
	let calls = 0;
	let failed = 0;
	let last: number | null = null;
	for (const use of usage.uses) {
		if (last === null || use.at > last) last = use.at;
		if (use.at < start) continue;
		calls++;
		if (use.outcome === 'failed') failed++;
	}
	return { tool: usage.tool, calls, failed, total: usage.uses.length, last, usage };
}

/** A server line's figures, with its calls per window day summed over its tools (from the city's `per_day`). */
export function summarizeServer(line: McpServerUsage, now: number): ServerSummary {
	const days = windowDays(now);
	const counts = new Map(days.map((d) => [d, 0]));
	const tools = line.tools.map((t) => summarizeTool(t, now));
	for (const t of line.tools)
		for (const { day, count } of t.per_day) if (counts.has(day)) counts.set(day, counts.get(day)! + count);
	const sum = (f: (t: ToolSummary) => number) => tools.reduce((n, t) => n + f(t), 0);
	const lasts = tools.map((t) => t.last).filter((x): x is number => x !== null);
	return {
		server: line.server ?? null,
		configured: line.configured,
		calls: sum((t) => t.calls),
		failed: sum((t) => t.failed),
		total: sum((t) => t.total),
		last: lasts.length ? Math.max(...lasts) : null,
		perDay: days.map((day) => ({ day, count: counts.get(day)! })),
		tools
	};
}

/**
 * The answer split as the page shows it: servers some building configures, in the city's order, and the
 * group of servers no longer configured (the `null` line among them, last, as the city sends it).
 */
export function groupServers(
	answer: McpUsageAnswer,
	now: number
): { configured: ServerSummary[]; gone: ServerSummary[] } {
	const all = answer.servers.map((line) => summarizeServer(line, now));
	return { configured: all.filter((s) => s.configured), gone: all.filter((s) => !s.configured) };
}

export type ToolSort = 'tool' | 'calls' | 'failed' | 'last';

/** Tools sorted by a column; ties by name, so the order never jumps. Numbers and times sort most first by default. */
export function sortTools(tools: readonly ToolSummary[], by: ToolSort, descending: boolean): ToolSummary[] {
	const key = (t: ToolSummary): number => (by === 'calls' ? t.calls : by === 'failed' ? t.failed : (t.last ?? -1));
	return [...tools].sort((a, b) => {
		const order = by === 'tool' ? 0 : key(a) - key(b);
		const byName = a.tool < b.tool ? -1 : a.tool > b.tool ? 1 : 0;
		if (order !== 0) return descending ? -order : order;
		return by === 'tool' && descending ? -byName : byName;
	});
}

/** The first `limit` items unless all are asked for, and how many are left out. */
export function firstOf<T>(items: readonly T[], limit: number, all: boolean): { shown: readonly T[]; hidden: number } {
	if (all || items.length <= limit) return { shown: items, hidden: 0 };
	return { shown: items.slice(0, limit), hidden: items.length - limit };
}

export interface CallsPage {
	calls: McpUse[];
	/** 1-based; clamped to the pages there are. */
	page: number;
	pages: number;
	total: number;
}

/** One page of a tool's calls, newest first (by time, then by ledger record). */
export function callsPage(uses: readonly McpUse[], page: number, size = CALLS_PER_PAGE): CallsPage {
	const newest = [...uses].sort((a, b) => b.at - a.at || b.seq - a.seq);
	const pages = Math.max(1, Math.ceil(newest.length / size));
	const p = Math.min(Math.max(1, Math.floor(page)), pages);
	return { calls: newest.slice((p - 1) * size, p * size), page: p, pages, total: newest.length };
}

/** An older city refuses the whole ask frame of a question it does not have: the usage parts are then hidden. */
export function isOldCity(error: unknown): boolean {
	return error instanceof RefusalError && error.refusal.code === 'E_WIRE_MISMATCH';
}

/** The download's name: `<city>-mcp-usage-<YYYY-MM-DD>.<csv|jsonl>` (local date; the city's name made file-safe). */
export function exportFileName(city: string, format: 'csv' | 'jsonl', now: Date): string {
	const safe = city.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|-+$/g, '') || 'city';
	const pad = (n: number) => String(n).padStart(2, '0');
	const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
	return `${safe}-mcp-usage-${date}.${format}`;
}

/** The media type a download is saved with. */
export function exportType(format: 'csv' | 'jsonl'): string {
	return format === 'csv' ? 'text/csv;charset=utf-8' : 'application/jsonl;charset=utf-8';
}
