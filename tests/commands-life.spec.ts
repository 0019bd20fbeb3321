import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BuildingAnswer } from '../protocol/schemas/index';
import { expect, test } from './fixtures';
import { ProcessCity, missingServer, serverRow as row } from './support/process-city';

// One life for each command (WIRE.md §8): a change that left just before the city stopped is sent again
// after the reconnect, with its own idem, and applied once. (A change larger than a frame is refused in the
// form without leaving: src/lib/wire/connection.test.ts and src/lib/mcp/changes/changes.test.ts.)

test.describe('a change sent while the city is paused, then restarted', () => {
	let city: ProcessCity | null = null;
	test.afterEach(async () => {
		await city?.dispose();
		city = null;
	});

	test('is applied exactly once after the reconnect, and the page is usable without a reload', async ({
		page,
		appDir,
		basePath,
		wireLog
	}) => {
		test.setTimeout(120_000);
		city = await ProcessCity.start(appDir, basePath);
		await city.configure('local', [missingServer('alpha'), missingServer('gamma')]);

		// The page's code comes from the build folder, so a part first fetched while the city is paused (the
		// change review) still arrives: this test is about the wire, not about the city's static files.
		await page.route('**/_app/immutable/**', (route) =>
			route.fulfill({ path: join(appDir, new URL(route.request().url()).pathname.slice(basePath.length + 1)) })
		);
		await page.goto(await city.pairedUrl('mcp'));
		await expect(row(page, 'gamma')).toBeVisible();
		await expect(row(page, 'gamma').getByText('failed', { exact: true })).toBeVisible({ timeout: 30_000 });

		// The city stops answering (SIGSTOP): the press leaves, and nothing confirms it.
		city.pause();
		await row(page, 'gamma').getByRole('button', { name: 'Remove gamma…' }).click();
		await page.getByRole('button', { name: 'Remove gamma', exact: true }).click();
		await expect(page.getByText('Sent; waiting for the city to confirm.')).toBeVisible();
		const sent = () => wireLog.commands().filter((c) => 'configure_building' in c);
		await expect.poll(() => sent().length).toBe(1);

		// Killed while paused, started again on the same data folder and port.
		await city.restart();
		const indicator = page.getByRole('status', { name: 'Connection to the city' });
		await expect(indicator).toContainText('Connected to local', { timeout: 30_000 });

		// The same press went again, with its own idem, and the city applied it once.
		await expect.poll(() => sent().length, { timeout: 15_000 }).toBe(2);
		expect(sent()[1]).toEqual(sent()[0]);
		await expect(row(page, 'gamma')).toHaveCount(0, { timeout: 30_000 });
		const own = await city.withClient((c) => c.answer<BuildingAnswer>({ building_view: { addr: 'local' } }));
		expect(own.mcp.map((s) => s.label)).toEqual(['alpha']);
		const ledger = await readFile(join(city.root, 'ledger.jsonl'), 'utf8');
		expect(ledger.split('\n').filter((l) => l.includes('"building_configured"'))).toHaveLength(2);

		// Usable without a reload: nothing says a change is on its way, and the next press goes out.
		await expect(page.getByText('Sent; waiting for the city to confirm.')).toHaveCount(0);
		await expect(row(page, 'alpha').getByRole('button', { name: 'Remove alpha…' })).toBeEnabled();
	});
});
