import type { Page, WebSocketRoute } from '@playwright/test';
import { test as base, expect } from './fixtures';
import { handle, hostPage, mountWithToken, serverRow, socketOf } from './support/embed-host-page';
import { embedCity, exposeTokens, helloTokens, hostFolder, tokenSource } from './support/embed-hosts';

/*
 * `mount()` on a bare host page the city serves: two cities on one page keep apart, `getToken` is asked once per
 * socket, and with no credential at all the settings pair by themselves.
 */

const test = base.extend({
	// eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern; it needs none
	cityOptions: async ({}, use) => {
		const host = hostFolder({ 'index.html': { text: hostPage() } });
		await use({ app: host.dir, cityName: 'north' });
		host.cleanup();
	}
});

/** Every frame the page sent and heard, with its socket's URL. */
function framesBySocket(page: Page) {
	const sent: { url: string; frame: string }[] = [];
	const received: { url: string; frame: string }[] = [];
	page.on('websocket', (ws) => {
		ws.on('framesent', (f) => sent.push({ url: ws.url(), frame: String(f.payload) }));
		ws.on('framereceived', (f) => received.push({ url: ws.url(), frame: String(f.payload) }));
	});
	const count = (list: typeof sent, url: string, word: string) =>
		list.filter((f) => f.url === url && f.frame.includes(word)).length;
	return { sent, received, count };
}

test.describe('two cities on one page', () => {
	test('two sockets, two credentials, no shared answers; destroying one leaves the other answering', async ({
		page,
		city
	}) => {
		test.setTimeout(120_000);
		// The second city lets the first one's origin in: the host page is served from there.
		const south = await embedCity({ cityName: 'south', allowOrigins: [city.origin] });
		try {
			const northTokens = await tokenSource(city);
			const southTokens = await tokenSource(south.city);
			await exposeTokens(page, northTokens);
			await page.exposeFunction('southToken', southTokens);
			const frames = framesBySocket(page);

			await page.goto(city.url);
			await mountWithToken(page, 'a', socketOf(city));
			await mountWithToken(page, 'b', socketOf(south.city), 'mcp', 'southToken');
			const a = page.locator('#a');
			const b = page.locator('#b');
			await expect(a.getByText('Showing north')).toBeVisible();
			await expect(b.getByText('Showing south')).toBeVisible();
			await expect(serverRow(a, 'everything').getByText('connected', { exact: true })).toBeVisible({
				timeout: 30_000
			});
			await expect(serverRow(b, 'everything').getByText('connected', { exact: true })).toBeVisible({
				timeout: 30_000
			});
			// Each instance shows its own city's name only.
			await expect(a.getByText('south')).toHaveCount(0);
			await expect(b.getByText('north')).toHaveCount(0);

			// Two sockets, one per city, each greeting with its own city's credential.
			const hellos = helloTokens(frames.sent);
			expect(hellos.map(([url]) => url).sort()).toEqual([socketOf(city), socketOf(south.city)].sort());
			const [northHello, southHello] = [socketOf(city), socketOf(south.city)].map(
				(u) => hellos.find(([url]) => url === u)![1]
			);
			expect(northHello).toBeTruthy();
			expect(southHello).toBeTruthy();
			expect(northHello).not.toBe(southHello);
			// No shared answers: each socket asked its own city for health.
			expect(frames.count(frames.sent, socketOf(city), 'mcp_health')).toBeGreaterThan(0);
			expect(frames.count(frames.sent, socketOf(south.city), 'mcp_health')).toBeGreaterThan(0);

			await handle(page, 'a', 'destroy');
			await expect(a.getByRole('heading')).toHaveCount(0);
			// The south instance still asks and is answered: the barrier is its own press's answer on its socket.
			const southAsks = frames.count(frames.sent, socketOf(south.city), 'mcp_health');
			const southAnswers = frames.count(frames.received, socketOf(south.city), 'mcp_health');
			await b.getByRole('button', { name: 'Check again' }).click();
			await expect
				.poll(() => frames.count(frames.received, socketOf(south.city), 'mcp_health'))
				.toBeGreaterThan(southAnswers);
			expect(frames.count(frames.sent, socketOf(south.city), 'mcp_health')).toBe(southAsks + 1);
			await expect(b.getByRole('button', { name: 'Check again' })).toBeEnabled({ timeout: 30_000 });
			await expect(serverRow(b, 'everything').getByText('connected', { exact: true })).toBeVisible();
		} finally {
			await south.close();
		}
	});
});

test.describe('credentials', () => {
	test('getToken is asked once before every socket attempt, and no pairing screen shows', async ({ page, city }) => {
		test.setTimeout(120_000);
		const tokens = await exposeTokens(page, await tokenSource(city));
		// Between the page and the city, so the test can cut a socket as a network would.
		const routes: WebSocketRoute[] = [];
		await page.routeWebSocket(/\/ws$/, (ws) => {
			routes.push(ws);
			const server = ws.connectToServer();
			ws.onMessage((m) => server.send(m));
			server.onMessage((m) => ws.send(m));
		});
		const sockets: string[] = [];
		page.on('websocket', (ws) => sockets.push(ws.url()));
		const frames = framesBySocket(page);

		await page.goto(city.url);
		await page.evaluate(async (socket) => {
			const { mount } = await import(new URL('./city-settings.js', location.href).href);
			const w = window as unknown as { dashboardToken: () => Promise<string>; settings_a: unknown };
			w.settings_a = mount(document.getElementById('a'), {
				city: { socket, getToken: () => w.dashboardToken() },
				page: 'mcp'
			});
		}, socketOf(city));
		const a = page.locator('#a');
		await expect(serverRow(a, 'everything').getByText('connected', { exact: true })).toBeVisible({
			timeout: 30_000
		});
		expect(tokens.calls()).toBe(1);
		expect(routes).toHaveLength(1);

		// The network drops the socket: the next attempt asks for a fresh token, once, and greets with it.
		await routes[0]!.close();
		await expect.poll(() => helloTokens(frames.sent).length, { timeout: 30_000 }).toBe(2);
		await expect(a.getByRole('status', { name: 'Connection to the city' })).toContainText(`Connected to ${city.city}`, {
			timeout: 30_000
		});
		expect(tokens.calls()).toBe(routes.length);
		expect(tokens.calls()).toBe(2);
		const [first, second] = helloTokens(frames.sent).map(([, t]) => t);
		expect(first).not.toBe(second);
		await expect(a.getByRole('heading', { name: 'Pair this browser with the city' })).toHaveCount(0);
		expect(sockets).toHaveLength(2);
	});

	test('with no credential, the settings pair by themselves on their own screen and enter', async ({ page, city }) => {
		test.setTimeout(90_000);
		await page.goto(city.url);
		await page.evaluate(async (socket) => {
			const { mount } = await import(new URL('./city-settings.js', location.href).href);
			mount(document.getElementById('a'), { city: { socket }, page: 'mcp' });
		}, socketOf(city));
		const a = page.locator('#a');
		await expect(a.getByRole('heading', { name: 'Pair this browser with the city' })).toBeVisible();
		await a.getByRole('textbox', { name: 'Pairing code' }).fill(city.pairingCode!);
		await a.getByRole('button', { name: 'Pair this browser' }).click();
		await expect(a.getByRole('heading', { level: 1, name: 'Tool servers' })).toBeVisible();
		await expect(serverRow(a, 'everything').getByText('connected', { exact: true })).toBeVisible({
			timeout: 30_000
		});
		await expect(a.getByRole('heading', { name: 'Pair this browser with the city' })).toHaveCount(0);
	});
});

test.describe('the element', () => {
	test('removing it closes its socket, adding it again reconnects, and a move leaves one socket open', async ({
		page,
		city
	}) => {
		test.setTimeout(90_000);
		await exposeTokens(page, await tokenSource(city));
		const sockets: { closed: boolean }[] = [];
		page.on('websocket', (ws) => {
			const s = { closed: false };
			sockets.push(s);
			ws.on('close', () => (s.closed = true));
		});
		const open = () => sockets.filter((s) => !s.closed).length;
		await page.goto(city.url);
		await page.evaluate(async (socket) => {
			const w = window as unknown as { dashboardToken(): Promise<string>; element: HTMLElement };
			const { defineElement } = await import(new URL('./city-settings.js', location.href).href);
			defineElement();
			w.element = document.createElement('city-settings');
			Object.assign(w.element, { city: { socket, token: await w.dashboardToken() } });
			w.element.setAttribute('page', 'mcp');
			document.getElementById('a')!.append(w.element);
		}, socketOf(city));
		const element = page.locator('city-settings');
		const connected = serverRow(element, 'everything').getByText('connected', { exact: true });
		await expect(connected).toBeVisible({ timeout: 30_000 });
		expect(sockets).toEqual([{ closed: false }]);

		await page.evaluate(() => (window as unknown as { element: HTMLElement }).element.remove());
		await expect.poll(() => sockets.map((s) => s.closed)).toEqual([true]);
		await page.evaluate(() =>
			document.getElementById('b')!.append((window as unknown as { element: HTMLElement }).element)
		);
		await expect(connected).toBeVisible({ timeout: 30_000 });
		await expect.poll(() => sockets.map((s) => s.closed)).toEqual([true, false]);
		// Moved from one place to another in one go (removed and added in the same task): still one socket open.
		await page.evaluate(() =>
			document.getElementById('a')!.append((window as unknown as { element: HTMLElement }).element)
		);
		await expect(connected).toBeVisible({ timeout: 30_000 });
		await expect(page.locator('#a city-settings')).toHaveCount(1);
		await expect.poll(open).toBe(1);
		expect(sockets.length).toBeLessThanOrEqual(3);
	});
});
