import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ENROLMENT } from '../door/texts';
import { isLoopbackPeer } from './loopback';
import { startTestCity, tempDir, type TestCity } from '../testing/harness';
import { WireClient, wsUrlOf } from '../testing/wire-client';

let t: TestCity | null = null;
const dirs: string[] = [];
afterEach(async () => {
	await t?.stop();
	t = null;
	for (const d of dirs.splice(0)) await fs.promises.rm(d, { recursive: true, force: true });
});

/** A GET with a raw, unnormalised path. */
function rawGet(
	origin: string,
	rawPath: string
): Promise<{ status: number; type: string; body: string; csp: string | null }> {
	return new Promise((resolve, reject) => {
		http
			.get(origin + rawPath, (res) => {
				let body = '';
				res.on('data', (c: Buffer) => (body += c.toString()));
				const csp = (res.headers['content-security-policy'] as string | undefined) ?? null;
				res.on('end', () =>
					resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body, csp })
				);
			})
			.on('error', reject);
	});
}

describe('origin checks', () => {
	it('refuses a WebSocket from a foreign Origin and accepts its own and allowed ones', async () => {
		t = await startTestCity({ allowOrigins: ['http://localhost:5173'] });
		const url = wsUrlOf(t.city.origin);
		const token = t.city.cityKey;
		await expect(WireClient.connect(url, { origin: 'http://evil.example', token })).rejects.toThrow(/403/);
		await expect(WireClient.connect(url, { origin: `http://localhost:${t.city.port + 1}`, token })).rejects.toThrow(
			/403/
		);
		for (const origin of [t.city.origin, `http://localhost:${t.city.port}`, 'http://localhost:5173']) {
			const c = await WireClient.connect(url, { origin, token });
			expect(c.welcome?.city).toBe('local');
			await c.close();
		}
	});

	it('answers no preflight, so no other page reaches /enroll; an allowed origin’s own requests still do', async () => {
		t = await startTestCity({ allowOrigins: ['http://localhost:5173'] });
		const preflight = await fetch(`${t.city.origin}/enroll`, {
			method: 'OPTIONS',
			headers: {
				origin: 'http://localhost:5173',
				'access-control-request-method': 'POST',
				'access-control-request-headers': 'content-type'
			}
		});
		expect(preflight.status).toBe(403);
		expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
		// Through the dev server's proxy the page's request is same-origin, and its Host is the dev server's.
		const proxied = await new Promise<{ status: number; body: string }>((resolve, reject) => {
			const req = http.request(
				`${t!.city.origin}/enroll`,
				{
					method: 'POST',
					headers: {
						host: 'localhost:5173',
						origin: 'http://localhost:5173',
						'sec-fetch-site': 'same-origin',
						authorization: `Bearer ${t!.city.cityKey}`,
						'content-type': 'application/json'
					}
				},
				(res) => {
					let body = '';
					res.on('data', (c: Buffer) => (body += c.toString()));
					res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
				}
			);
			req.on('error', reject);
			req.end(JSON.stringify({ realm: 'providers', name: 'proxied', value: 'sk-proxied' }));
		});
		expect(proxied).toEqual({ status: 201, body: 'secret:providers/proxied' });
		expect((await t.enroll({ realm: 'p', name: 'n', value: 'v' }, { 'sec-fetch-site': 'cross-site' })).status).toBe(
			403
		);
	});

	it('knows which peers are on this machine', () => {
		for (const a of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopbackPeer(a)).toBe(true);
		for (const a of ['10.0.0.2', '192.168.1.4', '::ffff:10.0.0.1', 'fe80::1', '', undefined])
			expect(isLoopbackPeer(a)).toBe(false);
	});

	const lan = Object.values(os.networkInterfaces())
		.flat()
		.find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
	it.skipIf(!lan)('refuses /enroll from a non-loopback peer even with the city key', async () => {
		t = await startTestCity({ host: '0.0.0.0', token: 'tok' });
		const res = await fetch(`http://${lan}:${t.city.port}/enroll`, {
			method: 'POST',
			headers: { authorization: 'Bearer tok' },
			body: JSON.stringify({ realm: 'p', name: 'n', value: 'v' })
		});
		expect(res.status).toBe(403);
		expect(await res.text()).toBe(ENROLMENT.notLoopback);
		const local = await fetch(`${t.city.origin}/enroll`, {
			method: 'POST',
			headers: { authorization: 'Bearer tok' },
			body: JSON.stringify({ realm: 'p', name: 'n', value: 'v' })
		});
		expect(local.status).toBe(201);
		// The socket needs a credential too.
		await expect(t.client({ token: null })).rejects.toThrow(/hello refused/);
		expect((await t.client({ token: 'tok' })).welcome).toBeTruthy();
	});
});

describe('static app', () => {
	async function app(): Promise<string> {
		const dir = await tempDir('city-app-');
		dirs.push(dir);
		fs.mkdirSync(path.join(dir, '_app/immutable'), { recursive: true });
		fs.writeFileSync(path.join(dir, 'index.html'), '<html>app</html>');
		fs.writeFileSync(path.join(dir, '200.html'), '<html>fallback</html>');
		fs.writeFileSync(path.join(dir, 'mcp.html'), '<html>mcp</html>');
		fs.writeFileSync(path.join(dir, '_app/immutable/a.js'), 'export {}');
		return dir;
	}

	it('serves the app under its base: a route’s own page, else the SPA fallback, 404 for missing files with an extension', async () => {
		t = await startTestCity({ app: await app(), base: '/settings/ai' });
		const o = t.city.origin;
		expect(t.city.url).toBe(`${o}/settings/ai/`);
		expect(await rawGet(o, '/settings/ai/')).toMatchObject({
			status: 200,
			body: '<html>app</html>',
			type: expect.stringContaining('text/html')
		});
		expect(await rawGet(o, '/settings/ai/mcp')).toMatchObject({ status: 200, body: '<html>mcp</html>' });
		expect(await rawGet(o, '/settings/ai/mcp/servers')).toMatchObject({ status: 200, body: '<html>fallback</html>' });
		expect((await rawGet(o, '/settings/ai/config.json')).status).toBe(404);
		expect(await rawGet(o, '/settings/ai/_app/immutable/a.js')).toMatchObject({
			status: 200,
			type: expect.stringContaining('javascript')
		});
		expect((await rawGet(o, '/settings/ai')).status).toBe(308);
		expect((await rawGet(o, '/elsewhere')).status).toBe(404);
		expect((await rawGet(o, '/settings/ai/%2e%2e/%2e%2e/etc/passwd')).status).toBe(404);
		expect((await rawGet(o, '/settings/ai/..%2f..%2fetc%2fpasswd')).status).not.toBe(200);
		for (const p of ['/ws', '/settings/ai/ws']) {
			const c = await WireClient.connect(`${o.replace('http', 'ws')}${p}`, { token: t.city.cityKey });
			await c.close();
		}
		const enrolled = await fetch(`${o}/settings/ai/enroll`, {
			method: 'POST',
			headers: { authorization: `Bearer ${t.city.cityKey}` },
			body: JSON.stringify({ realm: 'p', name: 'n', value: 'v' })
		});
		expect(enrolled.status).toBe(201);
	});

	it('lets only its own and the allowed origins show its pages in a frame', async () => {
		t = await startTestCity({ app: await app(), allowOrigins: ['https://dash.example'] });
		const o = t.city.origin;
		const page = await rawGet(o, '/mcp');
		expect(page.csp).toMatch(/^frame-ancestors 'self' /);
		const sources = page.csp!.split(' ').slice(2);
		expect(sources).toEqual(expect.arrayContaining(['https://dash.example', o, `http://localhost:${t.city.port}`]));
		expect(sources.every((s) => /^https?:\/\/[^ *]+$/.test(s))).toBe(true);
		expect((await rawGet(o, '/no/such/route')).csp).toBe(page.csp);
		expect((await rawGet(o, '/_app/immutable/a.js')).csp).toBeNull();
	});

	it('serves at the root without a base, and nothing when there is no app', async () => {
		t = await startTestCity({ app: await app() });
		expect((await rawGet(t.city.origin, '/')).body).toBe('<html>app</html>');
		expect((await rawGet(t.city.origin, '/endpoints')).body).toBe('<html>fallback</html>');
		expect((await rawGet(t.city.origin, '/mcp/')).body).toBe('<html>mcp</html>');
		expect((await rawGet(t.city.origin, '/config.json')).status).toBe(404);
		await t.stop();
		t = await startTestCity({ app: null });
		expect((await rawGet(t.city.origin, '/')).status).toBe(404);
	});
});
