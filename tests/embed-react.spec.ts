import { cpSync } from 'node:fs';
import { test as base, expect } from './fixtures';
import { serverRow } from './support/embed-host-page';
import { ensureEmbedBuild, exposeTokens, stageExample, tokenSource, viteBuild } from './support/embed-hosts';

/*
 * examples/react-host: a React 19 dashboard built by Vite (JSX through Vite's own transform) with the embed module
 * served beside it. React draws `<city-settings>` with its `page` from React state and listens for
 * `city-settings-navigate`.
 */

let out = '';

// One build per run: the tests here share it (serial, so one worker builds it once).
base.describe.configure({ mode: 'serial' });
base.beforeAll(() => {
	base.setTimeout(300_000);
	out = viteBuild(stageExample('react-host'));
	cpSync(ensureEmbedBuild(), out, { recursive: true });
});

const test = base.extend({
	// eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern; it needs none
	cityOptions: async ({}, use) => {
		await use({ app: out });
	}
});

test('the React host renders the element, re-renders it on a page change, and hears its moves', async ({
	page,
	city
}) => {
	test.setTimeout(120_000);
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(String(e)));
	page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
	await exposeTokens(page, await tokenSource(city));
	await page.goto(city.url);

	const element = page.locator('city-settings');
	await expect(element.getByRole('heading', { level: 1, name: 'Tool servers' })).toBeVisible();
	await expect(serverRow(element, 'everything').getByText('connected', { exact: true })).toBeVisible({
		timeout: 30_000
	});
	// React set the city as a property, not an attribute (a token is never an attribute).
	expect(await element.evaluate((el) => el.getAttributeNames().filter((n) => n !== 'page'))).toEqual([]);

	// React state changes the page: the same element, re-rendered with a new `page`.
	const same = await element.evaluateHandle((el) => el);
	const dashboard = page.getByRole('navigation', { name: 'Dashboard' });
	await dashboard.getByRole('button', { name: 'Models' }).click();
	await expect(element.getByRole('heading', { level: 1, name: 'Models' })).toBeVisible();
	expect(await element.evaluate((el, before) => el === before, same)).toBe(true);

	// A link inside moves the settings; React hears the event and its own state follows.
	const moves = page.getByRole('status', { name: 'Moves inside the settings' });
	await expect(moves).toHaveText('');
	await element.getByRole('navigation').getByRole('link', { name: 'Overview' }).click();
	await expect(element.getByRole('region', { name: 'Tool servers' })).toBeVisible();
	await expect(moves).toHaveText('overview');
	await expect(dashboard.getByRole('button', { name: 'Overview' })).toHaveAttribute('aria-pressed', 'true');
	expect(errors).toEqual([]);
});
