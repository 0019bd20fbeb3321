import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { draftToServer } from './server-draft-checks';
import {
	addable,
	fieldName,
	labelFromName,
	readPaste,
	stripJsonc,
	writeMcpServers,
	type PasteResult
} from './paste-reader';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '..', 'samples', 'pastes', name), 'utf8');
const entries = (r: PasteResult) => {
	if (r.kind !== 'read') throw new Error(`not read: ${r.kind}`);
	return r.entries;
};

describe('readPaste: real client files', () => {
	it('reads a Claude Desktop config whole, keeping arguments with spaces whole', () => {
		const list = entries(readPaste(fixture('claude-desktop.json'), []));
		expect(list.map((e) => [e.name, e.label, e.draft?.kind])).toEqual([
			['filesystem', 'filesystem', 'stdio'],
			['github', 'github', 'stdio'],
			['brave-search', 'bravesearch', 'stdio'],
			['sqlite', 'sqlite', 'stdio']
		]);
		expect(list[0]?.draft?.args).toEqual([
			'-y',
			'@modelcontextprotocol/server-filesystem',
			'/Users/ada/Desktop',
			'/Users/ada/My Documents'
		]);
		// The token is offered to the vault; the toolsets-like ordinary values are not.
		expect(list[1]?.draft?.env).toEqual([
			{ name: 'GITHUB_PERSONAL_ACCESS_TOKEN', value: 'ghp_exampleNotARealToken0000', vault: true }
		]);
		expect(list[2]?.draft?.env[0]?.vault).toBe(true);
		expect(list.every((e) => e.problems.length === 0 && e.reason === null)).toBe(true);
	});

	it('reads a Claude Code .mcp.json with http, sse and stdio types', () => {
		const list = entries(readPaste(fixture('claude-code.mcp.json'), []));
		expect(list.map((e) => e.draft?.kind)).toEqual(['http', 'sse', 'stdio', 'stdio']);
		expect(draftToServer(list[0]!.draft!)).toEqual({
			label: 'sentry',
			transport: { http: { url: 'https://mcp.sentry.dev/mcp', headers: [] } }
		});
		expect(list[1]?.draft?.headers).toEqual([
			{ name: 'Authorization', value: 'Bearer lin_api_7cJ2hQ0xVbT9', vault: true }
		]);
		// `${AIRTABLE_API_KEY}` is expanded by Claude Code, not by the city: it cannot be added as it is.
		expect(list[2]?.problems).toEqual([{ field: 'env.0.value', code: 'variable' }]);
		expect(addable(readPaste(fixture('claude-code.mcp.json'), [])).map((e) => e.label)).toEqual([
			'sentry',
			'linear',
			'puppeteer'
		]);
	});

	it('reads a Cursor mcp.json, telling sse from http by the URL when no type is given', () => {
		const list = entries(readPaste(fixture('cursor.mcp.json'), []));
		expect(list.map((e) => [e.label, e.draft?.kind])).toEqual([
			['context7', 'http'],
			['legacy', 'sse'],
			['postgres', 'stdio']
		]);
		expect(list[0]?.draft?.headers[0]).toEqual({ name: 'CONTEXT7_API_KEY', value: 'ctx7sk-2b1d77f0', vault: true });
	});

	it('reads a VS Code mcp.json with comments, trailing commas, inputs and envFile', () => {
		const list = entries(readPaste(fixture('vscode.mcp.jsonc'), []));
		expect(list.map((e) => e.name)).toEqual(['Perplexity', 'fetch', 'memory']);
		expect(list[0]?.label).toBe('perplexity');
		expect(list[0]?.problems).toEqual([{ field: 'env.0.value', code: 'variable' }]);
		expect(list[1]?.draft).toMatchObject({
			kind: 'http',
			url: 'https://api.githubcopilot.com/mcp/',
			headers: [{ name: 'X-MCP-Toolsets', value: 'repos,issues', vault: false }]
		});
		expect(list[1]?.problems).toEqual([]);
		expect(list[2]?.reason).toEqual({ code: 'envFile' });
	});

	it('reads VS Code settings.json ("mcp": {"servers": …})', () => {
		const list = entries(
			readPaste(
				'{"editor.fontSize": 14, "mcp": {"servers": {"time": {"type": "stdio", "command": "uvx", "args": ["mcp-server-time"]}}}}',
				[]
			)
		);
		expect(list.map((e) => [e.label, e.draft?.command])).toEqual([['time', 'uvx']]);
	});

	it('reads a bare block, with or without the mcpServers key, and a trailing comma', () => {
		const bare = '"mcpServers": { "time": { "command": "uvx", "args": ["mcp-server-time"] } },';
		expect(entries(readPaste(bare, [])).map((e) => e.label)).toEqual(['time']);
		const inner =
			'"time": { "command": "uvx", "args": ["mcp-server-time"] },\n"fetch": { "command": "uvx", "args": ["mcp-server-fetch"] }';
		expect(entries(readPaste(inner, [])).map((e) => e.label)).toEqual(['time', 'fetch']);
		expect(entries(readPaste('{ "time": { "command": "uvx" } }', [])).map((e) => e.label)).toEqual(['time']);
	});
});

describe('readPaste: broken input', () => {
	it('says a truncated file cannot be read, with the parser’s own detail', () => {
		const r = readPaste(fixture('broken-truncated.json'), []);
		expect(r.kind).toBe('unreadable');
		if (r.kind === 'unreadable') expect(r.detail.length).toBeGreaterThan(0);
	});

	it('says when there is nothing, or no servers', () => {
		expect(readPaste('   ', []).kind).toBe('empty');
		expect(readPaste('{"globalShortcut": "Ctrl+Space"}', []).kind).toBe('noServers');
		expect(readPaste('{"mcpServers": {}}', []).kind).toBe('noServers');
		expect(readPaste('[1, 2]', []).kind).toBe('noServers');
	});

	it('gives each entry that cannot be added its reason, and keeps the good ones', () => {
		const list = entries(readPaste(fixture('broken-entries.json'), ['ok']));
		const by = Object.fromEntries(list.map((e) => [e.name, e]));
		expect(by.nothing?.reason).toEqual({ code: 'noTarget' });
		expect(by.string?.reason).toEqual({ code: 'notObject' });
		expect(by.both?.reason).toEqual({ code: 'bothTargets' });
		expect(by.websocket?.reason).toEqual({ code: 'unknownType', type: 'ws' });
		expect(by.argline?.reason).toEqual({ code: 'argsNotList' });
		expect(by['nested-env']?.reason).toEqual({ code: 'pairsNotStrings', field: 'env' });
		expect(by.ftp?.problems).toEqual([{ field: 'url', code: 'urlNotHttp' }]);
		expect(by._?.problems).toEqual([{ field: 'label', code: 'labelEmpty' }]);
		// "ok" is already in the building.
		expect(by.ok?.problems).toEqual([{ field: 'label', code: 'labelTaken' }]);
	});

	it('refuses a second entry whose label collides with an earlier one in the same paste', () => {
		const list = entries(
			readPaste('{"mcpServers": {"brave-search": {"command": "a"}, "bravesearch": {"command": "b"}}}', [])
		);
		expect(list[0]?.problems).toEqual([]);
		expect(list[1]?.problems).toEqual([{ field: 'label', code: 'labelTakenInPaste' }]);
	});
});

describe('helpers', () => {
	it('strips comments and trailing commas but not inside strings', () => {
		expect(JSON.parse(stripJsonc('{"a": "http://x//y", /* c */ "b": [1,2,], // end\n}'))).toEqual({
			a: 'http://x//y',
			b: [1, 2]
		});
		expect(JSON.parse(stripJsonc('{"a": "say \\"hi\\", // not a comment"}'))).toEqual({
			a: 'say "hi", // not a comment'
		});
	});

	it('derives labels from names', () => {
		expect(labelFromName('Brave-Search')).toBe('bravesearch');
		expect(labelFromName('my_server_2')).toBe('myserver2');
		expect(labelFromName('__')).toBe('');
	});
});

describe('writeMcpServers', () => {
	it('writes drafts back in a shape the reader reads the same', () => {
		const first = addable(readPaste(fixture('claude-code.mcp.json'), [])).map((e) => e.draft);
		const again = addable(readPaste(writeMcpServers(first), [])).map((e) => e.draft);
		expect(again).toEqual(first);
	});
});

describe('fieldName', () => {
	it('names a variable or header by its name, not its index', () => {
		const read = readPaste('{"mcpServers": {"a": {"command": "x", "env": {"TOKEN": "${input:t}"}}}}', []);
		const entry = entries(read)[0]!;
		expect(entry.problems).toEqual([{ field: 'env.0.value', code: 'variable' }]);
		expect(fieldName(entry.draft, 'env.0.value')).toEqual({ field: 'env TOKEN', part: 'value' });
		expect(fieldName(entry.draft, 'label')).toEqual({ field: 'label', part: null });
	});
});
