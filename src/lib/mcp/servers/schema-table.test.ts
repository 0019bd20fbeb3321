import { describe, expect, it } from 'vitest';
import health from '$protocol/frames/answered-mcp-health.json';
import { schemaTable, type ParamRow } from './schema-table';

const rows = (schema: Record<string, unknown>): ParamRow[] => {
	const t = schemaTable(schema);
	if (t.kind !== 'rows') throw new Error(`no rows: ${t.kind}`);
	return t.rows;
};
const brief = (r: ParamRow) => [r.depth, r.name, r.type, r.required, r.enumValues];

describe('schemaTable', () => {
	it('lists parameters with type, required, enum and description; required first', () => {
		const tools = (
			health.answered.outcome.answer.mcp_health.servers[0]!.state as {
				connected: { tools: { input_schema: Record<string, unknown> }[] };
			}
		).connected.tools;
		const r = rows(tools[0]!.input_schema);
		expect(r.map(brief)).toEqual([
			[0, 'q', 'string', true, null],
			[0, 'order', 'string', false, ['asc', 'desc']],
			[0, 'page', 'integer', false, null],
			[0, 'perPage', 'integer', false, null],
			[0, 'sort', 'string', false, ['comments', 'reactions', 'created', 'updated']]
		]);
		expect(r[0]?.description).toBe('Search query in GitHub issue search syntax');
	});

	it('indents arrays of objects under their parent', () => {
		const tools = (
			health.answered.outcome.answer.mcp_health.servers[0]!.state as {
				connected: { tools: { input_schema: Record<string, unknown> }[] };
			}
		).connected.tools;
		const r = rows(tools[2]!.input_schema);
		const comments = r.findIndex((x) => x.name === 'comments');
		expect(brief(r[comments]!)).toEqual([0, 'comments', 'array of object', false, null]);
		expect(r.slice(comments + 1, comments + 5).map(brief)).toEqual([
			[1, 'path', 'string', true, null],
			[1, 'body', 'string', true, null],
			[1, 'line', 'integer', false, null],
			[1, 'side', 'string', false, ['LEFT', 'RIGHT']]
		]);
		expect(r[comments + 1]?.path).toBe('comments[].path');
	});

	it('indents nested objects', () => {
		const r = rows({
			type: 'object',
			properties: {
				filter: {
					type: 'object',
					properties: {
						since: { type: 'string' },
						state: { type: 'object', properties: { open: { type: 'boolean' } } }
					},
					required: ['since']
				}
			}
		});
		expect(r.map(brief)).toEqual([
			[0, 'filter', 'object', false, null],
			[1, 'since', 'string', true, null],
			[1, 'state', 'object', false, null],
			[2, 'open', 'boolean', false, null]
		]);
	});

	it('follows local $refs, shows the reference, and stops at a cycle', () => {
		const r = rows({
			type: 'object',
			$defs: {
				Node: {
					type: 'object',
					description: 'a tree node',
					properties: { name: { type: 'string' }, child: { $ref: '#/$defs/Node' } }
				}
			},
			properties: { root: { $ref: '#/$defs/Node' }, other: { $ref: 'https://example.com/schema.json' } },
			required: ['root']
		});
		expect(r.map((x) => [x.depth, x.name, x.type, x.ref, x.recursive])).toEqual([
			[0, 'root', 'object', '#/$defs/Node', false],
			[1, 'child', null, '#/$defs/Node', true],
			[1, 'name', 'string', null, false],
			[0, 'other', null, 'https://example.com/schema.json', false]
		]);
		expect(r[0]?.description).toBe('a tree node');
	});

	it('reads type lists, anyOf and const', () => {
		const r = rows({
			type: 'object',
			properties: {
				a: { type: ['string', 'null'] },
				b: { anyOf: [{ type: 'integer' }, { type: 'string' }] },
				c: { const: 3 }
			}
		});
		expect(r.map(brief)).toEqual([
			[0, 'a', 'string | null', false, null],
			[0, 'b', 'integer | string', false, null],
			[0, 'c', null, false, ['3']]
		]);
	});

	it('says when there are no parameters, or the schema is not an object schema', () => {
		expect(schemaTable({})).toEqual({ kind: 'empty' });
		expect(schemaTable({ type: 'object' })).toEqual({ kind: 'empty' });
		expect(schemaTable({ type: 'object', properties: {} })).toEqual({ kind: 'empty' });
		expect(schemaTable({ type: 'string' })).toEqual({ kind: 'notObject' });
		expect(schemaTable({ anyOf: [{ type: 'object' }] })).toEqual({ kind: 'notObject' });
	});
});
