import { hasAllWords, searchKey, searchWords } from '$lib/ui/search-words';
import type { McpToolLine } from '$protocol/schemas/mcp';
import type { ServerRowModel } from './rows';

export interface ToolMatch {
	server: string;
	tool: McpToolLine;
}

/**
 * Tools across every connected server whose city name, remote name, disclosure and server label hold
 * every word of the search text (any order, case-insensitive), in row and tool order.
 */
export function searchTools(rows: readonly ServerRowModel[], text: string): ToolMatch[] {
	const words = searchWords(text);
	if (words.length === 0) return [];
	const out: ToolMatch[] = [];
	for (const row of rows) {
		if (!row.state || !('connected' in row.state)) continue;
		for (const tool of row.state.connected.tools) {
			const hay = searchKey([tool.name, tool.remote, tool.disclosure, row.label].join('\n'));
			if (hasAllWords(hay, words)) out.push({ server: row.label, tool });
		}
	}
	return out;
}
