import type { Locator, Page } from '@playwright/test';
import { callThroughCity } from '../city/call-command';
import { FAKE_MCP_SERVERS, fakeToolName, startFakeBroker, type FakeBroker } from '../city/testing/fake-broker';
import { withCityClient } from '../city/testing/wire-client';
import type { McpServer } from '../protocol/schemas/index';
import { expect, test as base } from './fixtures';

/*
 * What connecting an application leads to (issue #46 items 3 and 4), against a local city and its fake broker:
 * the broker's tool server added by its id through the list's review, then its health (connected, with the
 * broker's tools) and its use in "What agents use"; and the overview's connected and awaiting applications,
 * each link landing on its directory row.
 */

const USER = 'local'; // the city's name: who the city is to the broker
const test = base.extend<{ broker: FakeBroker }>({
	// eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern; it needs none
	broker: async ({}, use) => {
		const broker = await startFakeBroker({
			accounts: [
				{ id: 'ca_1', user: USER, slug: 'github', status: 'ACTIVE', alias: 'octo-local' },
				{ id: 'ca_2', user: USER, slug: 'gmail', status: 'INITIATED', redirect_url: '/consent/ca_2' }
			]
		});
		await use(broker);
		await broker.close();
	},
	cityOptions: async ({ broker }, use) => use({ brokerUrl: broker.url, brokerDeadlineMs: 5000 })
});

const directory = (page: Page) => page.getByRole('region', { name: 'Outside applications' });
const row = (page: Page, label: string): Locator =>
	page
		.getByRole('list', { name: 'Servers' })
		.getByRole('listitem')
		.filter({ has: page.getByRole('heading', { name: label, exact: true }) });

async function storeKey(page: Page, key: string) {
	const box = directory(page).getByLabel('Key for the broker (composio)');
	await expect(box).toBeVisible({ timeout: 30_000 });
	await box.fill(key);
	await directory(page).getByRole('button', { name: 'Store key' }).click();
	await expect(directory(page).getByRole('button', { name: 'Connect Linear' })).toBeVisible({ timeout: 20_000 });
}

test('add by server id: reviewed, sent, then connected with the broker’s tools, and its calls in What agents use', async ({
	page,
	city,
	broker,
	openApp,
	wireLog,
	secrets
}) => {
	test.setTimeout(120_000);
	const key = 'ck_test_by_id_9a7c';
	secrets.remember(key);
	await openApp('/mcp');
	await storeKey(page, key);

	const serverId = FAKE_MCP_SERVERS[0]!.id;
	await page.getByRole('radio', { name: 'The broker’s server id' }).check();
	await page.getByRole('textbox', { name: 'Server id' }).fill(serverId);
	await page.getByRole('textbox', { name: 'User id (optional)' }).fill(USER);
	const form = page.locator('form').filter({ has: page.getByRole('textbox', { name: 'Server id' }) });
	await form.getByRole('textbox', { name: 'Label' }).fill('composio');
	await form.getByRole('button', { name: 'Add the server' }).click();
	await expect(page.getByTestId('review').getByText('Added')).toBeVisible();
	expect(wireLog.commands().filter((c) => 'configure_building' in c)).toEqual([]);
	await page.getByRole('button', { name: 'Send the change' }).click();

	// The city checked it like any other server: connected, with the tools the broker's server lists.
	const composio = row(page, 'composio');
	await expect(composio.getByText('connected', { exact: true })).toBeVisible({ timeout: 30_000 });
	await composio.getByRole('button', { name: 'Show the 2 tools of composio' }).click();
	for (const slug of ['github', 'linear'])
		await expect(composio.locator(`li[data-tool="composio_${fakeToolName(slug)}"]`)).toBeVisible();
	const mcp = await withCityClient(city, (c) => c.answer<{ mcp: McpServer[] }>({ building_view: { addr: city.city } }));
	expect(mcp.mcp.at(-1)).toEqual({
		label: 'composio',
		transport: {
			http: {
				url: `https://backend.composio.dev/v3/mcp/${serverId}?user_id=${USER}`,
				headers: [['x-api-key', 'secret:mcp/composio']]
			}
		}
	});
	// The broker's MCP server was reached with the stored key, which never left the city.
	expect(broker.seen.some((r) => r.path === `/v3/mcp/${serverId}` && r.key === key)).toBe(true);

	// An agent's call of its tool is in What agents use, like any other server's.
	const called = await callThroughCity(city.root, 'composio', fakeToolName('github'), { query: 'issues' });
	expect(called.body.outcome).toBe('ok');
	await page.reload();
	const usage = page.getByRole('region', { name: 'What agents use' });
	const used = usage.getByRole('article').filter({ has: page.getByRole('heading', { name: 'composio', exact: true }) });
	await expect(used.getByText('1 call in the last 30 days')).toBeVisible({ timeout: 30_000 });
});

test('the overview lists connected and awaiting applications; each link lands on its directory row', async ({
	page,
	openApp,
	secrets
}) => {
	test.setTimeout(120_000);
	const key = 'ck_test_overview_3b1d';
	secrets.remember(key);
	await openApp('/mcp');
	await storeKey(page, key);
	await openApp('/');
	const line = page.getByTestId('overview-toolkits');
	await expect(line.getByRole('list', { name: 'Connected' })).toContainText('GitHub (octo-local)', { timeout: 30_000 });
	await expect(line.getByRole('list', { name: 'Awaiting consent' })).toContainText('Gmail');

	await line.getByRole('link', { name: 'GitHub, in the directory on the MCP page' }).click();
	await expect(page).toHaveURL(/\/mcp\?addr=[^&]+&toolkit=github$/);
	await expect(directory(page).getByRole('group', { name: 'GitHub', exact: true })).toBeFocused({ timeout: 30_000 });

	await page.goBack();
	await page
		.getByTestId('overview-toolkits')
		.getByRole('link', { name: 'Gmail, in the directory on the MCP page' })
		.click();
	await expect(page).toHaveURL(/toolkit=gmail$/);
	const gmail = directory(page).getByRole('group', { name: 'Gmail', exact: true });
	await expect(gmail).toBeFocused({ timeout: 30_000 });
	await expect(gmail.getByRole('link', { name: 'Finish consent Gmail' })).toBeVisible();
});

test('a broker refusal during a connect is said on its row and in the shell’s messages, verbatim', async ({
	page,
	broker,
	openApp,
	secrets
}) => {
	test.setTimeout(90_000);
	const key = 'ck_test_refusal_51ce';
	secrets.remember(key);
	await openApp('/mcp');
	await storeKey(page, key);
	broker.mode({ kind: 'status', status: 503, body: '{"error":"down"}' });
	const row = directory(page).getByRole('listitem').filter({ hasText: 'Linear' });
	await row.getByRole('button', { name: 'Connect Linear' }).click();
	const subject = 'api/v3/auth_configs answered 503 Service Unavailable';
	await expect(row.getByText(subject)).toBeVisible({ timeout: 20_000 });
	// The broker's refusal names no press (its action is the broker's), so the shell's live message area says it too.
	const messages = page.getByRole('region', { name: 'Messages from the city' });
	await expect(messages.getByText(subject)).toBeVisible();
	await expect(messages).toHaveAttribute('aria-live', 'polite');
});
