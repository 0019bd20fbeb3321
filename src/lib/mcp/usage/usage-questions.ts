import { questionOptions } from '$lib/query/options';
import type { Connection } from '$lib/wire/connection';
import { knowAnswer } from '$protocol/decode';
import { McpUsageAnswer, UsageExportAnswer, type UsageExportFormat } from '$protocol/schemas/usage';

/** What agents used, every server (§11.8), with the schema its answer is read with. */
export const mcpUsageOptions = () => questionOptions({ mcp_usage: { server: null } }, McpUsageAnswer);

/** The usage table as the city writes it: asked on each press straight over the connection, never cached. */
export function askUsageExport(connection: Pick<Connection, 'ask'>, format: UsageExportFormat) {
	knowAnswer('usage_export', UsageExportAnswer);
	return connection.ask({ usage_export: { what: 'mcp', format } } as const);
}
