import { describe, expect, it } from 'vitest';
import type { McpServer } from '../../protocol/schemas';
import { describeMcpError, type McpFailure } from './mcp-errors';
import { targetOf } from '../../protocol/mcp-target';

const server: McpServer = { label: 'web', transport: { http: { url: 'http://localhost:4999/mcp', headers: [] } } };
const failure = (error: unknown): McpFailure => ({
	server,
	target: targetOf(server),
	phase: 'initialize',
	error,
	deadlineMs: 1000,
	exit: null,
	stderr: '',
	badOutput: 0,
	flooded: false
});

describe('describeMcpError', () => {
	it('names a refused connection as the endpoint probe does, even behind "fetch failed" and an AggregateError', () => {
		const refused = Object.assign(new Error('connect ECONNREFUSED ::1:4999'), { code: 'ECONNREFUSED' });
		const wrapped = new TypeError('fetch failed', { cause: new AggregateError([refused], '') });
		const out = describeMcpError(failure(wrapped));
		expect(out).toMatchObject({
			refusal: {
				subject: 'http://localhost:4999/mcp: connection refused: nothing listens on localhost:4999',
				retry: 'yes',
				recovery: expect.stringContaining('a retry may help once the server is up')
			}
		});
	});

	const blocked: McpServer = { label: 'web', transport: { http: { url: 'http://127.0.0.1:9/mcp', headers: [] } } };
	it('says a blocked port (9, the discard port) was never tried, not that the answer was not MCP', () => {
		const out = describeMcpError({
			...failure(new TypeError('fetch failed', { cause: new Error('bad port') })),
			server: blocked,
			target: targetOf(blocked)
		});
		expect(out).toMatchObject({
			refusal: {
				subject: expect.stringContaining('never connects to port 9'),
				retry: 'no',
				recovery: expect.stringContaining('serve web on another port')
			}
		});
		expect(JSON.stringify(out)).not.toContain('not MCP');
	});

	it('reads the blocked port from the error Node’s own fetch throws', async () => {
		const error = await fetch('http://127.0.0.1:9/mcp').then(
			() => null,
			(e: unknown) => e
		);
		const out = describeMcpError({ ...failure(error), server: blocked, target: targetOf(blocked) });
		expect(out).toMatchObject({ refusal: { subject: expect.stringContaining('never connects to port 9 ') } });
	});

	it('quotes arguments with spaces in a stdio target as a shell needs them', () => {
		const stdio: McpServer = {
			label: 'files',
			transport: { stdio: { command: 'npx', args: ['-y', 'my dir', "it's"], env: [] } }
		};
		expect(targetOf(stdio)).toBe(`npx -y 'my dir' 'it'\\''s'`);
	});
});
