import { describe, expect, it } from 'vitest';
import type { McpHealthAnswer, McpToolLine } from '$protocol/schemas/mcp';
import { healthWarnings, SCHEMA_BYTES_MAX, schemaBytes, toolWarnings } from './warnings';

const tool = (
	name: string,
	input_schema: Record<string, unknown> = { type: 'object', properties: {} }
): McpToolLine => ({
	name,
	remote: name.split('_').slice(1).join('_'),
	disclosure: '',
	input_schema
});
const connected = (label: string, tools: McpToolLine[]) => ({
	label,
	transport: 'stdio' as const,
	target: label,
	state: { connected: { protocol_version: '2025-06-18', server: label, tools } }
});

describe('toolWarnings', () => {
	it('is quiet about a well-formed tool', () => {
		expect(toolWarnings(tool('github_search_issues'))).toEqual([]);
	});

	it('flags names a model API would reject: too long, or characters outside letters, digits, _ and -', () => {
		const long = 'x_' + 'a'.repeat(63);
		expect(toolWarnings(tool(long))).toEqual([{ kind: 'nameTooLong', tool: long, length: 65 }]);
		expect(toolWarnings(tool('x_' + 'a'.repeat(62)))).toEqual([]);
		expect(toolWarnings(tool('docs_search.v2'))).toEqual([{ kind: 'nameChars', tool: 'docs_search.v2' }]);
		expect(toolWarnings(tool('docs_find files'))).toEqual([{ kind: 'nameChars', tool: 'docs_find files' }]);
	});

	it('flags an input schema that is not an object schema', () => {
		expect(toolWarnings(tool('a_b', { type: 'string' }))).toEqual([{ kind: 'schemaNotObject', tool: 'a_b' }]);
		expect(toolWarnings(tool('a_b', {}))).toEqual([{ kind: 'schemaNotObject', tool: 'a_b' }]);
	});

	it('flags an input schema larger than 32 KB', () => {
		const big = { type: 'object', description: 'd'.repeat(SCHEMA_BYTES_MAX) };
		expect(toolWarnings(tool('a_b', big))).toEqual([{ kind: 'schemaLarge', tool: 'a_b', bytes: schemaBytes(big) }]);
		const justUnder = { type: 'object', description: 'd'.repeat(SCHEMA_BYTES_MAX - 40) };
		expect(schemaBytes(justUnder)).toBeLessThanOrEqual(SCHEMA_BYTES_MAX);
		expect(toolWarnings(tool('a_b', justUnder))).toEqual([]);
	});

	it('counts bytes, not characters: a schema of three-byte characters is over at a third of the length', () => {
		const wide = { type: 'object', description: '中'.repeat(Math.ceil(SCHEMA_BYTES_MAX / 3)) };
		expect(JSON.stringify(wide).length).toBeLessThan(SCHEMA_BYTES_MAX / 2);
		expect(toolWarnings(tool('a_b', wide))).toEqual([{ kind: 'schemaLarge', tool: 'a_b', bytes: schemaBytes(wide) }]);
		const narrow = { type: 'object', description: '中'.repeat(Math.floor(SCHEMA_BYTES_MAX / 3) - 20) };
		expect(toolWarnings(tool('a_b', narrow))).toEqual([]);
	});
});

describe('healthWarnings', () => {
	it('reports a city name used twice across servers on each server that has it', () => {
		const health: McpHealthAnswer = {
			addr: 'acme/lab',
			servers: [
				connected('a', [tool('a_x'), tool('dup_name')]),
				{ label: 'b', transport: 'http', target: 'https://b', state: { authenticating: { recovery: 'sign in' } } },
				connected('c', [tool('dup_name'), tool('c_y', { type: 'array' })])
			]
		};
		const w = healthWarnings(health);
		expect(w.get('a')).toEqual([{ kind: 'duplicate', tool: 'dup_name', servers: ['a', 'c'] }]);
		expect(w.get('b')).toBeUndefined();
		expect(w.get('c')).toEqual([
			{ kind: 'duplicate', tool: 'dup_name', servers: ['a', 'c'] },
			{ kind: 'schemaNotObject', tool: 'c_y' }
		]);
	});
});
