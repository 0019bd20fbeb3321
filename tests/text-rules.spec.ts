import type { Locator } from '@playwright/test';
import { startFakeProvider, type FakeProvider } from '../city/testing/fake-provider';
import { emptyTuning, idem } from '../city/testing/harness';
import { WireClient, wsUrlOf } from '../city/testing/wire-client';
import { expect, test } from './fixtures';

// Issue #31, text that pretends: the city's ids and names are drawn isolated, their bidi controls and
// invisible characters made visible (and kept in the text that is copied), sorted by their real letters.

test.use({ cityOptions: { seed: false } });

let provider: FakeProvider | null = null;
test.afterEach(async () => {
	await provider?.close();
	provider = null;
});

/** Attaches an endpoint `name` (label `label`) listing `ids`, through a client of the test's own. */
async function attach(
	city: { origin: string; cityKey: string },
	name: string,
	label: string,
	ids: string[]
): Promise<void> {
	provider = await startFakeProvider({ models: ids.map((id) => ({ id, context_length: 8192 })) });
	const c = await WireClient.connect(wsUrlOf(city.origin), { timeoutMs: 60_000, token: city.cityKey });
	c.command({
		attach_endpoint: {
			name,
			base_url: provider.baseUrl,
			dialect: 'open_ai',
			secret: null,
			auth_header: null,
			admit: [],
			tuning: emptyTuning({ label }),
			idem: idem()
		}
	});
	await c.nextEvent('endpoint_attached');
	await c.close();
}

/** Where the first and last letter of `word` are drawn inside `root`, left to right. */
async function lettersAt(root: Locator, word: string): Promise<{ first: number; last: number }> {
	return root.evaluate((el, w) => {
		const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
		for (let n = walker.nextNode(); n; n = walker.nextNode()) {
			const at = n.nodeValue?.indexOf(w) ?? -1;
			if (at === -1) continue;
			const x = (i: number) => {
				const r = document.createRange();
				r.setStart(n, i);
				r.setEnd(n, i + 1);
				return r.getBoundingClientRect().left;
			};
			return { first: x(at), last: x(at + w.length - 1) };
		}
		throw new Error(`no text ${w}`);
	}, word);
}

test('a model id behind a right-to-left override reads in logical order, marked, and sorts by its real first letter', async ({
	page,
	city,
	openApp
}) => {
	const hostile = '\u202Eevil-rtl-override-gpt';
	await attach(city, 'bidi', 'Bidi provider', ['zeta-model', hostile, 'alpha-model', 'foo-model']);
	await openApp('/models');
	await page
		.getByRole('button', { name: /^Choose a model for / })
		.first()
		.click();
	const dialog = page.getByRole('dialog', { name: 'Model picker' });
	await dialog.getByLabel('Sort by').selectOption('name');
	const options = dialog.getByRole('listbox', { name: 'Models' }).getByRole('option');
	await expect(options).toHaveCount(4);
	// Sorted by "e", between alpha and foo, not by the control (nor under "t" as it used to read).
	const names = await options.evaluateAll((os) => os.map((o) => o.querySelector('.name')?.textContent ?? ''));
	expect(names).toEqual(['alpha-model', hostile, 'foo-model', 'zeta-model']);
	// Drawn in logical order, the override shown as a mark with a name, the text itself unchanged.
	const row = options.nth(1);
	await expect(row.getByRole('img', { name: 'invisible character U+202E' })).toBeVisible();
	const at = await lettersAt(row.locator('.name'), 'evil-rtl-override-gpt');
	expect(at.first).toBeLessThan(at.last);
});

for (const [width, height] of [
	[360, 740],
	[1280, 800]
] as const) {
	test(`a display name of 10,000 characters leaves the endpoints page and the picker usable at ${width} px`, async ({
		page,
		city,
		openApp
	}) => {
		const long = ('Provider with a very long display name ' + 'x'.repeat(60) + ' ').repeat(100).slice(0, 10_000);
		await attach(city, 'longname', long, ['acme/fast-1', 'acme/slow-2']);
		await page.setViewportSize({ width, height });
		await openApp('/endpoints');
		const card = page.locator('[data-endpoint="longname"]');
		await expect(card).toBeVisible();
		// Folded, with a way to see it whole; the card stays a card, not thousands of pixels of name.
		await expect(card.getByRole('button', { name: 'Show all 10000 characters' })).toBeVisible();
		expect((await card.boundingBox())!.height).toBeLessThan(height * 2);
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

		await openApp('/models');
		await page.getByRole('button', { name: 'Choose a model for Main' }).click();
		const dialog = page.getByRole('dialog', { name: 'Model picker' });
		await dialog.getByRole('combobox', { name: 'Find a model, provider id or endpoint' }).fill('fast-1');
		const close = dialog.getByRole('button', { name: 'Close' });
		await expect(close).toBeInViewport({ ratio: 1 });
		const providers = dialog.getByRole('listbox', { name: /^Providers of / });
		await expect(providers).toBeVisible();
		const pane = (await providers.boundingBox())!;
		expect(pane.x).toBeGreaterThanOrEqual(0);
		expect(pane.x + pane.width).toBeLessThanOrEqual(width);
		await close.click();
		await expect(dialog).toHaveCount(0);
	});
}
