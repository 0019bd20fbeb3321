import { describe, expect, it } from 'vitest';
import type { McpServer } from '$protocol/schemas/mcp';
import { exportServers } from './export';
import { addable, readPaste } from './paste-reader';
import { draftToServer } from './server-draft-checks';

const list: McpServer[] = [
	{
		label: 'files',
		transport: { stdio: { command: 'npx', args: ['-y', 'server files', '/tmp'], env: [['ROOT', '/srv']] } }
	},
	{
		label: 'github',
		transport: { http: { url: 'https://api.example/mcp', headers: [['Authorization', 'secret:mcp/github-auth']] } }
	},
	{ label: 'events', transport: { sse: { url: 'https://events.example/stream', headers: [] } } }
];

describe('exportServers', () => {
	it('writes the own list so that the paste box reads back the same servers', () => {
		const { text, withheld } = exportServers(list);
		expect(withheld).toEqual([]);
		expect(Object.keys(JSON.parse(text).mcpServers)).toEqual(['files', 'github', 'events']);
		const back = addable(readPaste(text, [])).map((e) => draftToServer(e.draft));
		expect(back).toEqual(list);
	});

	it('never carries a credential kept as plain text: a placeholder the paste box refuses', () => {
		const leaky: McpServer = {
			label: 'leaky',
			transport: { stdio: { command: 'x', args: [], env: [['GITHUB_TOKEN', 'ghp_plainvalue123']] } }
		};
		const { text, withheld } = exportServers([leaky]);
		expect(text).not.toContain('ghp_plainvalue123');
		expect(withheld).toEqual(['leaky GITHUB_TOKEN']);
		const read = readPaste(text, []);
		expect(read.kind === 'read' && read.entries[0]?.problems).toEqual([{ field: 'env.0.value', code: 'variable' }]);
	});
});
