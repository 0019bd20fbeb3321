import { expect, test } from './fixtures';
import { untilAsked } from './support/ask-barrier';

/*
 * The overview against a real local city with the demo's recorded endpoints and usage history: the city at a
 * glance from cheap questions, health only as this tab has seen it, every line a link to where to act.
 */

test.use({ cityOptions: { demo: true } });

const healthAsks = (asks: { query: unknown }[]) => asks.filter((a) => JSON.stringify(a.query).includes('mcp_health'));

test('the overview reads the city at a glance and never asks for health itself', async ({ page, openApp, wireLog }) => {
	test.setTimeout(120_000);
	await openApp('/');
	const servers = page.getByRole('region', { name: 'Tool servers' });
	await expect(servers.getByRole('list', { name: 'Used in the last 30 days', exact: true })).toContainText(
		/everything:\s+\d+ calls?/
	);
	await expect(servers.getByRole('list', { name: 'Not used in the last 30 days' })).toContainText('notes');
	await expect(servers.getByText('Not checked in this tab', { exact: false })).toBeVisible();
	const keys = page.getByRole('region', { name: 'Endpoints and keys' });
	await expect(keys.getByText(/\d+ endpoints? attached/)).toBeVisible();
	const models = page.getByRole('region', { name: 'Model for each purpose' });
	await expect(models.getByRole('link', { name: 'Choose the model for Main' })).toBeVisible();
	expect(healthAsks(wireLog.asks())).toHaveLength(0);

	// A server's line opens its row on /mcp; health asked there is what the overview then shows, with its time.
	await servers.getByRole('link', { name: 'notes', exact: true }).click();
	await expect(page).toHaveURL(/\/mcp\?addr=[^&]+&server=notes$/);
	await expect(page.getByRole('heading', { level: 1, name: 'Tool servers' })).toBeVisible();
	await expect.poll(() => healthAsks(wireLog.asks()).length).toBe(1);
	await expect(page.getByText(/^3 servers · 3 connected/).first()).toBeVisible({ timeout: 60_000 });
	await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Overview' }).click();
	await expect(servers.getByText(/^3 of 3 connected/)).toBeVisible();
	await expect(servers.getByText('Checked', { exact: false }).locator('time')).toBeVisible();
	// The barrier: the endpoints page, opened next, asks known_hosts (the overview never does); the socket keeps
	// order, so a health ask the overview had made would be logged before it.
	const asked = wireLog.asks().length;
	await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Endpoints' }).click();
	await untilAsked(wireLog, asked, 'known_hosts');
	expect(healthAsks(wireLog.asks())).toHaveLength(1);
});

test('a key that needs attention opens that account’s key field on /endpoints', async ({ page, openApp }) => {
	await openApp('/');
	const attention = page.getByRole('list', { name: 'Keys that need you' });
	const first = attention.getByRole('link').first();
	await expect(first).toBeVisible();
	const href = await first.getAttribute('href');
	expect(href).toMatch(/\/endpoints\?endpoint=[^&]+&account=[^&]+$/);
	const link = new URLSearchParams(href!.split('?')[1]);
	await first.click();
	await expect(page.getByRole('heading', { level: 1, name: 'Endpoints' })).toBeVisible();
	await expect(page).toHaveURL(new RegExp(href!.replace(/[?]/g, '\\?') + '$'));
	// That account's own key field has the keyboard, not the card or another account's field.
	const card = page.locator(`[data-endpoint="${link.get('endpoint')}"]`);
	await expect(card.getByLabel(`Key for ${link.get('account')}`, { exact: true })).toBeFocused();
});
