import type { Page } from '@playwright/test';
import { test as base, expect } from './fixtures';
import AxeBuilder from './support/axe-builder';
import { serverRow } from './support/embed-host-page';
import { exposeTokens, hostFolder, tokenSource } from './support/embed-hosts';
import { postDoor } from '../city/testing/door-client';

/*
 * examples/plain-html, served by the city from its own origin beside build-embed/*: one instance through
 * `mount()` on the MCP page and one `<city-settings>` element on the overview. Links inside move the settings
 * and tell the host, never the page's URL or history; `destroy()` empties the place and the city sees the socket go.
 */

// The door's clock, moved by the test: a session token lapses a minute after the city sees its last socket close.
let skew = 0;
const test = base.extend({
	// eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern; it needs none
	cityOptions: async ({}, use) => {
		const host = hostFolder({
			'index.html': 'examples/plain-html/index.html',
			'main.js': 'examples/plain-html/main.js',
			'token.js': 'examples/plain-html/token.js',
			'dashboard.css': 'examples/plain-html/dashboard.css'
		});
		skew = 0;
		await use({ app: host.dir, now: () => Date.now() + skew });
		host.cleanup();
	}
});

/** Whether the city still holds `token` as a live credential: `/enroll` judges it before anything else. */
async function standing(origin: string, token: string): Promise<'live' | 'refused'> {
	const reply = await postDoor(origin, '/enroll', {}, { authorization: `Bearer ${token}` });
	return reply.status === 403 ? 'refused' : 'live';
}

function consoleErrors(page: Page): string[] {
	const errors: string[] = [];
	page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
	page.on('pageerror', (e) => errors.push(String(e)));
	return errors;
}

test('the plain host: mount() on /mcp, links move the settings only, destroy() closes the socket', async ({
	page,
	city
}) => {
	test.setTimeout(120_000);
	const errors = consoleErrors(page);
	const minted: string[] = [];
	const mint = await tokenSource(city);
	await exposeTokens(page, async () => {
		minted.push(await mint());
		return minted.at(-1)!;
	});
	const sockets: { url: string; closed: boolean }[] = [];
	page.on('websocket', (ws) => {
		const s = { url: ws.url(), closed: false };
		sockets.push(s);
		ws.on('close', () => (s.closed = true));
	});

	await page.goto(city.url);
	const mounted = page.locator('#mounted');
	await expect(mounted.getByRole('heading', { level: 1, name: 'Tool servers' })).toBeVisible();
	await expect(mounted.getByText(`Showing ${city.city}`)).toBeVisible();
	await expect(serverRow(mounted, 'everything').getByText('connected', { exact: true })).toBeVisible({
		timeout: 30_000
	});
	// Drawn in a shadow root of the host's own element, not into the host's document.
	expect(await mounted.evaluate((el) => el.shadowRoot?.mode)).toBe('open');
	expect(await page.evaluate(() => document.body.querySelectorAll('[class*="city-settings"]').length)).toBe(0);
	const axe = await new AxeBuilder({ page })
		.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
		.disableRules(['region'])
		.include('#mounted')
		.analyze();
	expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`)).toEqual([]);

	// Links inside: to the overview, then its server line back to that server on /mcp.
	const before = await page.evaluate(() => ({ href: location.href, length: history.length }));
	await mounted.getByRole('navigation').getByRole('link', { name: 'Overview' }).click();
	const servers = mounted.getByRole('region', { name: 'Tool servers' });
	await servers.getByRole('link', { name: 'everything', exact: true }).click();
	await expect(mounted.getByRole('heading', { level: 1, name: 'Tool servers' })).toBeVisible();
	const moves = page.getByRole('list', { name: 'Moves inside the mounted settings' }).getByRole('listitem');
	await expect(moves).toHaveText(['overview', /^mcp .*server=everything/]);
	expect(await page.evaluate(() => ({ href: location.href, length: history.length }))).toEqual(before);

	// The element: its overview's server line moves it, and it says so in an event the host hears.
	const element = page.locator('city-settings');
	await element.getByRole('region', { name: 'Tool servers' }).getByRole('link', { name: 'everything' }).click();
	await expect(element.getByRole('heading', { level: 1, name: 'Tool servers' })).toBeVisible();
	await expect(page.getByRole('list', { name: 'Moves inside the element' }).getByRole('listitem')).toHaveText([
		/^mcp .*server=everything/
	]);
	expect(await page.evaluate(() => ({ href: location.href, length: history.length }))).toEqual(before);

	// Two sockets (the mount's and the element's), each on its own token, both seated at the city.
	expect(sockets.map((s) => s.closed)).toEqual([false, false]);
	expect(minted).toHaveLength(2);
	const mountToken = minted[0]!;
	skew += 61_000;
	expect(await standing(city.origin, mountToken)).toBe('live');

	// destroy(): nothing left in the place, the page's socket closed, and the city let go of the token's seat
	// (only the city seeing that socket close lets the token lapse a minute later).
	await page.getByRole('button', { name: 'Remove these settings' }).click();
	await expect
		.poll(() => mounted.evaluate((el) => el.childNodes.length + (el.shadowRoot?.childNodes.length ?? 0)))
		.toBe(0);
	await expect.poll(() => sockets.filter((s) => s.closed).length).toBe(1);
	await expect
		.poll(async () => {
			skew += 61_000;
			return standing(city.origin, mountToken);
		})
		.toBe('refused');
	// The element stays, live on its own socket and token.
	expect(await standing(city.origin, minted[1]!)).toBe('live');
	await expect(serverRow(element, 'everything').getByText('connected', { exact: true })).toBeVisible();
	expect(errors).toEqual([]);
});
