import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { callThroughCity } from '../city/call-command';
import { everythingServer } from '../city/domain/seed';
import { configureCommand } from '../city/testing/harness';
import { withCityClient } from '../city/testing/wire-client';
import type { UsageExportAnswer } from '../protocol/schemas';
import { expect, test } from './fixtures';

/*
 * The usage record on /mcp against a real local city: real tool calls of server-everything made through the
 * city's own MCP client (`npm run city -- call`'s path), folded from its ledger, shown beside health, and
 * exported byte for byte.
 */

const usage = (page: Page) => page.getByRole('region', { name: 'What agents use' });
const server = (page: Page, label: string) =>
	usage(page)
		.getByRole('article')
		.filter({ has: page.getByRole('heading', { name: label, exact: true }) });

test.describe('what agents use', () => {
	test('three real calls, one rejected: counts, last use, chart, the calls, and the export byte for byte', async ({
		page,
		city,
		openApp,
		wireLog
	}) => {
		test.setTimeout(120_000);
		for (const args of [{ message: 'one' }, { message: 'two' }, { nope: 1 }]) {
			await callThroughCity(city.root, 'everything', 'echo', args);
		}
		await openApp('/mcp');
		const everything = server(page, 'everything');
		await expect(everything.getByText('3 calls in the last 30 days')).toBeVisible({ timeout: 30_000 });
		await expect(everything.getByText('1 failed')).toBeVisible();
		await expect(everything.locator('time').first()).toHaveText(/now|second/);
		const today = new Date().toISOString().slice(0, 10);
		await expect(everything.locator('figcaption')).toContainText(`3 on ${today}`);
		// Asked once on open, without waiting for health.
		expect(wireLog.asks().filter((a) => JSON.stringify(a.query).includes('mcp_usage'))).toHaveLength(1);

		await everything.getByRole('button', { name: 'Show the calls of echo' }).click();
		const calls = everything.getByRole('table', { name: 'Calls of echo, newest first' });
		await expect(calls.getByRole('row')).toHaveCount(4);
		await expect(calls.getByRole('row').nth(1)).toContainText('failed');
		await expect(calls.getByRole('row').nth(2)).toContainText('ok');
		await expect(calls.getByRole('row').nth(3)).toContainText('ok');

		const body = await withCityClient(
			city,
			async (c) => (await c.answer<UsageExportAnswer>({ usage_export: { what: 'mcp', format: 'csv' } })).body
		);
		const download = page.waitForEvent('download');
		await usage(page).getByRole('button', { name: 'Download CSV' }).click();
		const file = await download;
		expect(file.suggestedFilename()).toMatch(new RegExp(`^${city.city}-mcp-usage-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
		expect(await readFile((await file.path())!, 'utf8')).toBe(body);
	});

	test('a server never called says so; a removed server’s calls are in the group no longer configured', async ({
		page,
		city,
		openApp
	}) => {
		test.setTimeout(120_000);
		await withCityClient(city, async (c) => {
			c.command(configureCommand(city.city, [everythingServer(), everythingServer('old')]));
			await c.nextEvent('building_configured');
		});
		expect((await callThroughCity(city.root, 'old', 'echo', { message: 'bye' })).body.outcome).toBe('ok');
		await withCityClient(city, async (c) => {
			c.command(configureCommand(city.city, [everythingServer(), everythingServer('spare')]));
			await c.nextEvent('building_configured');
		});
		await openApp('/mcp');
		await expect(server(page, 'spare').getByText('Not used by any agent yet.')).toBeVisible({ timeout: 30_000 });
		const gone = usage(page).getByRole('region', { name: 'Tools of servers no longer configured' });
		await expect(gone.getByRole('heading', { name: 'old', exact: true })).toBeVisible();
		await expect(gone.getByText('1 call in the last 30 days')).toBeVisible();
	});
});
