import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { spawnCity, type CityProcess } from '../city/soak/city-process';
import { idem } from '../city/testing/harness';
import { WireClient, wsUrlOf } from '../city/testing/wire-client';
import type { McpServer } from '../protocol/schemas/index';
import { expect, test } from './fixtures';

// Issue #9, a city that fails for real: the local city is SIGKILLed mid-session and started again on
// the same port and data folder. The page must say it is offline while it retries, reconnect, ask
// again what it was waiting for, and show what the city holds now, not what it held before.

const missing = (label: string): McpServer => ({
	label,
	transport: { stdio: { command: `/nonexistent/${label}`, args: [], env: [] } }
});
const stalling = (label: string): McpServer => ({
	label,
	transport: { stdio: { command: 'sleep', args: ['600'], env: [] } }
});
const row = (page: Page, label: string): Locator =>
	page
		.getByRole('list', { name: 'Servers' })
		.getByRole('listitem')
		.filter({ has: page.getByRole('heading', { name: label, exact: true }) });

async function configure(origin: string, addr: string, mcp: McpServer[]): Promise<void> {
	const c = await WireClient.connect(wsUrlOf(origin));
	c.command({
		configure_building: { addr, mcp, sandbox: null, desktop: null, context_second_threshold: null, idem: idem() }
	});
	await c.nextEvent('building_configured');
	await c.close();
}

test.describe('a city killed and started again', () => {
	let proc: CityProcess | null = null;
	let root = '';
	test.afterEach(async () => {
		await proc?.kill();
		proc = null;
		await rm(root, { recursive: true, force: true });
	});

	test('the page says it is offline, reconnects, re-asks what it waited for, and shows the new state', async ({
		page,
		wireLog,
		appDir,
		basePath
	}) => {
		test.setTimeout(120_000);
		root = await mkdtemp(join(tmpdir(), 'city-restart-'));
		const opts = { root, port: 0, app: appDir, base: basePath, seed: false, mcpDeadlineMs: 8000, env: {} };
		proc = await spawnCity(opts);
		const port = proc.port;
		await configure(proc.origin, 'local', [missing('alpha'), stalling('slow')]);

		await page.goto(proc.url + 'mcp');
		const indicator = page.getByRole('status', { name: 'Connection to the city' });
		await expect(indicator).toContainText('Connected to local');
		const healthAsks = () => wireLog.asks().filter((a) => JSON.stringify(a.query).includes('mcp_health')).length;
		await expect(row(page, 'alpha')).toBeVisible();
		// The health check is in flight (the stalling server holds it for 8 s) when the city dies.
		await expect.poll(healthAsks).toBe(1);
		await proc.kill();
		await expect(indicator).toContainText('Cannot reach the city');

		// Same port, same data folder; meanwhile someone else changes the list.
		proc = await spawnCity({ ...opts, port });
		await configure(proc.origin, 'local', [missing('beta')]);
		await expect(indicator).toContainText('Connected to local', { timeout: 30_000 });
		// The question in flight at the drop went again, once, on the new socket.
		await expect.poll(healthAsks, { timeout: 15_000 }).toBe(2);
		// What is shown is what the city holds now: beta, not the alpha from before the restart.
		await expect(row(page, 'beta')).toBeVisible({ timeout: 30_000 });
		await expect(row(page, 'alpha')).toHaveCount(0);
		await expect(row(page, 'slow')).toHaveCount(0);
		await page.waitForTimeout(500);
		expect(healthAsks()).toBe(2);
	});
});
