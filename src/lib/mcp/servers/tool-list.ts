import { hasAllWords, searchKey, searchWords } from '$lib/ui/search-words';
import type { McpToolLine } from '$protocol/schemas/mcp';
import type { ToolWarning } from './warnings';

/** One line of the dense tool list: what is shown before the tool is opened. */
export interface ToolLine {
	tool: McpToolLine;
	/** The disclosure's first line (the whole text is shown when the tool is opened). */
	firstLine: string;
	/** How many parameters the input schema names (its `properties`); 0 when it names none. */
	params: number;
	warned: boolean;
}

/** A schema's top-level parameter count, read without trusting its shape. */
export function paramCount(schema: unknown): number {
	if (typeof schema !== 'object' || schema === null) return 0;
	const props = (schema as { properties?: unknown }).properties;
	return typeof props === 'object' && props !== null && !Array.isArray(props) ? Object.keys(props).length : 0;
}

/** The lines of a server's tools, in the server's order, each marked when any warning names it. */
export function toolLines(tools: readonly McpToolLine[], warnings: readonly ToolWarning[]): ToolLine[] {
	const warned = new Set(warnings.map((w) => w.tool));
	return tools.map((tool) => ({
		tool,
		firstLine: tool.disclosure.split('\n').find((l) => l.trim() !== '') ?? '',
		params: paramCount(tool.input_schema),
		warned: warned.has(tool.name)
	}));
}

/** The lines holding every word of `text` in the tool's names or disclosure; all of them for blank text. */
export function filterLines(lines: readonly ToolLine[], text: string): ToolLine[] {
	const words = searchWords(text);
	if (words.length === 0) return [...lines];
	return lines.filter((l) => hasAllWords(searchKey(`${l.tool.name}\n${l.tool.remote}\n${l.tool.disclosure}`), words));
}
