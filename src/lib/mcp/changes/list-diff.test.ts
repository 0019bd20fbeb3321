import { describe, expect, it } from 'vitest';
import type { McpServer } from '$protocol/schemas/mcp';
import { diffLists, freeLabel, isEmptyDiff, sameList, withReplaced } from './list-diff';

const stdio = (label: string, ...args: string[]): McpServer => ({
	label,
	transport: { stdio: { command: 'npx', args, env: [] } }
});
const http = (label: string, url: string): McpServer => ({ label, transport: { http: { url, headers: [] } } });

describe('diffLists', () => {
	it('names added, removed and changed servers by label', () => {
		const d = diffLists([stdio('a'), stdio('b', 'x'), http('c', 'http://c')], [stdio('b', 'y'), stdio('d')]);
		expect(d.added.map((s) => s.label)).toEqual(['d']);
		expect(d.removed.map((s) => s.label)).toEqual(['a', 'c']);
		expect(d.changed).toEqual([{ before: stdio('b', 'x'), after: stdio('b', 'y') }]);
		expect(d.reordered).toBe(false);
	});

	it('reads null as no list, and notices a new order', () => {
		expect(diffLists(null, [stdio('a')]).added).toHaveLength(1);
		expect(diffLists([stdio('a'), stdio('b')], [stdio('b'), stdio('a')]).reordered).toBe(true);
		expect(isEmptyDiff(diffLists([stdio('a')], [stdio('a')]))).toBe(true);
	});
});

describe('sameList', () => {
	it('compares label, transport and order; null only equals null', () => {
		expect(sameList([stdio('a')], [stdio('a')])).toBe(true);
		expect(sameList([stdio('a')], [stdio('a', 'x')])).toBe(false);
		expect(sameList([stdio('a'), stdio('b')], [stdio('b'), stdio('a')])).toBe(false);
		expect(sameList(null, [])).toBe(false);
		expect(sameList(null, null)).toBe(true);
	});

	it('does not depend on key order inside a server', () => {
		const reordered = JSON.parse('{"transport":{"stdio":{"env":[],"args":[],"command":"npx"}},"label":"a"}');
		expect(sameList([stdio('a')], [reordered])).toBe(true);
	});
});

describe('withReplaced and freeLabel', () => {
	it('replaces in place, renamed or not, and appends a server no longer there', () => {
		expect(withReplaced([stdio('a'), stdio('b')], 'a', stdio('z')).map((s) => s.label)).toEqual(['z', 'b']);
		expect(withReplaced([stdio('b')], 'a', stdio('a')).map((s) => s.label)).toEqual(['b', 'a']);
	});

	it('finds a free label', () => {
		expect(freeLabel('notes', ['notes'])).toBe('notes2');
		expect(freeLabel('notes2', ['notes', 'notes2'])).toBe('notes3');
	});
});
