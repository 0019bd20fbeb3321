import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DOOR_ROUTES } from '../../protocol/door';
import { rawRequest, startTestCity, tempDir, type TestCity } from '../testing/harness';
import { bearerOf } from './gate';
import { GATE } from './texts';

let t: TestCity | null = null;
afterEach(async () => {
	await t?.stop();
	t = null;
});

const ROUTES = [DOOR_ROUTES.pair, DOOR_ROUTES.challenge, DOOR_ROUTES.session, '/enroll', '/ws'];
const upgrade = {
	connection: 'Upgrade',
	upgrade: 'websocket',
	'sec-websocket-version': '13',
	'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ=='
};

/** A POST to a route (a GET asking to upgrade, for /ws) with these headers. */
function knock(route: string, headers: Record<string, string>, opts: { method?: string; noHost?: boolean } = {}) {
	const ws = route === '/ws';
	return rawRequest(t!.city.origin, route, {
		method: opts.method ?? (ws ? 'GET' : 'POST'),
		headers: ws ? { ...upgrade, ...headers } : headers,
		noHost: opts.noHost
	});
}

describe('the gate before every door route, /ws and /enroll', () => {
	it('refuses a Host that is not one of the listener’s names, and none at all', async () => {
		t = await startTestCity({ allowOrigins: ['http://localhost:5173'] });
		const port = t.city.port;
		for (const route of ROUTES) {
			for (const host of [
				'evil.example',
				`evil.example:${port}`,
				`127.0.0.1:${port + 1}`,
				`attacker.localhost:${port}`
			]) {
				const r = await knock(route, { host, origin: t.city.origin });
				expect([route, host, r.status, r.body]).toEqual([route, host, 403, GATE.foreign]);
				expect(r.headers['content-type']).toMatch(/^text\/plain/);
			}
			// (Node's server already answers an HTTP/1.1 request without a Host with 400)
			expect([400, 403]).toContain((await knock(route, { origin: t.city.origin }, { noHost: true })).status);
		}
		// Every loopback spelling of its own port, any case, and the dev server's host passed on by its proxy.
		for (const host of [`127.0.0.1:${port}`, `LOCALHOST:${port}`, `[::1]:${port}`, 'localhost:5173']) {
			const r = await knock(DOOR_ROUTES.challenge, { host, origin: t.city.origin });
			expect([host, r.status]).toEqual([host, 200]);
		}
	});

	it('refuses a foreign Origin and a cross-site Sec-Fetch-Site; an allowed origin is same-origin only when its browser says so', async () => {
		t = await startTestCity({ allowOrigins: ['http://localhost:5173'] });
		for (const route of ROUTES) {
			const foreign: Record<string, string>[] = [
				{ origin: 'http://evil.example' },
				{ origin: `http://localhost:${t.city.port + 1}` },
				{ origin: 'null' },
				{ origin: t.city.origin, 'sec-fetch-site': 'same-site' },
				{ origin: t.city.origin, 'sec-fetch-site': 'cross-site' },
				{ origin: 'http://localhost:5173', 'sec-fetch-site': 'cross-site' },
				{ 'sec-fetch-site': 'none' }
			];
			for (const headers of foreign) {
				const r = await knock(route, headers);
				expect([route, headers, r.status, r.body]).toEqual([route, headers, 403, GATE.foreign]);
			}
		}
		for (const origin of [t.city.origin, 'http://localhost:5173', t.city.origin.toUpperCase()]) {
			const r = await knock(DOOR_ROUTES.challenge, { origin, 'sec-fetch-site': 'SAME-ORIGIN' });
			expect([origin, r.status]).toEqual([origin, 200]);
		}
	});

	it('refuses every OPTIONS, so no preflight succeeds', async () => {
		t = await startTestCity({ allowOrigins: ['http://localhost:5173'] });
		for (const route of ROUTES.filter((r) => r !== '/ws')) {
			for (const origin of [t.city.origin, 'http://localhost:5173']) {
				const r = await knock(route, { origin, 'access-control-request-method': 'POST' }, { method: 'OPTIONS' });
				expect([route, r.status, r.body]).toEqual([route, 403, GATE.preflight]);
				expect(r.headers['access-control-allow-origin']).toBeUndefined();
			}
		}
	});

	it('turns a program without an Origin away from the pairing routes only', async () => {
		t = await startTestCity();
		for (const route of [DOOR_ROUTES.pair, DOOR_ROUTES.challenge, DOOR_ROUTES.session]) {
			expect(await knock(route, {})).toMatchObject({ status: 403, body: GATE.native });
		}
		// /enroll and /ws let a program in to present the city's key.
		const enrol = await rawRequest(t.city.origin, '/enroll', {
			method: 'POST',
			headers: { authorization: `Bearer ${t.city.cityKey}`, 'content-type': 'application/json' },
			body: JSON.stringify({ realm: 'p', name: 'n', value: 'v' })
		});
		expect(enrol.status).toBe(201);
		await expect(t.client()).resolves.toBeTruthy();
	});

	it('leaves the app’s own files to anyone who names the city’s host, and has no pairing routes without a door', async () => {
		const app = await tempDir('city-app-');
		fs.writeFileSync(path.join(app, 'index.html'), '<html>app</html>');
		t = await startTestCity({ app, door: false });
		expect(await rawRequest(t.city.origin, '/', { headers: { origin: 'http://evil.example' } })).toMatchObject({
			status: 200,
			body: '<html>app</html>'
		});
		for (const route of [DOOR_ROUTES.pair, DOOR_ROUTES.challenge, DOOR_ROUTES.session])
			expect((await knock(route, { origin: t.city.origin })).status).toBe(404);
		fs.rmSync(app, { recursive: true, force: true });
	});
});

describe('bearerOf', () => {
	it('reads the scheme in any case, trims the credential and refuses an empty one', () => {
		expect(bearerOf('Bearer abc')).toBe('abc');
		expect(bearerOf('bEaReR   abc  ')).toBe('abc');
		for (const h of [undefined, '', 'Bearer', 'Bearer ', 'Basic abc', 'abc', 'Bearerabc'])
			expect(bearerOf(h)).toBeNull();
	});
});
