import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startCity, type RunningCity } from '../city/server';
import { expect, test } from './fixtures';
import { serveSite, type Site } from './support/host-site';

/*
 * Mounting the app inside a larger dashboard: under a base path, pointed at a
 * city elsewhere by the host's config.json, and inside a host's iframe.
 * Runs in both Playwright projects (`app` at the root, `base-path` under
 * /settings/ai), so every case is checked with and without a base path.
 */

const indicator = (page: Page) => page.getByRole('status', { name: 'Connection to the city' });

/** A city of its own on another port, allowing the given page origins. */
async function otherCity(
	allowOrigins: string[],
	cityName = 'harbour'
): Promise<RunningCity & { stop(): Promise<void> }> {
	const root = await mkdtemp(join(tmpdir(), 'city-embed-'));
	const city = await startCity({ root, port: 0, app: null, allowOrigins, cityName, seed: false });
	return Object.assign(city, {
		stop: async () => {
			await city.close();
			await rm(root, { recursive: true, force: true });
		}
	});
}

// A dashboard on another origin cannot pass the city's door itself (WIRE.md §2a): it hands the app a credential
// it holds (docs/embedding.md), here the city's key, as a dashboard's server on the city's machine would.
const configFor = (city: RunningCity, extra: Record<string, unknown> = {}) =>
	JSON.stringify({
		wire: city.origin.replace(/^http/, 'ws') + '/ws',
		enroll: city.origin + '/enroll',
		token: city.cityKey,
		...extra
	});

test.describe('under a base path', () => {
	test('this project’s build, city and openApp are all under its base path', async ({
		page,
		city,
		openApp,
		appDir,
		basePath
	}) => {
		// Guards the `base-path` project: every spec there must really run against a /settings/ai build.
		expect(city.url).toBe(`${city.origin}${basePath}/`);
		const html = readFileSync(join(appDir, 'index.html'), 'utf8');
		expect(html).toContain(`"${basePath}/_app/immutable/`);
		if (basePath) expect(html).not.toMatch(/["']\/_app\//);
		await openApp('/mcp', '?x=1');
		// The open code the first visit carries leaves the address bar as the app starts.
		await expect(page).toHaveURL(`${city.origin}${basePath}/mcp?x=1`);
	});

	test('deep links, reloads and navigation stay under the base path', async ({
		page,
		city,
		openApp,
		basePath,
		wireLog
	}) => {
		await openApp('/endpoints');
		await expect(page.getByRole('heading', { level: 1, name: 'Endpoints' })).toBeVisible();
		await expect(indicator(page)).toContainText(`Connected to ${city.city}`);
		await expect.poll(() => new URL(page.url()).pathname).toBe(`${basePath}/endpoints`);

		await page.reload();
		await expect(page.getByRole('heading', { level: 1, name: 'Endpoints' })).toBeVisible();
		await expect(indicator(page)).toContainText(`Connected to ${city.city}`);

		const nav = page.getByRole('navigation', { name: 'Settings sections' });
		await nav.getByRole('link', { name: 'Models' }).click();
		await expect(page.getByRole('heading', { level: 1, name: 'Models' })).toBeVisible();
		await expect.poll(() => new URL(page.url()).pathname).toBe(`${basePath}/models`);
		await page.reload();
		await expect(page.getByRole('heading', { level: 1, name: 'Models' })).toBeVisible();

		// Every link on the page and every request to the city's origin stays under the base path.
		const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
		expect(hrefs.length).toBeGreaterThan(0);
		for (const href of hrefs.filter((h) => h.startsWith(city.origin)))
			expect(new URL(href).pathname).toMatch(new RegExp(`^${basePath}/`));
		const ours = wireLog.urls.filter(
			(u) => u.startsWith(city.origin) || u.startsWith(city.origin.replace(/^http/, 'ws'))
		);
		expect(ours.length).toBeGreaterThan(0);
		for (const u of ours) expect(new URL(u).pathname, u).toMatch(new RegExp(`^${basePath}/`));
	});

	test('the brand link and the error page lead back to the overview under the base path', async ({
		page,
		openApp,
		basePath
	}) => {
		await openApp('/no/such/page');
		await expect(page.getByRole('heading', { level: 1, name: 'Error 404' })).toBeVisible();
		await page.getByRole('link', { name: 'Go to the overview' }).click();
		await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
		await expect.poll(() => new URL(page.url()).pathname).toBe(`${basePath}/`);
	});

	test('nothing is served outside the base path', async ({ page, appDir }) => {
		// A city of its own under /settings/ai, whichever project runs this.
		const root = await mkdtemp(join(tmpdir(), 'city-base-'));
		const city = await startCity({ root, port: 0, app: appDir, base: '/settings/ai' });
		try {
			expect((await page.goto(`${city.origin}/mcp`))?.status()).toBe(404);
			expect((await page.goto(`${city.origin}/settings/ai/mcp`))?.status()).toBe(200);
		} finally {
			await city.close();
			await rm(root, { recursive: true, force: true });
		}
	});
});

test.describe('config.json from the host', () => {
	test('a plain static server’s config.json points the app at a city on another port', async ({
		page,
		appDir,
		basePath,
		wireLog
	}) => {
		const files: Record<string, string> = {};
		const site = await serveSite({ dir: appDir, base: basePath, files });
		const city = await otherCity([site.origin]);
		files[`${basePath}/config.json`] = configFor(city);
		try {
			await page.goto(site.url + 'mcp');
			await expect(indicator(page)).toContainText('Connected to harbour');
			await expect(page.getByRole('alert')).toHaveCount(0);
			expect(wireLog.urls).toContain(city.origin.replace(/^http/, 'ws') + '/ws');
		} finally {
			await site.close();
			await city.stop();
		}
	});

	test('a city that does not allow the page’s origin is not reached, and the app says where it tried', async ({
		page,
		appDir,
		basePath
	}) => {
		const files: Record<string, string> = {};
		const site = await serveSite({ dir: appDir, base: basePath, files });
		const city = await otherCity([]);
		files[`${basePath}/config.json`] = configFor(city);
		try {
			await page.goto(site.url);
			await expect(indicator(page)).toContainText(`Cannot reach the city at ${city.origin.replace(/^http/, 'ws')}/ws`);
		} finally {
			await site.close();
			await city.stop();
		}
	});

	for (const bad of [
		{
			name: 'a missing field',
			body: JSON.stringify({ wire: 'ws://127.0.0.1:9/ws' }),
			says: ['“enroll” is missing; it is required.']
		},
		{
			name: 'wrong schemes',
			body: JSON.stringify({ wire: 'http://127.0.0.1:9/ws', enroll: 'ftp://127.0.0.1:9/enroll' }),
			says: ['“wire” must start with one of: ws://, wss://.', '“enroll” must start with one of: http://, https://.']
		},
		{ name: 'malformed JSON', body: '{"wire": "ws://127.0.0.1:9/ws",', says: ['It is not valid JSON:'] },
		{ name: 'not an object', body: '[]', says: ['It must be a JSON object'] }
	]) {
		test(`says clearly on screen when config.json has ${bad.name}`, async ({ page, appDir, basePath }) => {
			const site = await serveSite({ dir: appDir, base: basePath, files: { [`${basePath}/config.json`]: bad.body } });
			try {
				await page.goto(site.url + 'endpoints');
				const alert = page.getByRole('alert').filter({ hasText: 'config.json could not be used' });
				await expect(alert).toContainText(`${site.url}config.json`);
				for (const text of bad.says) await expect(alert).toContainText(text);
				// The page itself still works, on its own origin.
				await expect(page.getByRole('heading', { level: 1, name: 'Endpoints' })).toBeVisible();
				await expect(indicator(page)).toContainText(site.url.replace(/^http/, 'ws').replace(/\/$/, '') + '/ws');
			} finally {
				await site.close();
			}
		});
	}
});

const HOST_STYLE =
	'body { margin: 24px; background: rgb(1, 2, 3); color: rgb(250, 240, 230); font: 20px/1.2 monospace; }';

/** Computed styles of `html` and `body` that a leaking stylesheet would change. */
function documentStyles(): Record<string, string> {
	const props = [
		'margin',
		'padding',
		'background-color',
		'color',
		'font-family',
		'font-size',
		'line-height',
		'box-sizing'
	];
	const out: Record<string, string> = {};
	for (const [name, el] of [
		['html', document.documentElement],
		['body', document.body]
	] as const) {
		const cs = getComputedStyle(el);
		for (const p of props) out[`${name} ${p}`] = cs.getPropertyValue(p);
	}
	return out;
}

test.describe('inside a host page’s iframe', () => {
	test('works in an iframe of another origin and leaves the host’s and its own document’s styles alone', async ({
		page,
		appDir,
		basePath
	}) => {
		const files: Record<string, string> = {};
		const site = await serveSite({ dir: appDir, base: basePath, files });
		const host: Site = await serveSite({
			files: {
				'/blank':
					'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>blank</title></head><body><p>blank</p></body></html>',
				'/': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dashboard</title><style>${HOST_STYLE} iframe { width: 1000px; height: 700px; }</style></head><body><h1>Dashboard</h1><iframe title="AI settings" src="${site.url}mcp"></iframe></body></html>`
			}
		});
		const city = await otherCity([site.origin]);
		files[`${basePath}/config.json`] = configFor(city);
		try {
			// What an unstyled document looks like in this browser.
			await page.goto(`${host.origin}/blank`);
			const defaults = await page.evaluate(documentStyles);

			await page.goto(`${host.origin}/`);
			const hostBefore = await page.evaluate(documentStyles);
			const app = page.frameLocator('iframe[title="AI settings"]');
			await expect(app.getByRole('status', { name: 'Connection to the city' })).toContainText('Connected to harbour');
			await expect(app.getByRole('heading', { level: 1, name: 'Tool servers' })).toBeVisible();

			// The host's page is as it was.
			expect(await page.evaluate(documentStyles)).toEqual(hostBefore);
			expect(hostBefore['body margin']).toBe('24px');
			expect(hostBefore['body background-color']).toBe('rgb(1, 2, 3)');

			// The app's own html and body keep the browser's defaults: its styles live under .city-settings.
			// The one exception is app.html's own `style="margin: 0"` on its body (markup, not a stylesheet).
			const frame = page.frames().find((f) => f.url().startsWith(site.url));
			expect(frame).toBeTruthy();
			expect(await frame!.evaluate(documentStyles)).toEqual({ ...defaults, 'body margin': '0px' });

			// Navigation inside the iframe stays inside it, under the base path.
			await app.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Models' }).click();
			await expect(app.getByRole('heading', { level: 1, name: 'Models' })).toBeVisible();
			await expect.poll(() => new URL(page.url()).pathname).toBe('/');
			await expect.poll(() => new URL(frame!.url()).pathname).toBe(`${basePath}/models`);
		} finally {
			await site.close();
			await host.close();
			await city.stop();
		}
	});
});
