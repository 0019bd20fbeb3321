import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { McpHealthAnswer, McpServer, McpServerHealth } from '../../protocol/schemas';
import { everythingEntry, everythingServer } from './seed';
import { configureCommand, freePort, idem, startTestCity, tempDir, type TestCity } from '../testing/harness';
import type { WireClient } from '../testing/wire-client';

const children: ChildProcess[] = [];
const servers: http.Server[] = [];
let dir: string;

/** server-everything in `mode` (sse | streamableHttp) on a free port, once it accepts connections. */
async function everythingOver(mode: 'sse' | 'streamableHttp'): Promise<number> {
	const port = await freePort();
	const child = spawn(process.execPath, [everythingEntry(), mode], {
		env: { ...process.env, PORT: String(port) },
		stdio: 'ignore'
	});
	children.push(child);
	for (let i = 0; i < 200; i++) {
		const ok = await new Promise<boolean>((r) =>
			net
				.connect(port, '127.0.0.1')
				.once('connect', function (this: net.Socket) {
					this.destroy();
					r(true);
				})
				.once('error', () => r(false))
		);
		if (ok) return port;
		await new Promise((r) => setTimeout(r, 50));
	}
	throw new Error(`server-everything ${mode} did not start`);
}

/** An HTTP server answering every request with `handler`; `null` means never answer. */
async function httpServer(
	handler: ((req: http.IncomingMessage, res: http.ServerResponse) => void) | null
): Promise<number> {
	const s = http.createServer((req, res) => handler?.(req, res));
	await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
	servers.push(s);
	return (s.address() as net.AddressInfo).port;
}

beforeAll(async () => {
	dir = await tempDir('city-mcp-');
});
afterAll(async () => {
	for (const c of children) c.kill('SIGKILL');
	for (const s of servers) {
		s.closeAllConnections();
		await new Promise((r) => s.close(r));
	}
	await fs.promises.rm(dir, { recursive: true, force: true });
});

async function health(t: TestCity, c: WireClient, mcp: McpServer[]): Promise<McpServerHealth[]> {
	c.command(configureCommand(t.city.building, mcp));
	await c.nextEvent('building_configured');
	const a = await c.answer<McpHealthAnswer>({ mcp_health: { addr: t.city.building } });
	expect(a.servers.map((s) => s.label)).toEqual(mcp.map((s) => s.label));
	return a.servers;
}

const connected = (s: McpServerHealth) => {
	if (!('connected' in s.state)) throw new Error(`${s.label} is not connected: ${JSON.stringify(s.state)}`);
	return s.state.connected;
};
const refusal = (s: McpServerHealth) => {
	if (!('failed' in s.state)) throw new Error(`${s.label} did not fail: ${JSON.stringify(s.state)}`);
	return s.state.failed.refusal;
};

describe('mcp_health against real servers', () => {
	let t: TestCity;
	beforeAll(async () => {
		t = await startTestCity({ seed: true, mcpDeadlineMs: 20_000 });
	});
	afterAll(async () => {
		await t.stop();
	});

	it('connects to server-everything over stdio (the first-run seed), SSE and streamable HTTP', async () => {
		const [ssePort, httpPort] = await Promise.all([everythingOver('sse'), everythingOver('streamableHttp')]);
		const c = await t.client();
		const seeded = await c.answer<McpHealthAnswer>({ mcp_health: { addr: 'local/lab' } });
		expect(seeded.servers.map((s) => s.label)).toEqual(['everything']);
		const rows = await health(t, c, [
			{ label: 'viasse', transport: { sse: { url: `http://127.0.0.1:${ssePort}/sse`, headers: [] } } },
			everythingServer('stdio1'),
			{
				label: 'viahttp',
				transport: { http: { url: `http://127.0.0.1:${httpPort}/mcp`, headers: [['X-Tenant', 'a:b']] } }
			}
		]);
		for (const row of [seeded.servers[0]!, ...rows]) {
			const ok = connected(row);
			expect(ok.protocol_version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
			expect(ok.server).toContain('everything');
			expect(ok.tools.length).toBeGreaterThan(3);
			const echo = ok.tools.find((x) => x.remote === 'echo')!;
			expect(echo.name).toBe(`${row.label}_echo`);
			expect(echo.disclosure.length).toBeGreaterThan(0);
			// Keys sorted at every depth (WIRE.md §1).
			const keys = JSON.stringify(echo.input_schema).match(/"[^"]+":/g)!;
			expect(Object.keys(echo.input_schema)).toEqual([...Object.keys(echo.input_schema)].sort());
			expect(keys.length).toBeGreaterThan(0);
		}
		expect(rows[1]!.target).toBe(`${process.execPath} ${everythingEntry()} stdio`);
		expect(rows[0]!.transport).toBe('sse');
	});
});

describe('mcp_health failures', () => {
	let t: TestCity;
	beforeAll(async () => {
		t = await startTestCity({ mcpDeadlineMs: 1500, env: { CITY_SECRET_MCP_TOKEN: 'tok-very-secret' } });
	});
	afterAll(async () => {
		await t.stop();
	});

	it('reports a missing command, an early exit, 401, refusal and silence, each on its own', async () => {
		const unauthorized = await httpServer((_req, res) =>
			res.writeHead(401, { 'www-authenticate': 'Bearer' }).end('no')
		);
		const silent = await httpServer(null);
		const html = await httpServer((_req, res) =>
			res.writeHead(200, { 'content-type': 'text/html' }).end('<html>hi</html>')
		);
		const closed = await freePort();
		const c = await t.client();
		const rows = await health(t, c, [
			{ label: 'missing', transport: { stdio: { command: 'no-such-command-for-city-tests', args: [], env: [] } } },
			{
				label: 'boom',
				transport: {
					stdio: {
						command: process.execPath,
						args: ['-e', "console.error('boom: ' + process.env.TOKEN); process.exit(3)"],
						env: [['TOKEN', 'secret:mcp/token']]
					}
				}
			},
			{
				label: 'locked',
				transport: {
					http: { url: `http://127.0.0.1:${unauthorized}/mcp`, headers: [['Authorization', 'secret:mcp/token']] }
				}
			},
			{ label: 'lockedsse', transport: { sse: { url: `http://127.0.0.1:${unauthorized}/sse`, headers: [] } } },
			{ label: 'silenthttp', transport: { http: { url: `http://127.0.0.1:${silent}/mcp`, headers: [] } } },
			{ label: 'silentsse', transport: { sse: { url: `http://127.0.0.1:${silent}/sse`, headers: [] } } },
			{
				label: 'silentstdio',
				transport: { stdio: { command: process.execPath, args: ['-e', 'setInterval(() => {}, 1000)'], env: [] } }
			},
			{
				label: 'flood',
				transport: {
					stdio: {
						command: process.execPath,
						args: ['-e', "for(;;) process.stdout.write('not json\\n'.repeat(1000))"],
						env: []
					}
				}
			},
			{ label: 'notmcp', transport: { http: { url: `http://127.0.0.1:${html}/`, headers: [] } } },
			{ label: 'refused', transport: { http: { url: `http://127.0.0.1:${closed}/mcp`, headers: [] } } },
			{
				label: 'nokey',
				transport: { stdio: { command: process.execPath, args: ['-e', ''], env: [['K', 'secret:mcp/absent']] } }
			}
		]);
		const [missing, boom, locked, lockedsse, silenthttp, silentsse, silentstdio, flood, notmcp, refused, nokey] =
			rows as [McpServerHealth, ...McpServerHealth[]];
		expect(refusal(missing)).toMatchObject({
			code: 'E_TOOL_UNAVAILABLE',
			subject: 'command not found: no-such-command-for-city-tests'
		});
		expect(refusal(boom!).subject).toMatch(/exited with code 3.*boom: \[secret\]/);
		expect('authenticating' in locked!.state && locked!.state.authenticating.recovery).toContain('secret:mcp/token');
		expect('authenticating' in lockedsse!.state).toBe(true);
		for (const row of [silenthttp!, silentsse!, silentstdio!]) {
			expect(refusal(row)).toMatchObject({
				code: 'E_TIMEOUT',
				subject: expect.stringContaining('timed out after 1500 ms')
			});
		}
		expect(refusal(flood!).subject).toContain('not MCP');
		expect(refusal(notmcp!).subject).toContain('not MCP');
		expect(refusal(refused!)).toMatchObject({
			subject: expect.stringContaining(`connection refused: nothing listens on 127.0.0.1:${closed}`),
			recovery: expect.stringContaining('a retry may help once the server is up'),
			retry: 'yes'
		});
		expect(refusal(nokey!)).toMatchObject({
			code: 'E_CREDENTIAL_MISSING',
			subject: expect.stringContaining('secret:mcp/absent')
		});
		for (const row of rows) if ('failed' in row.state) expect(row.state.failed.refusal.recovery).toMatch(/\w+ \w+/);
		expect(JSON.stringify(c.frames)).not.toContain('tok-very-secret');
	});

	it('kills what it started when the asker disconnects mid-ask', async () => {
		const pidFile = path.join(dir, 'pid');
		const c = await t.client();
		c.command({
			configure_building: {
				addr: t.city.building,
				mcp: [
					{
						label: 'slow',
						transport: {
							stdio: {
								command: process.execPath,
								args: [
									'-e',
									`require('fs').writeFileSync(${JSON.stringify(pidFile)}, String(process.pid)); setInterval(() => {}, 1000)`
								],
								env: []
							}
						}
					}
				],
				sandbox: null,
				desktop: null,
				context_second_threshold: null,
				idem: idem()
			}
		});
		await c.nextEvent('building_configured');
		void c.ask({ mcp_health: { addr: t.city.building } }).catch(() => undefined);
		for (let i = 0; i < 100 && !fs.existsSync(pidFile); i++) await new Promise((r) => setTimeout(r, 20));
		const pid = Number(fs.readFileSync(pidFile, 'utf8'));
		c.ws.terminate();
		const alive = () => {
			try {
				process.kill(pid, 0);
				return true;
			} catch {
				return false;
			}
		};
		for (let i = 0; i < 100 && alive(); i++) await new Promise((r) => setTimeout(r, 20));
		expect(alive()).toBe(false);
	});
});
