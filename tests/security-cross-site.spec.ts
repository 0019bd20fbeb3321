import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import WebSocket from 'ws';
import { SCHEMA_HASH, WIRE_V } from '../protocol/version';
import { expect, test } from './fixtures';

// Issue #9, cross-site use: a page on another origin (here http://localhost:<other port>, while the
// city is http://127.0.0.1:<port>) must not open the city's socket or store a key through /enroll.

/** A second loopback origin serving one blank page, as a hostile site would. */
async function otherSite(): Promise<{ origin: string; close(): Promise<void> }> {
	const server: Server = createServer((_req, res) => {
		res
			.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
			.end('<!doctype html><title>elsewhere</title><p>another site</p>');
	});
	await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
	const { port } = server.address() as AddressInfo;
	return { origin: `http://localhost:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}

function vaultText(root: string): string {
	const file = join(root, 'vault.json');
	return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

test.describe('a page on another origin', () => {
	let site: Awaited<ReturnType<typeof otherSite>>;
	test.beforeEach(async () => {
		site = await otherSite();
	});
	test.afterEach(async () => {
		await site.close();
	});

	test('cannot open the city’s WebSocket', async ({ page, city }) => {
		await page.goto(site.origin + '/');
		const wsUrl = city.origin.replace(/^http/, 'ws') + '/ws';
		const result = await page.evaluate(
			({ url, hello }) =>
				new Promise<{ opened: boolean; frames: string[]; closed: boolean }>((resolve) => {
					const frames: string[] = [];
					let opened = false;
					const ws = new WebSocket(url);
					ws.onopen = () => {
						opened = true;
						ws.send(JSON.stringify(hello));
					};
					ws.onmessage = (e) => frames.push(String(e.data));
					ws.onclose = () => resolve({ opened, frames, closed: true });
					setTimeout(() => resolve({ opened, frames, closed: false }), 5000);
				}),
			{ url: wsUrl, hello: { hello: { wire_v: WIRE_V, schema: SCHEMA_HASH, token: null } } }
		);
		expect(result).toEqual({ opened: false, frames: [], closed: true });
	});

	test('cannot store a key through /enroll, by fetch or by a form', async ({ page, city, secrets }) => {
		const value = 'sk-cross-site-' + Math.random().toString(36).slice(2);
		secrets.remember(value);
		await page.goto(site.origin + '/');
		const body = JSON.stringify({ realm: 'providers', name: 'evil', value });
		const outcomes = await page.evaluate(
			async ({ url, body }) => {
				const tries: Record<string, string> = {};
				// A CORS request (preflighted): the city grants no CORS, so the browser never sends it.
				try {
					const r = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
					tries.cors = `read ${r.status}: ${await r.text()}`;
				} catch (e) {
					tries.cors = `blocked: ${(e as Error).name}`;
				}
				// A "simple" request is sent without a preflight; the city must refuse it by its Origin.
				try {
					const r = await fetch(url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body });
					tries.simple = `read ${r.status}: ${await r.text()}`;
				} catch (e) {
					tries.simple = `blocked: ${(e as Error).name}`;
				}
				try {
					const r = await fetch(url, {
						method: 'POST',
						mode: 'no-cors',
						headers: { 'content-type': 'text/plain' },
						body
					});
					tries.noCors = `opaque ${r.type}`;
				} catch (e) {
					tries.noCors = `blocked: ${(e as Error).name}`;
				}
				return tries;
			},
			{ url: city.origin + '/enroll', body }
		);
		// Nothing the city said is readable from the other origin.
		expect(outcomes.cors).toMatch(/^blocked/);
		expect(outcomes.simple).toMatch(/^blocked/);
		expect(outcomes.noCors).toBe('opaque opaque');

		// A form posting text/plain can spell a JSON body; it carries an Origin and must be refused too.
		const formResponse = page.waitForResponse((r) => r.url().startsWith(city.origin + '/enroll'));
		await page.evaluate(
			({ url, value }) => {
				const form = document.createElement('form');
				form.method = 'POST';
				form.action = url;
				form.enctype = 'text/plain';
				const input = document.createElement('input');
				input.name = `{"realm":"providers","name":"evilform","value":"${value}","x":"`;
				input.value = '"}';
				form.append(input);
				document.body.append(form);
				form.submit();
			},
			{ url: city.origin + '/enroll', value }
		);
		expect((await formResponse).status()).toBe(403);
		expect(vaultText(city.root)).not.toContain(value);
		expect(vaultText(city.root)).not.toContain('evil');
		// The form navigated the tab to the city's refusal; the value must not linger in the page's URL.
		expect(page.url()).not.toContain(value);
	});

	test('the city refuses foreign and opaque origins outright, and keeps its own', async ({ city }) => {
		const wsUrl = city.origin.replace(/^http/, 'ws') + '/ws';
		const status = (origin: string | undefined) =>
			new Promise<number>((resolve) => {
				const ws = new WebSocket(wsUrl, { headers: origin === undefined ? {} : { Origin: origin } });
				ws.on('open', () => {
					ws.close();
					resolve(101);
				});
				ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
				ws.on('error', () => resolve(0));
			});
		const port = new URL(city.origin).port;
		for (const origin of [
			'null',
			'http://evil.example',
			`http://127.0.0.1:${port}.evil.example`,
			`http://localhost:${Number(port) + 1}`,
			`https://127.0.0.1:${port}`,
			'file://'
		]) {
			expect(await status(origin), origin).toBe(403);
		}
		expect(await status(city.origin)).toBe(101);
		expect(await status(`http://localhost:${port}`)).toBe(101);

		const enroll = async (origin: string) => {
			const r = await fetch(city.origin + '/enroll', {
				method: 'POST',
				headers: { origin, 'content-type': 'text/plain' },
				body: JSON.stringify({ realm: 'providers', name: 'probe', value: 'not-a-real-key' })
			});
			return r.status;
		};
		expect(await enroll('http://evil.example')).toBe(403);
		expect(await enroll('null')).toBe(403);
		expect(vaultText(city.root)).not.toContain('not-a-real-key');
	});

	test.describe('framing', () => {
		// The refusal is itself a policy report on the console, which the guard would count as the app's.
		test.use({ allowCspViolations: true });

		test('another site cannot show the settings page in a frame; the city’s own origin can', async ({
			page,
			city,
			openApp
		}) => {
			const reports: string[] = [];
			page.on('console', (m) => {
				if (/frame-ancestors/.test(m.text())) reports.push(m.text());
			});
			const frameIn = async (src: string) => {
				await page.evaluate((u) => {
					const f = document.createElement('iframe');
					f.title = 'settings';
					f.src = u;
					document.body.append(f);
				}, src);
				return page.frameLocator('iframe[title="settings"]');
			};

			await page.goto(site.origin + '/');
			const foreign = await frameIn(city.url + 'mcp');
			await expect.poll(() => reports.length).toBeGreaterThan(0);
			expect(reports[0]).toContain(city.origin);
			await expect(foreign.getByRole('heading', { level: 1, name: 'Tool servers' })).toHaveCount(0);

			await openApp('/');
			// Paired at the door first, so the framed page enters with the same browser's key.
			await expect(page.getByRole('status', { name: 'Connection to the city' })).toContainText(city.city);
			const own = await frameIn(city.url + 'mcp');
			await expect(own.getByRole('heading', { level: 1, name: 'Tool servers' })).toBeVisible();
			expect(reports).toHaveLength(1);
		});
	});
});
