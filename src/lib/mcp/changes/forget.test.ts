import { describe, expect, it } from 'vitest';
import type { EndpointSummary } from '$protocol/schemas/endpoints';
import type { McpServer } from '$protocol/schemas/mcp';
import { keysOnlyUsedBy, referencesOf } from './forget';

const http = (label: string, ...values: string[]): McpServer => ({
	label,
	transport: { http: { url: 'https://x/mcp', headers: values.map((v, i) => [`H${i}`, v]) } }
});
const endpoint = (reference: string, header = 'plain') =>
	({
		tuning: { accounts: [{ id: 'work', reference, header: null }], headers: [{ name: 'X', value: header }] }
	}) as unknown as EndpointSummary;

describe('keysOnlyUsedBy', () => {
	it('offers only references no other server or endpoint uses', () => {
		const own = [
			http('a', 'secret:mcp/a', 'secret:mcp/shared', 'secret:mcp/ep', 'secret:mcp/eph', 'plain'),
			http('b', 'secret:mcp/shared')
		];
		expect(referencesOf(own[0]!)).toHaveLength(4);
		expect(keysOnlyUsedBy('a', own, [endpoint('secret:mcp/ep', 'secret:mcp/eph')])).toEqual(['secret:mcp/a']);
		expect(keysOnlyUsedBy('gone', own, [])).toEqual([]);
	});
});
