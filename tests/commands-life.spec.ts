import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BuildingAnswer } from '../protocol/schemas/index';
import { expect, test } from './fixtures';
import { ProcessCity, missingServer, serverRow as row } from './support/process-city';
import { configureCommand } from '../city/testing/harness';
import { withCityClient } from '../city/testing/wire-client';

// One life for each command (WIRE.md §8): a change that left just before the city stopped is sent again
// after the reconnect, with its own idem, and applied once; a change the city applied but whose confirmation
// was lost is sent again with the same idem and not applied a second time. (A change larger than a frame is refused in the
// form without leaving: src/lib/wire/connection.test.ts and src/lib/mcp/changes/changes.test.ts.)

test.describe('a change sent while the city is paused, then restarted', () => {
	let city: ProcessCity | null = null;
	test.afterEach(async () => {
		await city?.dispose();
		city = null;
	});

	test('a press the city never read goes again after the restart, is applied once, and the page is usable without a reload', async ({
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

test.describe('a change the city applied but whose confirmation was lost', () => {
	test('goes again after the reconnect with the same idem, and the city applies it exactly once', async ({
		page,
		city,
		openApp,
		wireLog
	}) => {
		test.setTimeout(120_000);
		await withCityClient(city, async (c) => {
			c.command(configureCommand(city.city, [missingServer('alpha'), missingServer('gamma')]));
			await c.nextEvent('building_configured');
		});
		// Between the page and the city: every frame passes, except that the first confirmation of the page's
		// own change is swallowed and the socket dropped, as a network that fails at the worst moment would.
		let swallowed = 0;
		await page.routeWebSocket(/\/ws$/, (ws) => {
			const server = ws.connectToServer();
			ws.onMessage((m) => server.send(m));
			server.onMessage((m) => {
				const own = String(m).includes('"building_configured"') && wireLog.commands().length > 0;
				if (own && swallowed === 0) {
					swallowed++;
					void ws.close();
					return;
				}
				ws.send(m);
			});
		});
		await openApp('/mcp');
		await expect(row(page, 'gamma').getByText('failed', { exact: true })).toBeVisible({ timeout: 30_000 });
		await row(page, 'gamma').getByRole('button', { name: 'Remove gamma…' }).click();
		await page.getByRole('button', { name: 'Remove gamma', exact: true }).click();

		const sent = () => wireLog.commands().filter((c) => 'configure_building' in c);
		// The city read the first send and applied it; the page never heard so and sends it again on the new socket.
		await expect.poll(() => sent().length, { timeout: 30_000 }).toBe(2);
		expect(swallowed).toBe(1);
		expect(sent()[1]).toEqual(sent()[0]);
		await expect(row(page, 'gamma')).toHaveCount(0, { timeout: 30_000 });
		await expect(page.getByText('Sent; waiting for the city to confirm.')).toHaveCount(0);
		// Applied once: the ledger holds the set-up and this change, not a second copy of it.
		const ledger = await readFile(join(city.root, 'ledger.jsonl'), 'utf8');
		const configured = ledger.split('\n').filter((l) => l.includes('"building_configured"'));
		expect(configured).toHaveLength(2);
		expect(configured[1]).toContain((sent()[0]!.configure_building as { idem: string }).idem);
	});
});
