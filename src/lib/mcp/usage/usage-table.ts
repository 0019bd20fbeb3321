import type { McpUse } from '$protocol/schemas/usage';
import type { ToolSummary } from './usage-view';

// The usage table's sorting, paging and download names: apart from usage-view.ts, whose summaries the
// overview's first load also draws, so that only the usage parts (fetched later) carry these.

/** Calls shown per page of a tool's calls. */
export const CALLS_PER_PAGE = 50;
/** Servers of a group, and tools of a server, drawn before "Show all": the first drawing grows with neither. */
export const SERVERS_SHOWN = 20;
export const TOOLS_SHOWN = 10;

/** The first `limit` items unless all are asked for, and how many are left out. */
export function firstOf<T>(items: readonly T[], limit: number, all: boolean): { shown: readonly T[]; hidden: number } {
	if (all || items.length <= limit) return { shown: items, hidden: 0 };
	return { shown: items.slice(0, limit), hidden: items.length - limit };
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
