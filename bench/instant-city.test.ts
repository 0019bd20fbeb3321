import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SCHEMA_HASH, WIRE_V } from '../protocol/version';
import { startInstantCity } from './instant-city';

// The instant city speaks the current wire to both the app and the floor page.
describe('instant city', () => {
	let dir = '';
	let city: Awaited<ReturnType<typeof startInstantCity>>;
	beforeAll(async () => {
		dir = await mkdtemp(join(tmpdir(), 'instant-city-'));
		await writeFile(join(dir, '200.html'), '<!doctype html><title>app</title>');
		// The stack's floor, as its build lays itself out under the base path /kit-floor.
		await mkdir(join(dir, 'kit', '_app'), { recursive: true });
		await writeFile(join(dir, 'kit', 'mcp.html'), '<!doctype html><title>kit floor</title>');
		await writeFile(join(dir, 'kit', '_app', 'start.js'), 'export const kit = 1;');
		city = await startInstantCity(dir, 3, 2, join(dir, 'kit'));
	});
	afterAll(async () => {
		await city.close();
		await rm(dir, { recursive: true, force: true });
	});

	it('serves the floor page with the wire’s version, and its script', async () => {
		const page = await (await fetch(new URL('floor/mcp', city.url))).text();
		expect(page).toContain(`content="${WIRE_V} ${SCHEMA_HASH}"`);
		const script = await fetch(new URL('floor/mcp.js', city.url));
		expect(script.headers.get('content-type')).toContain('javascript');
		expect(await script.text()).toContain('building_view');
	});

	it('serves the stack’s floor under /kit-floor, and the app everywhere else', async () => {
		expect(await (await fetch(new URL('kit-floor/mcp', city.url))).text()).toContain('kit floor');
		expect(await (await fetch(new URL('kit-floor/_app/start.js', city.url))).text()).toContain('kit = 1');
		expect(await (await fetch(new URL('mcp', city.url))).text()).toContain('<title>app</title>');
		expect(await (await fetch(new URL('kit-floors/mcp', city.url))).text()).toContain('<title>app</title>');
	});

	it('answers building_view under the key building, and mcp_health, at once', async () => {
		const ws = new WebSocket(city.url.replace(/^http/, 'ws') + 'ws');
		const frames: Record<string, unknown>[] = [];
		const got = (n: number) =>
			new Promise<void>((resolve) => {
				const check = () => (frames.length >= n ? resolve() : setTimeout(check, 5));
				check();
			});
		ws.on('message', (d) => frames.push(JSON.parse(String(d)) as Record<string, unknown>));
		await new Promise((r) => ws.once('open', r));
		ws.send(JSON.stringify({ hello: { wire_v: WIRE_V, schema: SCHEMA_HASH, token: null } }));
		await got(1);
		expect(frames[0]).toHaveProperty('welcome');
		ws.send(JSON.stringify({ ask: { ask_id: 1, query: { building_view: { addr: 'local' } } } }));
		ws.send(JSON.stringify({ ask: { ask_id: 2, query: { mcp_health: { addr: 'local' } } } }));
		await got(3);
		ws.close();
		const answers = frames.slice(1).map((f) => (f as { answered: { outcome: { answer: object } } }).answered);
		const building = answers.find((a) => a.outcome.answer && 'building' in a.outcome.answer);
		const health = answers.find((a) => a.outcome.answer && 'mcp_health' in a.outcome.answer);
		expect((building?.outcome.answer as { building: { mcp: unknown[] } }).building.mcp).toHaveLength(3);
		expect((health?.outcome.answer as { mcp_health: { servers: unknown[] } }).mcp_health.servers).toHaveLength(3);
	});
});
