import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DoorClient, postDoor } from '../city/testing/door-client';
import { DOOR_ROUTES } from '../protocol/door';
import { SCHEMA_HASH, WIRE_V } from '../protocol/version';
import { startInstantCity } from './instant-city';
import { pairKey } from './paired-browser';

type Frame = Record<string, unknown>;

/** A socket that says hello with `token`, then sends `asks`; resolves with the first `count` frames back. */
async function talk(url: string, token: string | null, asks: object[], count: number): Promise<Frame[]> {
	const ws = new WebSocket(url.replace(/^http/, 'ws') + 'ws');
	const frames: Frame[] = [];
	const closed = new Promise<void>((r) => ws.once('close', () => r()));
	ws.on('message', (d) => frames.push(JSON.parse(String(d)) as Frame));
	await new Promise((r) => ws.once('open', r));
	ws.send(JSON.stringify({ hello: { wire_v: WIRE_V, schema: SCHEMA_HASH, token } }));
	for (const ask of asks) ws.send(JSON.stringify({ ask }));
	await Promise.race([
		closed,
		new Promise<void>((resolve) => {
			const check = () => (frames.length >= count ? resolve() : setTimeout(check, 5));
			check();
		})
	]);
	ws.close();
	return frames;
}

// The instant city speaks the current wire to both the app and the floor page, behind the local city's door.
describe('instant city', () => {
	let dir = '';
	let city: Awaited<ReturnType<typeof startInstantCity>>;
	const origin = () => new URL(city.url).origin;
	beforeAll(async () => {
		dir = await mkdtemp(join(tmpdir(), 'instant-city-'));
		await writeFile(join(dir, '200.html'), '<!doctype html><title>app</title>');
		// The stack's floor, as its build lays itself out under the base path /kit-floor.
		await mkdir(join(dir, 'kit', '_app'), { recursive: true });
		await writeFile(join(dir, 'kit', 'mcp.html'), '<!doctype html><title>kit floor</title>');
		await writeFile(join(dir, 'kit', '_app', 'start.js'), 'export const kit = 1;');
		// The embed, as `npm run build:embed` writes it.
		await mkdir(join(dir, 'embed'));
		await writeFile(join(dir, 'embed', 'city-settings.js'), 'export const embed = 1;');
		city = await startInstantCity(dir, 3, 2, join(dir, 'kit'), null, join(dir, 'embed'));
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

	it('serves a plain page mounting the embed under /embed, beside the embed’s own files', async () => {
		const page = await (await fetch(new URL('embed/mcp', city.url))).text();
		expect(page).toContain('<script type="module" src="./mcp.js">');
		const script = await (await fetch(new URL('embed/mcp.js', city.url))).text();
		expect(script).toContain("from './city-settings.js'");
		expect(script).toContain("page: 'mcp'");
		expect(await (await fetch(new URL('embed/city-settings.js', city.url))).text()).toContain('embed = 1');
	});

	it('answers building_view under the key building, and mcp_health, at once, to a paired browser', async () => {
		const browser = await DoorClient.create();
		await browser.pair(origin(), { open: city.door.mintOpenCode() });
		const token = await browser.openSession(origin());
		const asks = [
			{ ask_id: 1, query: { building_view: { addr: 'local' } } },
			{ ask_id: 2, query: { mcp_health: { addr: 'local' } } }
		];
		const frames = await talk(city.url, token, asks, 3);
		expect(frames[0]).toHaveProperty('welcome');
		const answers = frames.slice(1).map((f) => (f as { answered: { outcome: { answer: object } } }).answered);
		const building = answers.find((a) => a.outcome.answer && 'building' in a.outcome.answer);
		const health = answers.find((a) => a.outcome.answer && 'mcp_health' in a.outcome.answer);
		expect((building?.outcome.answer as { building: { mcp: unknown[] } }).building.mcp).toHaveLength(3);
		expect((health?.outcome.answer as { mcp_health: { servers: unknown[] } }).mcp_health.servers).toHaveLength(3);
		expect(city.door.sessions).toBeGreaterThan(0);
	});

	it('refuses a hello without a live session token, and answers none of its asks', async () => {
		for (const token of [null, 'f'.repeat(64)]) {
			const frames = await talk(city.url, token, [{ ask_id: 1, query: { mcp_health: { addr: 'local' } } }], 2);
			expect(frames).toHaveLength(1);
			expect((frames[0] as { refusal: { code: string; subject: string } }).refusal).toMatchObject({
				code: 'E_CONFIG_INVALID',
				subject: "the greeting carries neither this city's key nor a live session token"
			});
		}
	});

	it('opens no session for a browser it never paired, nor for a page of another origin', async () => {
		const stranger = await DoorClient.create();
		stranger.device = 'aaaaaaaaaaaaaaaa';
		const reply = await postDoor(origin(), DOOR_ROUTES.session, await stranger.signedChallenge(origin()));
		expect(reply.status).toBe(403);
		const foreign = await postDoor(origin(), DOOR_ROUTES.challenge, undefined, { origin: 'http://evil.example' });
		expect(foreign.status).toBe(403);
	});

	it('pairs the benchmark’s key with an open code once, and its key then opens a session', async () => {
		const key = await pairKey(origin(), city.door.mintOpenCode(), 'bench test');
		expect(key.publicKey).toMatch(/^[0-9a-f]{64}$/);
		await expect(pairKey(origin(), 'f'.repeat(32), 'bench test')).rejects.toThrow(/403/);
		// The exported half signs as the browser's imported one will.
		const privateKey = await crypto.subtle.importKey(
			'pkcs8',
			Buffer.from(key.pkcs8, 'base64'),
			{ name: 'Ed25519' },
			false,
			['sign']
		);
		const challenge = await postDoor(origin(), DOOR_ROUTES.challenge);
		const { nonce } = JSON.parse(challenge.text) as { nonce: string };
		const message = new TextEncoder().encode(`sprawling local session v1\n${nonce}\n${origin()}`);
		const signature = Buffer.from(await crypto.subtle.sign({ name: 'Ed25519' }, privateKey, message)).toString('hex');
		const session = await postDoor(origin(), DOOR_ROUTES.session, { device: key.device, nonce, signature });
		expect(session.status).toBe(200);
	});

	it('sends a usage answer it was given, and `unavailable` without one', async () => {
		const withUsage = await startInstantCity(dir, 1, 1, null, { servers: [] });
		try {
			const browser = await DoorClient.create();
			const at = new URL(withUsage.url).origin;
			await browser.pair(at, { open: withUsage.door.mintOpenCode() });
			const ask = { ask_id: 7, query: { mcp_usage: { server: null } } };
			const [, answered] = await talk(withUsage.url, await browser.openSession(at), [ask], 2);
			expect(answered).toEqual({
				answered: { ask_id: 7, as_of: 1, outcome: { answer: { mcp_usage: { servers: [] } } } }
			});
		} finally {
			await withUsage.close();
		}
		const browser = await DoorClient.create();
		await browser.pair(origin(), { open: city.door.mintOpenCode() });
		const ask = { ask_id: 8, query: { mcp_usage: { server: null } } };
		const [, answered] = await talk(city.url, await browser.openSession(origin()), [ask], 2);
		expect(answered).toMatchObject({ answered: { outcome: { answer: { unavailable: { query: 'mcp_usage' } } } } });
	});
});
