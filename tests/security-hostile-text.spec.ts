import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startFakeProvider, type FakeProvider } from '../city/testing/fake-provider';
import { emptyTuning, idem } from '../city/testing/harness';
import { WireClient, wsUrlOf } from '../city/testing/wire-client';
import { expect, test } from './fixtures';
import { watchCsp } from './support/csp-watch';
import { HOSTILE, SHORT_HOSTILE } from './support/hostile-strings';

// Issue #9, hostile text, produced for real by the local city: a stdio tool server publishing
// hostile tool names, descriptions and schemas; a command that does not exist with a hostile name
// (the refusal carries it); a provider listing hostile model ids and prices under a hostile label.
// Each must be drawn as the exact text, nothing may run, nothing may become a non-http(s) link,
// and nothing may push the page wider than a 360 px screen.

const server = join(import.meta.dirname, 'support/hostile-mcp-server.mjs');
const row = (page: Page, label: string) =>
	page
		.getByRole('list', { name: 'Servers' })
		.getByRole('listitem')
		.filter({ has: page.getByRole('heading', { name: label, exact: true }) });

test.use({ cityOptions: { seed: false, mcpDeadlineMs: 15_000 } });

let provider: FakeProvider | null = null;
test.afterEach(async () => {
	await provider?.close();
	provider = null;
});

/** Installs the tripwires: any dialog, and a global a hostile string would set if it ran. */
async function tripwires(page: Page): Promise<{ dialogs: string[] }> {
	const dialogs: string[] = [];
	page.on('dialog', (d) => {
		dialogs.push(d.message());
		void d.dismiss();
	});
	return { dialogs };
}

/** Opens every fold on the page: tool lists, schemas, then long texts. */
async function unfold(page: Page): Promise<void> {
	for (const name of [/^Show the \d+ tools? of /, /^Show the schema of /, /^Show all \d+ characters$/]) {
		for (let i = 0; i < 200; i++) {
			const button = page.getByRole('button', { name }).first();
			if (!(await button.count())) break;
			await button.click();
		}
	}
}

/** Nothing ran, nothing was injected, and every link goes to http(s) or within the app. */
async function nothingRan(page: Page, dialogs: string[]): Promise<void> {
	const report = await page.evaluate(() => ({
		pwned: (window as unknown as { __pwned?: unknown }).__pwned ?? null,
		// Elements the hostile strings would have made had they been read as markup.
		injected: [...document.querySelectorAll('*')].filter(
			(el) =>
				[...el.attributes].some((a) => a.name.startsWith('on')) ||
				(el.tagName === 'SCRIPT' && /__pwned|alert\(/.test(el.textContent ?? '')) ||
				(el.tagName === 'IMG' && el.getAttribute('src') === 'x') ||
				((el.tagName === 'B' || el.tagName === 'I') && /^(x|bold|entities|link)$/.test(el.textContent ?? ''))
		).length,
		badLinks: [...document.querySelectorAll('a[href]')]
			.map((a) => (a as HTMLAnchorElement).href)
			.filter((href) => !/^https?:\/\//i.test(href))
	}));
	expect.soft(report).toEqual({ pwned: null, injected: 0, badLinks: [] });
	expect(dialogs).toEqual([]);
}

async function noOverflow(page: Page): Promise<void> {
	const widths = await page.evaluate(() => {
		const client = document.documentElement.clientWidth;
		// The innermost elements reaching past the screen's edge, to name the culprit.
		const clipped = (el: Element): boolean => {
			for (let p = el.parentElement; p; p = p.parentElement)
				if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(p).overflowX)) return true;
			return false;
		};
		const over = [...document.querySelectorAll('body *')]
			.filter(
				(el) =>
					el.getBoundingClientRect().right > client + 1 &&
					!clipped(el) &&
					![...el.children].some((c) => c.getBoundingClientRect().right > client + 1)
			)
			.sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)
			.slice(0, 5)
			.map(
				(el) =>
					`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} (${Math.round(el.getBoundingClientRect().right)} px): ${(el.textContent ?? '').slice(0, 40)}`
			);
		return { scroll: document.documentElement.scrollWidth, client, over };
	});
	expect
		.soft(
			widths.scroll,
			`the page is ${widths.scroll} px wide on a ${widths.client} px screen: ${widths.over.join(' | ')}`
		)
		.toBeLessThanOrEqual(widths.client + 1);
}

test('hostile text from tool servers, refusals and providers is drawn exactly and never runs', async ({
	page,
	city,
	openApp
}, info) => {
	test.setTimeout(180_000);
	const list = info.outputPath('hostile.json');
	writeFileSync(list, JSON.stringify(HOSTILE));
	provider = await startFakeProvider({
		models: HOSTILE.map((s, i) => ({
			id: s.length > 1000 ? `m${i}-${s.slice(0, 5000)}` : s,
			pricing: { prompt: s, completion: s },
			context_length: 1000 + i
		}))
	});
	const c = await WireClient.connect(wsUrlOf(city.origin), { timeoutMs: 60_000, token: city.cityKey });
	c.command({
		configure_building: {
			addr: city.city,
			mcp: [
				{
					label: 'hostile',
					transport: { stdio: { command: process.execPath, args: [server, list, SHORT_HOSTILE], env: [] } }
				},
				{
					label: 'ghost',
					transport: { stdio: { command: `/nonexistent/${SHORT_HOSTILE}`, args: [HOSTILE[0]!], env: [] } }
				}
			],
			sandbox: null,
			desktop: null,
			context_second_threshold: null,
			idem: idem()
		}
	});
	await c.nextEvent('building_configured');
	c.command({
		attach_endpoint: {
			name: 'hostile',
			base_url: provider.baseUrl,
			dialect: 'open_ai',
			secret: null,
			auth_header: null,
			admit: [],
			tuning: emptyTuning({ label: HOSTILE[1]! }),
			idem: idem()
		}
	});
	await c.nextEvent('endpoint_attached');
	await c.close();

	const { dialogs } = await tripwires(page);
	const csp = await watchCsp(page);
	await page.setViewportSize({ width: 360, height: 800 });

	// The MCP page: server name, target, tool names, disclosures, schema descriptions, the refusal.
	await openApp('/mcp');
	await expect(row(page, 'hostile').getByText('connected', { exact: true })).toBeVisible({ timeout: 60_000 });
	await expect(row(page, 'ghost').getByText('failed', { exact: true })).toBeVisible();
	await noOverflow(page);
	await unfold(page);
	const mcpText = await page.locator('main').evaluate((m) => m.textContent ?? '');
	for (const s of HOSTILE)
		expect.soft(mcpText.includes(s), `not drawn exactly on /mcp: ${JSON.stringify(s.slice(0, 60))}`).toBe(true);
	expect(mcpText).toContain(`${SHORT_HOSTILE}`);
	expect(mcpText).toContain(`/nonexistent/${SHORT_HOSTILE}`);
	await nothingRan(page, dialogs);
	await noOverflow(page);

	// A refusal of the city's own (an address it does not keep) echoes hostile text in its subject.
	const addr = `evil<img src=x onerror="window.__pwned=9">\u202E${'Q'.repeat(2000)}`;
	await openApp('/mcp', `?addr=${encodeURIComponent(addr)}`);
	await expect(page.getByText('E_PATH_NOT_FOUND').first()).toBeVisible({ timeout: 30_000 });
	await unfold(page);
	const refusalText = await page.locator('main').evaluate((m) => m.textContent ?? '');
	expect
		.soft(
			refusalText.includes(`this city is ${city.city}; ${addr} is not inside it`),
			'the refusal subject is not drawn exactly'
		)
		.toBe(true);
	await nothingRan(page, dialogs);
	await noOverflow(page);

	// The endpoints page: the label, base URL and model facts of the hostile provider.
	await openApp('/endpoints');
	const card = page.getByRole('article', { name: HOSTILE[1]! });
	await expect(card).toBeVisible({ timeout: 30_000 });
	await unfold(page);
	// The attach form's look at the same provider lists every model id and price as the probe read them.
	const form = page.getByRole('region', { name: 'Attach an endpoint' });
	await form.getByLabel('Endpoint id').fill('again');
	await form.getByLabel('Base URL').fill(provider.baseUrl);
	await form.getByLabel('Dialect').selectOption('open_ai');
	await form.getByRole('button', { name: 'Look' }).click();
	await expect(page.locator('[data-probe="again"]').getByText('Every stage went well.')).toBeVisible({
		timeout: 30_000
	});
	await unfold(page);
	const endpointsText = await page.locator('main').evaluate((m) => m.textContent ?? '');
	expect(endpointsText).toContain(HOSTILE[1]!);
	expect(endpointsText).toContain(provider.baseUrl);
	for (const s of HOSTILE)
		expect
			.soft(
				endpointsText.includes(s),
				`model id or price not drawn exactly on /endpoints: ${JSON.stringify(s.slice(0, 60))}`
			)
			.toBe(true);
	await nothingRan(page, dialogs);
	await noOverflow(page);

	// The models page: every hostile id and price, as the provider stated them.
	await openApp('/models');
	await expect(page.getByRole('heading', { level: 1, name: 'Models' })).toBeVisible();
	await page.waitForLoadState('networkidle').catch(() => undefined);
	await unfold(page);
	await page
		.getByRole('button', { name: /^Choose a model for / })
		.first()
		.click();
	const dialog = page.getByRole('dialog', { name: 'Model picker' });
	await expect(dialog).toBeVisible();
	await unfold(page);
	await noOverflow(page);
	// The list is virtual: find each id by typing it, then it must be drawn exactly.
	const search = dialog.getByLabel('Find a model, provider id or endpoint');
	for (const s of HOSTILE.filter((x) => x.length < 1000)) {
		// (a text box drops newlines, so type only the first line)
		await search.fill(s.split('\n')[0]!);
		await expect
			.soft(
				async () => expect((await dialog.evaluate((m) => m.textContent ?? '')).includes(s)).toBe(true),
				`model id not drawn exactly: ${JSON.stringify(s)}`
			)
			.toPass();
		await nothingRan(page, dialogs);
		await noOverflow(page);
	}
	await page.keyboard.press('Escape');
	await nothingRan(page, dialogs);
	await noOverflow(page);
	expect(await csp.list()).toEqual([]);
});
