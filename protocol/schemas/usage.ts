import * as v from 'valibot';
import { Address, NonNegativeInt, nullish, Seq } from './common';

/** How one tool call ended; `unknown`: the run was stopped before a result. */
export const UseOutcome = v.picklist(['ok', 'failed', 'unknown']);
export type UseOutcome = v.InferOutput<typeof UseOutcome>;

/** One call of a tool, from the ledger record `seq` (WIRE.md §11.8). */
export const McpUse = v.object({
	run: v.string(),
	resident: nullish(Address),
	seq: Seq,
	at: NonNegativeInt,
	outcome: UseOutcome
});
export type McpUse = v.InferOutput<typeof McpUse>;

export const DayCount = v.object({
	day: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Not a YYYY-MM-DD day')),
	count: NonNegativeInt
});
export type DayCount = v.InferOutput<typeof DayCount>;

export const McpToolUsage = v.object({ tool: v.string(), uses: v.array(McpUse), per_day: v.array(DayCount) });
export type McpToolUsage = v.InferOutput<typeof McpToolUsage>;

/** One server's line; `server: null` gathers calls no known server prefixes, and comes last. */
export const McpServerUsage = v.object({
	server: nullish(v.string()),
	configured: v.boolean(),
	tools: v.array(McpToolUsage)
});
export type McpServerUsage = v.InferOutput<typeof McpServerUsage>;

export const McpUsageAnswer = v.object({ servers: v.array(McpServerUsage) });
export type McpUsageAnswer = v.InferOutput<typeof McpUsageAnswer>;

// What `usage_export` can export, and how: its arguments, defined with the question (queries.ts).
export { UsageExportFormat, UsageExportWhat } from './queries';

/** `usage_export`: the whole usage table as text, for a download; `body` is kept byte for byte. */
export const UsageExportAnswer = v.object({ what: v.string(), format: v.string(), body: v.string() });
export type UsageExportAnswer = v.InferOutput<typeof UsageExportAnswer>;
