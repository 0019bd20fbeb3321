// `npm run screens`: Chromium screenshots of the overview, /mcp, /endpoints and the open model picker at 1280 px, against
// a demo city started on a free loopback port, written to docs/screens/ (shown at the top of the README).
// Needs a built app: `npm run build` first, or SCREENS_APP=<dir> for another build folder.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { startCity } from '../city/server';
import { chromiumArgs, findChromium } from './chromium.mjs';

const appDir = process.env.SCREENS_APP ?? 'build';
const outDir = 'docs/screens';
if (!existsSync(join(appDir, 'index.html'))) {
	console.error(`No built app in ${appDir}/: run \`npm run build\` first (or set SCREENS_APP to a build folder).`);
	process.exit(1);
}
const executablePath = findChromium();
if (!executablePath) {
	console.error("No Chromium found: install Debian's (apt-get install -y chromium) or set CHROMIUM_PATH.");
	process.exit(1);
}

const root = mkdtempSync(join(tmpdir(), 'city-screens-'));
// An empty environment: key states come from this demo's own vault, the same on every machine.
const city = await startCity({ root, port: 0, app: appDir, demo: true, env: {} });
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
try {
	mkdirSync(outDir, { recursive: true });
	const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, colorScheme: 'light', locale: 'en-US' });
	const at = (route: string) => new URL(route, city.url).toString();

	// Paired as `npm start`'s link pairs: an open code in the first address.
	await page.goto(`${at('')}#open=${city.mintOpenCode()}`);
	await page.getByRole('list', { name: 'Used in the last 30 days', exact: true }).waitFor({ timeout: 30_000 });
	await page.getByRole('list', { name: 'Keys that need you' }).waitFor({ timeout: 30_000 });
	await page.screenshot({ path: join(outDir, 'overview.png'), fullPage: true });

	await page.goto(at('mcp'));
	const everything = page.locator('li[data-server="everything"]');
	await everything.getByText('connected', { exact: true }).waitFor({ timeout: 60_000 });
	await everything.getByRole('button', { name: /^Show the \d+ tools of everything$/ }).click();
	await everything.locator('li[data-tool]').first().waitFor();
	await page.screenshot({ path: join(outDir, 'mcp.png'), fullPage: true });

	await page.goto(at('endpoints'));
	await page.locator('[data-endpoint]').first().waitFor({ timeout: 30_000 });
	await page.screenshot({ path: join(outDir, 'endpoints.png'), fullPage: true });

	await page.goto(at('models'));
	await page.getByRole('button', { name: 'Choose a model for Main' }).click();
	const dialog = page.getByRole('dialog', { name: 'Model picker' });
	const search = dialog.getByRole('combobox', { name: 'Find a model, provider id or endpoint' });
	for (const words of ['qwen3', 'gpt 5 mini']) {
		await search.fill(words);
		await dialog.getByRole('button', { name: 'Add to compare' }).click();
	}
	await search.fill('');
	await page.screenshot({ path: join(outDir, 'picker.png') });
	// The compare view sits under the lists, in the dialog's own scroll.
	const compare = dialog.getByRole('region', { name: 'Compare' });
	await compare.scrollIntoViewIfNeeded();
	await page.screenshot({ path: join(outDir, 'picker-compare.png') });
	console.log(`Wrote ${outDir}/overview.png, mcp.png, endpoints.png, picker.png and picker-compare.png`);
} finally {
	await browser.close();
	await city.close();
	rmSync(root, { recursive: true, force: true });
}
