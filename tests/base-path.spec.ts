import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * What a base path changes, checked under one: the `base-path` project runs this file against a /settings/ai
 * build (the `app` project leaves it out). Every request to the city's origin and every link stay under the base,
 * the styles, the icon and each lazily fetched part (forms, picker, Chinese words) arrive from it, deep links open
 * their targets, and a key goes to `<base>/enroll`. The door, the error page, a host's own server and config.json,
 * the start link and the policy's hash of the inline script: door, embedding, shell, start-link and security-csp
 * specs, which this project runs too (playwright.config.ts).
 */

test.use({ cityOptions: { demo: true } });

const KEY = 'sk-base-path-5c1f0e7a-only-through-enroll';

/** Every request to the city's origin that failed (400 or more) or left the base path; an absent config.json is fine. */
function watchOrigin(page: Page, origin: string, basePath: string): string[] {
	const wrong: string[] = [];
	page.on('response', (r) => {
		const url = new URL(r.url());
		if (url.origin !== origin) return;
		if (!url.pathname.startsWith(`${basePath}/`)) wrong.push(`outside the base: ${url.pathname}`);
		else if (r.status() >= 400 && url.pathname !== `${basePath}/config.json`)
			wrong.push(`${r.status()} ${url.pathname}`);
	});
	return wrong;
}

/** The path of every link on the page that points at the city's origin. */
async function ownLinkPaths(page: Page, origin: string): Promise<string[]> {
	const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
	return hrefs.filter((h) => h.startsWith(origin)).map((h) => new URL(h).pathname);
}

test('every page, its styles, its icon and its lazily fetched parts arrive from under the base path', async ({
	page,
	city,
	openApp,
	basePath
}) => {
	test.setTimeout(120_000);
	const wrong = watchOrigin(page, city.origin, basePath);
	await openApp('/mcp');
	const everything = page.locator('li[data-server="everything"]');
	await expect(everything.getByText('connected', { exact: true })).toBeVisible({ timeout: 30_000 });
	// The theme's custom properties came with the page's CSS; the icon is served from the base.
	const themed = await page.evaluate(() =>
		getComputedStyle(document.querySelector('.city-settings')!).getPropertyValue('--cs-space-4')
	);
	expect(themed.trim()).not.toBe('');
	const icon = await page.locator('link[rel="icon"]').evaluate((l) => (l as HTMLLinkElement).href);
	expect(new URL(icon).pathname).toBe(`${basePath}/favicon.png`);
	expect((await page.request.get(icon)).status()).toBe(200);

	// /mcp's parts fetched on first use: the tool list, the usage record, the paste box.
	await everything.getByRole('button', { name: /^Show the \d+ tools of everything$/ }).click();
	await expect(page.getByRole('button', { name: /^everything_echo\b/ })).toBeVisible();
	await expect(page.getByRole('region', { name: 'What agents use' })).toBeVisible();
	await page.getByRole('radio', { name: 'Paste a configuration' }).click();
	await expect(page.getByRole('textbox', { name: 'Configuration to read' })).toBeVisible();

	// /endpoints' attach form and accounts, /models' picker, reached by the navigation's links.
	const nav = page.getByRole('navigation', { name: 'Settings sections' });
	await nav.getByRole('link', { name: 'Endpoints' }).click();
	await expect(page.getByRole('region', { name: 'Attach an endpoint' }).getByLabel('Endpoint id')).toBeVisible();
	await expect(page.getByLabel('Key for home', { exact: true })).toBeVisible();
	await nav.getByRole('link', { name: 'Models' }).click();
	await expect.poll(() => new URL(page.url()).pathname).toBe(`${basePath}/models`);
	await page.getByRole('button', { name: 'Choose a model for Main' }).click();
	const dialog = page.getByRole('dialog', { name: 'Model picker' });
	await expect(dialog.getByRole('combobox', { name: 'Find a model, provider id or endpoint' })).toBeVisible();
	await page.keyboard.press('Escape');

	// The Chinese words come as a file of their own.
	await page.getByRole('combobox', { name: 'Language' }).selectOption('zh');
	await expect(
		page.getByRole('navigation', { name: '设置分区' }).getByRole('link', { name: '工具服务器' })
	).toBeVisible();

	for (const path of await ownLinkPaths(page, city.origin)) expect(path).toMatch(new RegExp(`^${basePath}/`));
	expect(wrong).toEqual([]);
});

test('deep links open their targets under the base path, and a key typed there goes to <base>/enroll', async ({
	page,
	city,
	openApp,
	basePath,
	wireLog,
	secrets,
	context
}) => {
	test.setTimeout(120_000);
	secrets.remember(KEY);
	const wrong = watchOrigin(page, city.origin, basePath);
	await openApp('/');
	const keys = page.getByRole('list', { name: 'Keys that need you' });
	await expect(keys.getByRole('link').first()).toBeVisible();
	for (const path of await ownLinkPaths(page, city.origin)) expect(path).toMatch(new RegExp(`^${basePath}/`));

	// The overview's key line: that account's key field, on /endpoints under the base.
	const line = keys.getByRole('link').first();
	const target = new URL((await line.getAttribute('href'))!, city.origin);
	await line.click();
	await expect.poll(() => new URL(page.url()).pathname).toBe(`${basePath}/endpoints`);
	const card = page.locator(`article[data-endpoint="${target.searchParams.get('endpoint')}"]`);
	const field = card.getByLabel(`Key for ${target.searchParams.get('account')}`, { exact: true });
	await expect(field).toBeFocused();
	await field.fill(KEY);
	await field.press('Enter');
	await expect(card.getByText(/^Stored as secret:providers\//)).toBeVisible();
	expect(wireLog.urls).toContain(`${city.origin}${basePath}/enroll`);

	// A copied link keeps the base; links to a card, a server row and a choice focus them.
	await context.grantPermissions(['clipboard-read', 'clipboard-write']);
	const vllm = page.locator('article[data-endpoint="vllm"]');
	await vllm.getByRole('button', { name: 'Copy a link to endpoint vllm' }).click();
	const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
	expect(copied.pathname).toBe(`${basePath}/endpoints`);
	await page.goto('about:blank');
	await page.goto(copied.toString());
	await expect(vllm).toBeFocused({ timeout: 30_000 });
	await openApp('/mcp', '?server=everything');
	await expect(page.locator('li[data-server="everything"]')).toBeFocused({ timeout: 30_000 });
	await openApp('/models', '?tag=ocr');
	await expect(page.locator('section[data-tag="ocr"]')).toBeFocused({ timeout: 30_000 });
	expect(wrong).toEqual([]);
});
