import { describe, expect, it } from 'vitest';
import type { McpToolLine } from '$protocol/schemas/mcp';
import { filterLines, paramCount, toolLines } from './tool-list';

const tool = (name: string, disclosure: string, properties: Record<string, unknown> = {}): McpToolLine =>
	({
		name,
		remote: name.replace(/^brave_/, ''),
		disclosure,
		input_schema: { type: 'object', properties }
	}) as McpToolLine;

describe('the dense tool list', () => {
	const tools = [
		tool('brave_web_search', '\nSearch the web with Brave.\nReturns ten results.', { q: {}, count: {} }),
		tool('brave_local_search', 'Find local businesses.', { q: {} }),
		tool('echo', '')
	];
	const lines = toolLines(tools, [{ kind: 'nameChars', tool: 'echo' }]);

	it('gives each tool one line: first line of its disclosure, parameter count, a warning mark', () => {
		expect(lines.map((l) => [l.tool.name, l.firstLine, l.params, l.warned])).toEqual([
			['brave_web_search', 'Search the web with Brave.', 2, false],
			['brave_local_search', 'Find local businesses.', 1, false],
			['echo', '', 0, true]
		]);
	});

	it('filters by every word in any order', () => {
		expect(filterLines(lines, 'brave web').map((l) => l.tool.name)).toEqual(['brave_web_search']);
		expect(filterLines(lines, 'search brave').map((l) => l.tool.name)).toEqual([
			'brave_web_search',
			'brave_local_search'
		]);
		expect(filterLines(lines, ' ')).toHaveLength(3);
	});

	it('counts no parameters for a schema that names none or is not an object', () => {
		expect(paramCount(null)).toBe(0);
		expect(paramCount({ type: 'object', properties: [] })).toBe(0);
	});
});
