import type { McpToolLine } from '$protocol/schemas/mcp';
import type { ServerRowModel } from './rows';

export interface ToolMatch {
	server: string;
	tool: McpToolLine;
}

/**
 * Tools across every connected server whose city name, remote name or
 * disclosure contains the search text (case-insensitive), in row and tool order.
 */
export function searchTools(rows: readonly ServerRowModel[], text: string): ToolMatch[] {
	const needle = text.trim().toLocaleLowerCase();
	if (needle === '') return [];
	const out: ToolMatch[] = [];
	for (const row of rows) {
		if (!row.state || !('connected' in row.state)) continue;
		for (const tool of row.state.connected.tools) {
			const hay = [tool.name, tool.remote, tool.disclosure].map((s) => s.toLocaleLowerCase());
			if (hay.some((h) => h.includes(needle))) out.push({ server: row.label, tool });
		}
	}
	return out;
}
