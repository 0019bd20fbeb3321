import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { McpHealthAnswer, McpServer } from '../../protocol/schemas';
import { reachOf, REAL_BROKER_URL } from '../domain/toolkit-broker';
import { FAKE_MCP_SERVERS, fakeToolName, startFakeBroker, type FakeBroker } from '../testing/fake-broker';
import { idem, startTestCity, type TestCity } from '../testing/harness';

let t: TestCity | null = null;
let broker: FakeBroker | null = null;
afterEach(async () => {
	await t?.stop();
	await broker?.close();
	t = broker = null;
});

const KEY = 'test-project-key';
const SERVER_ID = FAKE_MCP_SERVERS[0]!.id;

/** The by-id server exactly as the page writes it for the real broker (WIRE.md §11.9). */
const byId = (id: string, user?: string): McpServer => ({
	label: 'composio',
	transport: {
		http: {
			url: `https://backend.composio.dev/v3/mcp/${encodeURIComponent(id)}${user ? `?user_id=${encodeURIComponent(user)}` : ''}`,
			headers: [['x-api-key', 'secret:mcp/composio']]
		}
	}
});

describe('reachOf', () => {
	it('sends the real broker’s address to the broker the city was given, and leaves every other URL alone', () => {
		const given = 'http://127.0.0.1:4100/';
		expect(reachOf('https://backend.composio.dev/v3/mcp/abc?user_id=a%20b', given).href).toBe(
			'http://127.0.0.1:4100/v3/mcp/abc?user_id=a%20b'
		);
		expect(reachOf('https://example.com/v3/mcp/abc', given).href).toBe('https://example.com/v3/mcp/abc');
		expect(reachOf('https://backend.composio.dev/v3/mcp/abc', REAL_BROKER_URL).href).toBe(
			'https://backend.composio.dev/v3/mcp/abc'
		);
	});
});

describe('a by-id server against the fake broker', () => {
	async function configured(server: McpServer) {
		broker = await startFakeBroker({ key: KEY });
		t = await startTestCity({ brokerUrl: broker.url, brokerDeadlineMs: 500 });
		expect((await t.enroll({ realm: 'mcp', name: 'composio', value: KEY })).status).toBe(201);
		const c = await t.client();
		c.command({
			configure_building: {
				addr: t.city.building,
				mcp: [server],
				sandbox: null,
				desktop: null,
				context_second_threshold: null,
				idem: idem()
			}
		});
		await c.nextEvent('building_configured');
		const health = await c.answer<McpHealthAnswer>({ mcp_health: { addr: t.city.building } });
		return { c, row: health.servers.find((s) => s.label === 'composio')! };
	}

	it('is connected with its tools, reached with the stored key, its target the real broker’s address', async () => {
		const { c, row } = await configured(byId(SERVER_ID, 'local'));
		expect(row.transport).toBe('http');
		expect(row.target).toContain('https://backend.composio.dev/v3/mcp/');
		expect('connected' in row.state && row.state.connected.tools.map((x) => x.name)).toEqual([
			`composio_${fakeToolName('github')}`,
			`composio_${fakeToolName('linear')}`
		]);
		const asked = broker!.seen.filter((r) => r.path === `/v3/mcp/${SERVER_ID}`);
		expect(asked.length).toBeGreaterThan(0);
		expect(asked.every((r) => r.key === KEY && r.query.user_id === 'local')).toBe(true);
		expect(JSON.stringify(c.frames)).not.toContain(KEY);
	});

	it('fails with the broker’s answer for an id it does not know', async () => {
		const { row } = await configured(byId('no-such-server'));
		expect('failed' in row.state).toBe(true);
	});
});

describe('the fake broker’s MCP endpoint', () => {
	async function client(key: string, user: string) {
		broker = await startFakeBroker({
			key: KEY,
			accounts: [{ id: 'ca_1', user: 'local', slug: 'github', status: 'ACTIVE', alias: 'octo' }]
		});
		const url = new URL(`v3/mcp/${SERVER_ID}?user_id=${user}`, broker.url);
		const c = new Client({ name: 'test', version: '1' }, { capabilities: {} });
		await c.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers: { 'x-api-key': key } } }));
		return c;
	}

	it('answers a call only for a user whose account for that application is connected', async () => {
		const c = await client(KEY, 'local');
		const ok = await c.callTool({ name: fakeToolName('github'), arguments: { query: 'bugs' } });
		expect(ok.isError).toBeFalsy();
		expect(JSON.stringify(ok.content)).toContain('GitHub (octo)');
		const not = await c.callTool({ name: fakeToolName('linear'), arguments: { query: 'bugs' } });
		expect(not.isError).toBe(true);
		await c.close();
	});

	it('refuses a request without the project key', async () => {
		await expect(client('wrong', 'local')).rejects.toThrow(/401/);
	});
});
