import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { builtStylesheets, injectedStyles, unscopedSelectors } from './support/css-scope';
import { serveSite } from './support/host-site';

/*
 * The app's styles stay under its root (`.city-settings`) and come from the
 * documented `--cs-*` custom properties, so a host can restyle it and nothing
 * of the host's is reset.
 */

test.describe('styles stay inside the app', () => {
	test('the check finds a selector that would leak, so it can fail', () => {
		expect(
			unscopedSelectors(
				'body{margin:0} .city-settings + p{} :not(.city-settings){} @media (x){h1{}} :root{--a:1} :host ~ p{} :host-context(.x){} :where(:host, p){}'
			)
		).toEqual([
			'body',
			'.city-settings + p',
			':not(.city-settings)',
			'h1',
			':root',
			':host ~ p',
			':host-context(.x)',
			':where(:host, p)'
		]);
		expect(
			unscopedSelectors(
				':where(.city-settings){--a:1} .city-settings :where(a){} p.svelte-1x2y3z{} :where(:root[data-theme=dark] .city-settings){}' +
					" :where(:host, .city-settings:not([data-embedded])){--a:1} :where(:host([data-theme='dark'])){} :host p{}"
			)
		).toEqual([]);
	});

	test('every selector in the built CSS is scoped under .city-settings or :host', ({ appDir }) => {
		const sheets = builtStylesheets(appDir);
		expect(sheets.length).toBeGreaterThan(0);
		// The lazily drawn parts' styles, compiled into their code, are read too.
		expect(injectedStyles(appDir).length).toBeGreaterThan(20);
		const leaks = sheets.flatMap(({ file, css }) => unscopedSelectors(css).map((s) => `${file}: ${s}`));
		expect(leaks).toEqual([]);
	});
});

const RGB = 'rgb(200, 0, 100)';

async function rootStyle(page: Page, prop: string): Promise<string> {
	return page
		.locator('.city-settings')
		.first()
		.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), prop);
}

test.describe('theming through custom properties', () => {
	test('a host’s --cs-* values win, whatever the load order', async ({ page, openApp, city }) => {
		await openApp('/mcp');
		await expect(page.getByRole('status', { name: 'Connection to the city' })).toContainText(
			`Connected to ${city.city}`
		);
		// Loaded before the app's own stylesheet, with no more specificity than `.city-settings`.
		await page.evaluate((rgb) => {
			const style = document.createElement('style');
			style.textContent = `.city-settings { --cs-color-accent: ${rgb}; --cs-color-link: ${rgb}; --cs-color-bg: rgb(1, 2, 3); --cs-radius-small: 7px; }`;
			document.head.prepend(style);
			const button = document.createElement('button');
			button.type = 'button';
			button.className = 'button primary';
			button.id = 'host-probe';
			document.querySelector('main')?.append(button);
		}, RGB);
		await expect(page.locator('#host-probe')).toHaveCSS('background-color', RGB);
		await expect(page.locator('#host-probe')).toHaveCSS('border-top-left-radius', '7px');
		const current = page
			.getByRole('navigation', { name: 'Settings sections' })
			.getByRole('link', { name: 'Tool servers' });
		await expect(current).toHaveCSS('color', RGB);
		expect(await rootStyle(page, 'background-color')).toBe('rgb(1, 2, 3)');
	});

	const LIGHT_BG = 'rgb(247, 247, 249)';
	const DARK_BG = 'rgb(20, 22, 27)';

	test('follows prefers-color-scheme', async ({ page, openApp }) => {
		await openApp('/');
		await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
		await page.emulateMedia({ colorScheme: 'light' });
		expect(await rootStyle(page, 'background-color')).toBe(LIGHT_BG);
		await page.emulateMedia({ colorScheme: 'dark' });
		expect(await rootStyle(page, 'background-color')).toBe(DARK_BG);
	});

	test('data-theme on <html> or on .city-settings overrides the browser, the app root’s winning', async ({
		page,
		openApp
	}) => {
		await openApp('/');
		await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
		const setThemes = (html: string | null, root: string | null) =>
			page.evaluate(
				([h, r]) => {
					const el = document.querySelector('.city-settings')!;
					if (h) document.documentElement.dataset.theme = h;
					else delete document.documentElement.dataset.theme;
					if (r) el.setAttribute('data-theme', r);
					else el.removeAttribute('data-theme');
				},
				[html, root]
			);
		await page.emulateMedia({ colorScheme: 'light' });
		await setThemes('dark', null);
		expect(await rootStyle(page, 'background-color')).toBe(DARK_BG);
		await setThemes('dark', 'light');
		expect(await rootStyle(page, 'background-color')).toBe(LIGHT_BG);
		await page.emulateMedia({ colorScheme: 'dark' });
		await setThemes('light', null);
		expect(await rootStyle(page, 'background-color')).toBe(LIGHT_BG);
		await setThemes('light', 'dark');
		expect(await rootStyle(page, 'background-color')).toBe(DARK_BG);
		await setThemes(null, 'light');
		expect(await rootStyle(page, 'background-color')).toBe(LIGHT_BG);
	});

	test('config.json’s theme sets data-theme on the app root', async ({ page, appDir, basePath }) => {
		const site = await serveSite({
			dir: appDir,
			base: basePath,
			files: {
				[`${basePath}/config.json`]: JSON.stringify({
					wire: 'ws://127.0.0.1:9/ws',
					enroll: 'http://127.0.0.1:9/enroll',
					theme: 'dark'
				})
			}
		});
		try {
			await page.emulateMedia({ colorScheme: 'light' });
			await page.goto(site.url);
			await expect(page.locator('.city-settings[data-theme="dark"]')).toBeVisible();
			expect(await rootStyle(page, 'background-color')).toBe(DARK_BG);
			await expect(page.getByRole('alert')).toHaveCount(0);
		} finally {
			await site.close();
		}
	});
});
