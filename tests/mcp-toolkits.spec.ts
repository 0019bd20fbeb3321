import type { Page } from '@playwright/test';
import { startFakeBroker, type FakeBroker } from '../city/testing/fake-broker';
import { expect, test as base } from './fixtures';

/*
 * The broker's directory on /mcp against a local city talking to the fake broker on loopback: from no key to
 * the directory, and Connect's tab reaching the broker's consent page; after consent, back in the app's window,
 * the row shows the alias with no reload and no polling.
 */

const test = base.extend<{ broker: FakeBroker }>({
	// eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern; it needs none
	broker: async ({}, use) => {
		const broker = await startFakeBroker();
		await use(broker);
		await broker.close();
	},
	cityOptions: async ({ broker }, use) => use({ brokerUrl: broker.url, brokerDeadlineMs: 1500 })
});

const directory = (page: Page) => page.getByRole('region', { name: 'Outside applications' });
const toolkitAsks = (asks: { query: unknown }[]) => asks.filter((a) => a.query === 'toolkits').length;

/** Stores the broker's key through the page's one step and waits for the directory. */
async function storeKey(page: Page, key: string) {
	const box = directory(page).getByLabel('Key for the broker (composio)');
	await expect(box).toBeVisible({ timeout: 30_000 });
	await box.fill(key);
	await directory(page).getByRole('button', { name: 'Store key' }).click();
	await expect(directory(page).getByRole('button', { name: 'Connect Linear' })).toBeVisible({ timeout: 20_000 });
}

test('from no key to the directory, then Connect opens a tab on the consent page and the row shows the alias', async ({
	page,
	broker,
	openApp,
	wireLog,
	secrets
}) => {
	test.setTimeout(90_000);
	await openApp('/mcp');
	const key = 'ck_test_directory_5f1e';
	secrets.remember(key);
	await storeKey(page, key);
	const connect = directory(page).getByRole('button', { name: 'Connect Linear' });
	// The broker was asked with the stored key; the page never carried it.
	expect(broker.seen.some((r) => r.key === key)).toBe(true);

	const popup = page.waitForEvent('popup');
	await connect.click();
	const tab = await popup;
	await expect(tab).toHaveURL(/\/consent\/[^/]+$/, { timeout: 20_000 });
	await expect(tab.getByRole('button', { name: 'Allow' })).toBeVisible();
	expect(wireLog.commands()).toEqual([
		{ connect_toolkit: { toolkit: 'linear', idem: expect.stringMatching(/^idem1-/) } }
	]);

	// While the window is away, the page asks nothing; coming back asks once and shows the alias.
	const before = toolkitAsks(wireLog.asks());
	await tab.getByRole('button', { name: 'Allow' }).click();
	await expect(tab.getByRole('status')).toHaveText(/Linear is connected\./);
	expect(toolkitAsks(wireLog.asks())).toBe(before);
	await tab.close();
	await page.bringToFront();
	// Headless Chromium sends the page no focus on bringToFront: the event a person's return would fire.
	await page.evaluate(() => window.dispatchEvent(new FocusEvent('focus')));
	const row = directory(page).getByRole('listitem').filter({ hasText: 'Linear' });
	await expect(row.getByText('Connected as')).toBeVisible({ timeout: 20_000 });
	await expect(row.getByText(/-linear$/)).toBeVisible();
	await expect(row.getByText(/is opening in the new tab/)).toHaveCount(0);
	expect(toolkitAsks(wireLog.asks())).toBe(before + 1);
});

test('a broker that times out on Connect: the outcome is said unknown, nothing is re-sent; a 401 is shown verbatim', async ({
	page,
	broker,
	openApp,
	wireLog,
	secrets
}) => {
	test.setTimeout(90_000);
	await openApp('/mcp');
	const key = 'ck_test_directory_9a2b';
	secrets.remember(key);
	await storeKey(page, key);

	broker.mode({ kind: 'hang' });
	const row = directory(page).getByRole('listitem').filter({ hasText: 'Linear' });
	const popup = page.waitForEvent('popup');
	await row.getByRole('button', { name: 'Connect Linear' }).click();
	const tab = await popup;
	await expect(row.getByText(/Whether the broker acted on connecting Linear is not known/)).toBeVisible({
		timeout: 20_000
	});
	// The blank tab had nothing to show and was closed; the command left once.
	await expect.poll(() => tab.isClosed()).toBe(true);
	expect(wireLog.commands()).toHaveLength(1);

	broker.mode({ kind: 'status', status: 401, body: '{"error":"bad key"}' });
	await row.getByRole('button', { name: 'Ask the directory again' }).click();
	await expect(directory(page).getByText('api/v3/toolkits answered 401 Unauthorized')).toBeVisible({ timeout: 20_000 });
	await expect(directory(page).getByText('store a valid project key for the broker and try again')).toBeVisible();
	expect(wireLog.commands()).toHaveLength(1);
	// The building's servers above keep working.
	await page.getByRole('button', { name: 'Check again' }).click();
	await expect(page.getByRole('button', { name: 'Check again' })).toBeEnabled({ timeout: 30_000 });
});
