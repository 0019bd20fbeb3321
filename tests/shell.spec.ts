import { test as base, expect } from '@playwright/test';
import { serveStatic } from '../test-support/static-server';

// A static build served by a plain web server, with no city behind it.
const test = base.extend<{ site: { url: string } }, { appDir: string; basePath: string }>({
	appDir: ['build', { option: true, scope: 'worker' }],
	basePath: ['', { option: true, scope: 'worker' }],
	site: async ({ appDir, basePath }, use) => {
		const server = await serveStatic(appDir, basePath);
		await use(server);
		await server.close();
	}
});

const routes = [
	{ path: '', heading: 'Overview' },
	{ path: 'mcp', heading: 'Tool servers' },
	{ path: 'endpoints', heading: 'Endpoints' },
	{ path: 'models', heading: 'Models' }
];

test.describe('the static build', () => {
	for (const route of routes) {
		test(`renders /${route.path} from a deep link`, async ({ page, site }) => {
			const errors: string[] = [];
			page.on('pageerror', (e) => errors.push(e.message));
			await page.goto(site.url + route.path);
			await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
			expect(errors).toEqual([]);
		});
	}

	test('every route also works from a server that only knows the fallback page', async ({ page, appDir, basePath }) => {
		// A host that sets up only an SPA fallback (every path → 200.html) loses the preloads, nothing else.
		const server = await serveStatic(appDir, basePath, { pages: false });
		try {
			for (const route of routes) {
				await page.goto(server.url + route.path);
				await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
			}
		} finally {
			await server.close();
		}
	});

	test('shows the error page for an unknown route', async ({ page, site }) => {
		await page.goto(site.url + 'no/such/page');
		await expect(page.getByRole('heading', { level: 1, name: 'Error 404' })).toBeVisible();
		await page.getByRole('link', { name: 'Go to the overview' }).click();
		await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
	});

	test('navigates between sections without reloading', async ({ page, site }) => {
		await page.goto(site.url);
		const nav = page.getByRole('navigation', { name: 'Settings sections' });
		await nav.getByRole('link', { name: 'Endpoints' }).click();
		await expect(page.getByRole('heading', { level: 1, name: 'Endpoints' })).toBeVisible();
		await expect(nav.getByRole('link', { name: 'Endpoints' })).toHaveAttribute('aria-current', 'page');
	});

	test('says where it tried to reach the city and when it will try again', async ({ page, site }) => {
		await page.goto(site.url + 'mcp');
		const indicator = page.getByRole('status', { name: 'Connection to the city' });
		const wsUrl = site.url.replace(/^http/, 'ws').replace(/\/$/, '') + '/ws';
		await expect(indicator).toContainText(`Cannot reach the city at ${wsUrl}`);
		await expect(indicator).toContainText(/Trying again in \d+ s/);
		await expect(page.getByRole('button', { name: 'Try now' })).toBeVisible();
	});

	test('the first Tab reaches a skip link that moves the keyboard past the header', async ({ page, site }) => {
		await page.goto(site.url + 'mcp');
		await expect(page.getByRole('heading', { level: 1, name: 'Tool servers' })).toBeVisible();
		await page.keyboard.press('Tab');
		const skip = page.getByRole('link', { name: 'Skip to the page' });
		await expect(skip).toBeFocused();
		await expect(skip).toBeInViewport();
		await page.keyboard.press('Enter');
		await expect(page.getByRole('main')).toBeFocused();
		// The next Tab goes to the page, not back into the navigation.
		await page.keyboard.press('Tab');
		expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
	});

	test('the offline note stays on screen while the page is scrolled', async ({ page, site }) => {
		await page.setViewportSize({ width: 360, height: 480 });
		await page.goto(site.url + 'mcp');
		const note = page.getByRole('note').filter({ hasText: 'Not connected' });
		await expect(note).toBeVisible();
		await page.evaluate(() => {
			const filler = document.createElement('div');
			filler.style.height = '3000px';
			document.querySelector('main')!.append(filler);
			window.scrollTo(0, 2000);
		});
		await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
		await expect(note).toBeInViewport();
	});

	test('reports a config.json that is present but wrong', async ({ page, site }) => {
		await page.route('**/config.json', (route) =>
			route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ wire: 'http://nope' }) })
		);
		await page.goto(site.url);
		const alert = page.getByRole('alert').filter({ hasText: 'config.json could not be used' });
		await expect(alert).toContainText('wire');
		await expect(alert).toContainText('enroll');
	});
});
