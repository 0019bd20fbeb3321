import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { callThroughCity } from '../city/call-command';
import { everythingServer } from '../city/domain/seed';
import { startFakeProvider, type FakeProvider } from '../city/testing/fake-provider';
import { configureCommand, emptyTuning, idem } from '../city/testing/harness';
import { withCityClient } from '../city/testing/wire-client';
import { expect, test } from './fixtures';
import { MIX, MIX_LONG, STRINGS, sweep, unfold } from './support/sweep-checks';

/*
 * Issue #44, the hostile sweep: a city whose every string field carries a bidi override, zero-width characters,
 * 10,000 characters, markup and a newline (the shared strings.json and MIX), walked page by page and panel by
 * panel at 360 and 1280 px. Each stop fails when the page scrolls sideways, a dialog's Close is out of reach,
 * an override is drawn unmarked, or markup became an element (`support/sweep-checks.ts`).
 */

const hostileServer = join(import.meta.dirname, 'support/hostile-mcp-server.mjs');
// A paired browser's label: at most 64 characters, no control characters.
const BROWSER = 'evil\u202Eslm-txet <b>bold</b>\u200B';

test.use({ cityOptions: { seed: false, mcpDeadlineMs: 15_000 } });
// The base path changes no text: this walk is the app project's only (playwright.config.ts, BASE_PATH_SPECS).

let provider: FakeProvider | null = null;
test.afterEach(async () => {
	await provider?.close();
	provider = null;
});

const go = (page: Page, url: string, route: string) => page.goto(new URL(route.replace(/^\//, ''), url).toString());

for (const [width, height] of [
	[360, 740],
	[1280, 800]
] as const) {
	test(`every page and panel keeps hostile text in its place at ${width} px`, async ({ page, city }, info) => {
		test.setTimeout(300_000);
		await page.setViewportSize({ width, height });

		// The provider: every shared string as a model id (after a provider prefix) and as both prices.
		provider = await startFakeProvider({
			models: [
				{ id: 'acme/evil\u202Eslm-txet', pricing: { prompt: MIX, completion: '\u202E0.5' } },
				...STRINGS.map((s, i) => ({
					id: `acme/${s.text}`,
					pricing: { prompt: s.text, completion: s.text },
					context_length: 1000 + i
				}))
			]
		});
		// The tool server: every shared string as a tool name and description; its arguments carry MIX too.
		const list = info.outputPath('hostile.json');
		writeFileSync(list, JSON.stringify([MIX, ...STRINGS.map((s) => s.text)]));
		await withCityClient(city, async (c) => {
			c.command(
				configureCommand(city.city, [
					everythingServer(),
					{
						label: 'hostile',
						transport: { stdio: { command: process.execPath, args: [hostileServer, list, MIX_LONG], env: [] } }
					}
				])
			);
			await c.nextEvent('building_configured');
			c.command({
				attach_endpoint: {
					name: 'hostile',
					base_url: provider!.baseUrl,
					dialect: 'open_ai',
					secret: null,
					auth_header: null,
					admit: [],
					tuning: emptyTuning({ label: MIX_LONG }),
					idem: idem()
				}
			});
			await c.nextEvent('endpoint_attached');
		});
		// Usage rows under hostile tool names (the hostile server answers no call: each is a failed one).
		await callThroughCity(city.root, 'hostile', MIX, {});
		await callThroughCity(city.root, 'hostile', STRINGS[0]!.text, {});
		await callThroughCity(city.root, 'everything', 'echo', { message: MIX });

		// The pairing screen, then paired under a hostile name.
		await go(page, city.url, '/');
		await expect(page.getByRole('heading', { level: 1, name: 'Pair this browser with the city' })).toBeVisible();
		await page.getByRole('textbox', { name: 'Name for this browser' }).fill(BROWSER);
		await page.getByRole('textbox', { name: 'Pairing code' }).fill(city.pairingCode!);
		await sweep(page, 'pairing screen', { marked: false });
		await page.getByRole('button', { name: 'Pair this browser' }).click();

		// The overview.
		await expect(page.getByRole('region', { name: 'Tool servers' })).toBeVisible({ timeout: 30_000 });
		await expect(page.getByRole('region', { name: 'Endpoints and keys' })).toContainText(/1 endpoint/);
		await sweep(page, 'overview', { marked: false });

		// The endpoints page: the card, then the probe and its admit table.
		await go(page, city.url, '/endpoints');
		await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
		await sweep(page, 'endpoints: card');
		await unfold(page);
		await sweep(page, 'endpoints: card unfolded');
		const form = page.getByRole('region', { name: 'Attach an endpoint' });
		await form.getByLabel('Endpoint id').fill('again');
		await form.getByLabel('Base URL').fill(provider.baseUrl);
		await form.getByLabel('Dialect').selectOption('open_ai');
		await form.getByRole('button', { name: 'Look' }).click();
		const probe = page.locator('[data-probe="again"]');
		await expect(probe.getByText('Every stage went well.')).toBeVisible({ timeout: 30_000 });
		await expect(probe.getByRole('checkbox')).toHaveCount(STRINGS.length + 1);
		await sweep(page, 'endpoints: probe and admit table');
		await unfold(page);
		await sweep(page, 'endpoints: probe unfolded');

		// The models page: the picker with the 10,005-character id shown, then compared.
		await go(page, city.url, '/models');
		await page
			.getByRole('button', { name: /^Choose a model for / })
			.first()
			.click();
		const dialog = page.getByRole('dialog', { name: 'Model picker' });
		await expect(dialog).toBeVisible();
		await sweep(page, 'models: picker');
		const search = dialog.getByRole('combobox', { name: 'Find a model, provider id or endpoint' });
		for (const find of ['acme/evil', 'acme/long-xxxx']) {
			await search.fill(find);
			await expect(dialog.getByRole('button', { name: 'Add to compare' })).toBeVisible();
			await sweep(page, `models: picker showing ${find}`);
			await dialog.getByRole('button', { name: 'Add to compare' }).click();
			await expect(dialog.getByRole('button', { name: 'In the comparison' })).toBeVisible();
		}
		await expect(dialog.locator('[data-compare="2"]')).toBeVisible();
		await sweep(page, 'models: compare');
		// Chosen: the page then shows the hostile id as the choice in force.
		await search.fill('acme/evil');
		await dialog.getByRole('button', { name: /^Choose acme\/evil/ }).click();
		await expect(dialog).toBeHidden();
		await sweep(page, 'models page with the choice');

		// The MCP page: servers, tools, usage and its calls.
		await go(page, city.url, '/mcp');
		const servers = page.getByRole('list', { name: 'Servers' });
		await expect(servers.getByText('connected', { exact: true })).toHaveCount(2, { timeout: 60_000 });
		await sweep(page, 'mcp: servers');
		await unfold(page, [/^Show the \d+ tools? of /, /^Show the calls of /]);
		// A few tools of the hostile server opened: their entries and schema tables.
		const hostileRow = servers
			.getByRole('listitem')
			.filter({ has: page.getByRole('heading', { name: 'hostile', exact: true }) });
		const toggles = hostileRow.locator('[data-tool] button.toggle[aria-expanded="false"]');
		for (let i = 0; i < 3; i++) await toggles.first().click();
		await expect(hostileRow.locator('[data-tool] table')).toHaveCount(3);
		await unfold(page, [/^Show the schema of /]);
		await sweep(page, 'mcp: tools, entries and calls');
		await unfold(page);
		await sweep(page, 'mcp: unfolded');

		// The server review: removing the hostile server shows its command line first; sent, then undone.
		await hostileRow.getByRole('button', { name: 'Remove hostile…' }).click();
		await expect(page.getByTestId('review')).toBeVisible();
		await unfold(page);
		await sweep(page, 'mcp: server review');
		await page.getByRole('button', { name: 'Remove hostile', exact: true }).click();
		const undo = page.getByRole('button', { name: 'Undo the last change to this building’s list' });
		await undo.click();
		await expect(hostileRow).toHaveCount(1);
		await sweep(page, 'mcp: undone');

		// A refusal of the city's own echoes a hostile address in its subject.
		await go(
			page,
			city.url,
			`/mcp?addr=${encodeURIComponent('evil<img src=x onerror="window.__pwned=9">\u202Eslm-txet\u200B')}`
		);
		await expect(page.getByText('E_PATH_NOT_FOUND').first()).toBeVisible({ timeout: 30_000 });
		await unfold(page);
		await sweep(page, 'mcp: a refusal');

		// The paired browsers.
		await go(page, city.url, '/browsers');
		const browsers = page.getByRole('region', { name: 'Browsers paired with the city' });
		await expect(browsers.getByRole('row').filter({ hasText: 'this browser' })).toHaveCount(1);
		await sweep(page, 'paired browsers');

		// The overview again, now with a hostile model chosen.
		await go(page, city.url, '/');
		await expect(page.getByRole('region', { name: 'Model for each purpose' })).toContainText('acme/evil');
		await sweep(page, 'overview with the choice');
	});
}
