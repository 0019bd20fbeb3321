import { ProcessCity, missingServer, serverRow as row, stallingServer } from './support/process-city';
import { expect, test } from './fixtures';

// Issue #9, a city that fails for real: the local city is SIGKILLed mid-session and started again on
// the same port and data folder. The page must say it is offline while it retries, reconnect, ask
// again what it was waiting for, and show what the city holds now, not what it held before.

test.describe('a city killed and started again', () => {
	let city: ProcessCity | null = null;
	test.afterEach(async () => {
		await city?.dispose();
		city = null;
	});

	test('the page says it is offline, reconnects, re-asks what it waited for, and shows the new state', async ({
		page,
		wireLog,
		appDir,
		basePath
	}) => {
		test.setTimeout(120_000);
		city = await ProcessCity.start(appDir, basePath);
		await city.configure('local', [missingServer('alpha'), stallingServer('slow')]);

		await page.goto(await city.pairedUrl('mcp'));
		const indicator = page.getByRole('status', { name: 'Connection to the city' });
		await expect(indicator).toContainText('Connected to local');
		const healthAsks = () => wireLog.asks().filter((a) => JSON.stringify(a.query).includes('mcp_health')).length;
		await expect(row(page, 'alpha')).toBeVisible();
		// The health check is in flight (the stalling server holds it for 8 s) when the city dies.
		await expect.poll(healthAsks).toBe(1);
		await city.proc.kill();
		await expect(indicator).toContainText('Cannot reach the city');

		// Same port, same data folder; meanwhile someone else changes the list.
		await city.restart();
		await city.configure('local', [missingServer('beta')]);
		await expect(indicator).toContainText('Connected to local', { timeout: 30_000 });
		// The question in flight at the drop went again, once, on the new socket.
		await expect.poll(healthAsks, { timeout: 15_000 }).toBe(2);
		// What is shown is what the city holds now: beta, not the alpha from before the restart.
		await expect(row(page, 'beta')).toBeVisible({ timeout: 30_000 });
		await expect(row(page, 'alpha')).toHaveCount(0);
		await expect(row(page, 'slow')).toHaveCount(0);
		// A press is the barrier: an ask made by itself after the reconnect would make this 4, not 3.
		await page.getByRole('button', { name: 'Check again' }).click();
		await expect(page.getByRole('button', { name: 'Check again' })).toBeEnabled({ timeout: 30_000 });
		expect(healthAsks()).toBe(3);
	});
});
