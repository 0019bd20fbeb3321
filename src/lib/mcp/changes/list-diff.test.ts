import { describe, expect, it } from 'vitest';
import type { McpServer } from '$protocol/schemas/mcp';
import { freeLabel } from './editing';
import { diffLists, isEmptyDiff, sameList, withReplaced } from './list-diff';
import { reviewDiff, serverChanges } from './server-changes';

/** Every field of each changed server in a diff. */
const fieldsOf = (d: ReturnType<typeof reviewDiff>, i = 0) => serverChanges(d.changed[i]!.before, d.changed[i]!.after);

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
		expect(serverChanges(d.changed[0]!.before, d.changed[0]!.after)).toEqual([
			{ field: 'args', name: null, before: 'x', after: 'y' }
		]);
		expect(d.reordered).toBe(false);
	});

	it('reads null as no list, and notices a new order', () => {
		expect(diffLists(null, [stdio('a')]).added).toHaveLength(1);
		expect(diffLists([stdio('a'), stdio('b')], [stdio('b'), stdio('a')]).reordered).toBe(true);
		expect(isEmptyDiff(diffLists([stdio('a')], [stdio('a')]))).toBe(true);
	});
});

describe('every field that changes', () => {
	const withEnv = (label: string, env: [string, string][], args: string[] = []): McpServer => ({
		label,
		transport: { stdio: { command: 'npx', args, env } }
	});
	const remote = (label: string, url: string, headers: [string, string][]): McpServer => ({
		label,
		transport: { http: { url, headers } }
	});

	it('names an env-only edit by the variables it adds, removes and changes', () => {
		const before = withEnv('everything', [
			['MODE', 'fast'],
			['OLD', '1']
		]);
		const after = withEnv('everything', [
			['MODE', 'slow'],
			['NEW', '2']
		]);
		const d = reviewDiff([before], [after]);
		expect(d.changed).toHaveLength(1);
		expect(fieldsOf(d)).toEqual([
			{ field: 'env', name: 'MODE', before: 'fast', after: 'slow' },
			{ field: 'env', name: 'OLD', before: '1', after: null },
			{ field: 'env', name: 'NEW', before: null, after: '2' }
		]);
	});

	it('names header, URL and transport changes', () => {
		const d = reviewDiff(
			[remote('docs', 'https://a.example/mcp', [['X-Team', 'one']])],
			[remote('docs', 'https://b.example/mcp', [['X-Team', 'two']])]
		);
		expect(fieldsOf(d)).toEqual([
			{ field: 'url', name: null, before: 'https://a.example/mcp', after: 'https://b.example/mcp' },
			{ field: 'headers', name: 'X-Team', before: 'one', after: 'two' }
		]);
		const kind = fieldsOf(reviewDiff([stdio('x', 'run')], [remote('x', 'https://x.example', [])]));
		expect(kind.map((f) => f.field)).toEqual(['transport', 'command', 'args', 'url']);
	});

	it('shows a rename in place as one change with its other changes, not as added and removed', () => {
		const d = reviewDiff(
			[stdio('a'), withEnv('everything', [['MODE', 'fast']]), stdio('z')],
			[stdio('a'), withEnv('everything2', [['MODE', 'slow']], ['--x']), stdio('z')]
		);
		expect(d.added).toEqual([]);
		expect(d.removed).toEqual([]);
		expect(fieldsOf(d)).toEqual([
			{ field: 'label', name: null, before: 'everything', after: 'everything2' },
			{ field: 'args', name: null, before: '', after: '--x' },
			{ field: 'env', name: 'MODE', before: 'fast', after: 'slow' }
		]);
		expect(d.reordered).toBe(false);
	});

	it('still reads a server appended under a new label, and one taken away, as added and removed', () => {
		const d = reviewDiff([stdio('a'), stdio('b')], [stdio('a'), stdio('b'), stdio('c')]);
		expect(d.added.map((s) => s.label)).toEqual(['c']);
		const r = reviewDiff([stdio('a'), stdio('b')], [stdio('b')]);
		expect(r.removed.map((s) => s.label)).toEqual(['a']);
		expect(r.changed).toEqual([]);
	});

	it('names variables whose order alone changes', () => {
		const d = reviewDiff(
			[
				withEnv('e', [
					['A', '1'],
					['B', '2']
				])
			],
			[
				withEnv('e', [
					['B', '2'],
					['A', '1']
				])
			]
		);
		expect(fieldsOf(d)).toEqual([{ field: 'env', name: null, before: 'A, B', after: 'B, A' }]);
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
