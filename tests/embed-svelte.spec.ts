import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect } from './fixtures';
import { serverRow } from './support/embed-host-page';
import {
	exposeTokens,
	installTarball,
	packedTarball,
	ROOT,
	stageExample,
	tokenSource,
	viteBuild
} from './support/embed-hosts';

/*
 * examples/svelte-host: a Vite + Svelte 5 dashboard without SvelteKit. It installs the library from the tarball
 * `npm pack` made (what a user installs), builds with its own Vite config, and is served by the city from its own
 * origin; the settings draw /mcp and the model picker inside its layout.
 */

let built: { out: string; installed: string } | null = null;

/** Files under `dir` (recursively) whose text holds `needle`. */
function filesHolding(dir: string, needle: string): string[] {
	const found: string[] = [];
	for (const name of readdirSync(dir)) {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) found.push(...filesHolding(path, needle));
		else if (/\.(js|ts|svelte|json)$/.test(name) && readFileSync(path, 'utf8').includes(needle)) found.push(path);
	}
	return found;
}

// One install and build per run: every test here shares it (serial, so one worker builds it once).
base.describe.configure({ mode: 'serial' });
base.beforeAll(() => {
	base.setTimeout(300_000);
	const dir = stageExample('svelte-host');
	const installed = installTarball(dir, packedTarball());
	built = { out: viteBuild(dir), installed };
});

const test = base.extend({
	// eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern; it needs none
	cityOptions: async ({}, use) => {
		await use({ app: built!.out, demo: true });
	}
});

test('the packed library holds no SvelteKit import, and neither does dist/', () => {
	const pkg = JSON.parse(readFileSync(join(built!.installed, 'package.json'), 'utf8'));
	expect(Object.keys(pkg.peerDependencies ?? {}).sort()).toEqual(['@tanstack/svelte-query', 'svelte', 'valibot']);
	expect(filesHolding(built!.installed, '$app/')).toEqual([]);
	expect(filesHolding(join(ROOT, 'dist'), '$app/')).toEqual([]);
	// The check can fail: the app's own SvelteKit side does import it.
	expect(filesHolding(join(ROOT, 'src'), '$app/').length).toBeGreaterThan(0);
});

test('the Svelte host draws /mcp and the model picker in its own layout', async ({ page, city }) => {
	test.setTimeout(120_000);
	const tokens = await exposeTokens(page, await tokenSource(city));
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(String(e)));
	await page.goto(city.url);
	// The host's own layout around the settings.
	await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
	const settings = page.getByRole('region', { name: 'City settings' });
	await expect(settings.getByRole('heading', { level: 1, name: 'Tool servers' })).toBeVisible();
	await expect(serverRow(settings, 'everything').getByText('connected', { exact: true })).toBeVisible({
		timeout: 30_000
	});
	// The demo city's three servers, each row with the state the city gave it.
	const rows = settings.getByRole('list', { name: 'Servers' }).locator(':scope > li');
	await expect(rows).toHaveCount(3);
	for (const r of await rows.all())
		await expect(r.getByText('connected', { exact: true })).toBeVisible({ timeout: 60_000 });
	await expect(settings.getByText(/^3 servers · 3 connected/).first()).toBeVisible();
	expect(tokens.calls()).toBe(1);
	// The host's theme reaches the settings' root (its own rule on `.city-settings`, examples/svelte-host/src/App.svelte).
	expect(
		await settings
			.locator('.city-settings')
			.first()
			.evaluate((el) => getComputedStyle(el).getPropertyValue('--cs-color-accent').trim())
	).toBe('#0f766e');

	// The host's button moves the settings to /models; the picker opens and works from the keyboard.
	await page.getByRole('button', { name: 'Choose models' }).click();
	await expect(settings.getByRole('heading', { level: 1, name: 'Models' })).toBeVisible();
	const choose = settings.getByRole('button', { name: 'Choose a model for Main' });
	await choose.focus();
	await page.keyboard.press('Enter');
	await page.keyboard.type('qwen3');
	const dialog = page.getByRole('dialog', { name: 'Model picker' });
	await expect(dialog.getByRole('combobox', { name: 'Find a model, provider id or endpoint' })).toHaveValue('qwen3');
	await expect(dialog.getByRole('listbox', { name: 'Models' }).getByRole('option')).toHaveCount(1);
	await expect(dialog.getByRole('listbox', { name: 'Models' }).getByRole('option')).toContainText('qwen3-8b');
	await page.keyboard.press('Escape');
	await expect(dialog).toHaveCount(0);
	await expect(choose).toBeFocused();
	expect(errors).toEqual([]);
});
