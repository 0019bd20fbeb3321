import { describe, expect, it } from 'vitest';
import type { McpServer, McpState } from '$protocol/schemas/mcp';
import { keysUndoLeavesOut, keysWanted } from './keys-wanted';

const stdio = (label: string, ...values: string[]): McpServer => ({
	label,
	transport: { stdio: { command: 'npx', args: [], env: values.map((v, i) => [`K${i}`, v]) } }
});
const failed = (code: string, subject: string, recovery: string): McpState => ({
	failed: { refusal: { code, action: 'check an MCP server', subject, recovery, nearby: [], retry: 'no' } }
});

describe('keysWanted', () => {
	const server = stdio('docs', 'secret:mcp/docs', 'secret:mcp/docs-extra', 'plain');

	it('offers the key a failed server’s missing-credential refusal names, as a whole token', () => {
		const state = failed(
			'E_CREDENTIAL_MISSING',
			'secret:mcp/docs is not in the vault',
			'store the key for secret:mcp/docs (or fix its environment variable), then check this server again'
		);
		expect(keysWanted(state, server)).toEqual(['secret:mcp/docs']);
	});

	it('offers every reference of the server when the refusal names none', () => {
		const state = failed('E_CREDENTIAL_MISSING', 'a key is missing', 'store it, then check again');
		expect(keysWanted(state, server)).toEqual(['secret:mcp/docs', 'secret:mcp/docs-extra']);
	});

	it('offers nothing for another failure, an unknown server, or a connected one', () => {
		expect(keysWanted(failed('E_CONFIG_INVALID', 'secret:mcp/docs', 'fix docs'), server)).toEqual([]);
		expect(keysWanted(failed('E_CREDENTIAL_MISSING', 'secret:mcp/docs', ''), undefined)).toEqual([]);
		expect(keysWanted({ connected: { protocol_version: '1', server: 'd', tools: [] } }, server)).toEqual([]);
		expect(keysWanted(null, server)).toEqual([]);
	});

	it('offers the reference an authenticating server asks a fresh key under', () => {
		const state: McpState = { authenticating: { recovery: 'store a fresh token under secret:mcp/linear, then retry' } };
		expect(keysWanted(state, undefined)).toEqual(['secret:mcp/linear']);
		expect(keysWanted({ authenticating: { recovery: 'sign in again' } }, server)).toEqual([]);
	});
});

describe('keysUndoLeavesOut', () => {
	it('names the servers an undo puts back whose keys were deleted, and those keys', () => {
		const list = [stdio('docs', 'secret:mcp/docs', 'secret:mcp/kept'), stdio('time'), stdio('b', 'secret:mcp/b')];
		expect(keysUndoLeavesOut(list, ['secret:mcp/docs'])).toEqual({ labels: ['docs'], refs: ['secret:mcp/docs'] });
		expect(keysUndoLeavesOut(list, [])).toEqual({ labels: [], refs: [] });
	});
});
