import type { Locator, Page } from '@playwright/test';
import { test as base, expect } from './fixtures';
import {
	ACCENT_CSS,
	HOST_ACCENT,
	HOSTILE_CSS,
	handle,
	hostPage,
	insideShadowOf,
	mountWithToken,
	serverRow,
	socketOf
} from './support/embed-host-page';
import { exposeTokens, hostFolder, tokenSource } from './support/embed-hosts';

/*
 * A host's stylesheet stays outside: hostile element rules and inherited properties on its body change nothing
 * drawn inside the shadow root, the accent the host sets on the element does reach in, nothing lands in
 * `document.head`, and the model picker opens inside the root, styled and keyboard-usable.
 */

const test = base.extend({
	// eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern; it needs none
	cityOptions: async ({}, use) => {
		const host = hostFolder({
			'index.html': { text: hostPage(['host.css']) },
			'hostile.html': { text: hostPage(['host.css', 'hostile.css']) },
			'host.css': { text: ACCENT_CSS },
			'hostile.css': { text: HOSTILE_CSS }
		});
		await use({ app: host.dir, demo: true });
		host.cleanup();
	}
});

const PROPS = [
	'font-family',
	'font-size',
	'font-style',
	'font-weight',
	'color',
	'background-color',
	'letter-spacing',
	'word-spacing',
	'line-height',
	'text-transform',
	'text-align',
	'text-decoration-line',
	'margin-top',
	'margin-left',
	'padding-top',
	'padding-left',
	'border-top-width',
	'border-top-style',
	'border-top-color',
	'box-sizing',
	'list-style-type',
	'height'
];

/** The computed styles that matter of each probe, by name. */
async function styles(probes: Record<string, Locator>): Promise<Record<string, Record<string, string>>> {
	const out: Record<string, Record<string, string>> = {};
	for (const [name, probe] of Object.entries(probes)) {
		out[name] = await probe.evaluate((el, props) => {
			const s = getComputedStyle(el);
			return Object.fromEntries(props.map((p) => [p, s.getPropertyValue(p)]));
		}, PROPS);
	}
	return out;
}

/** Every `probe.property: without → with` that differs between two measurements. */
function differences(
	without: Record<string, Record<string, string>>,
	withSheet: Record<string, Record<string, string>>
): string[] {
	return Object.entries(without).flatMap(([probe, props]) =>
		Object.entries(props)
			.filter(([p, v]) => withSheet[probe]?.[p] !== v)
			.map(([p, v]) => `${probe}.${p}: ${v} → ${withSheet[probe]?.[p]}`)
	);
}

const headSheets = (page: Page) => page.evaluate(() => document.head.querySelectorAll('style, link').length);
const isFocused = (l: Locator) => l.evaluate((el) => (el.getRootNode() as ShadowRoot | Document).activeElement === el);

/** Loads one variant of the host page, mounts /mcp, then opens the picker on /models; returns what it measured. */
async function drawAndMeasure(page: Page, socket: string, url: string) {
	await page.goto(url);
	const sheets = await headSheets(page);
	await mountWithToken(page, 'a', socket);
	const a = page.locator('#a');
	await expect(serverRow(a, 'everything').getByText('connected', { exact: true })).toBeVisible({ timeout: 30_000 });
	const mcp = await styles({
		root: a.locator('[lang]').first(),
		title: a.getByRole('heading', { level: 1, name: 'Tool servers' }),
		serverName: serverRow(a, 'everything').getByRole('heading', { name: 'everything', exact: true }),
		state: serverRow(a, 'everything').getByText('connected', { exact: true }),
		checkAgain: a.getByRole('button', { name: 'Check again' }),
		label: a.getByRole('textbox', { name: 'Label' }),
		navLink: a.getByRole('navigation').getByRole('link', { name: 'Overview' }),
		serverList: a.getByRole('list', { name: 'Servers' })
	});

	await handle(page, 'a', { update: { page: 'models' } });
	const choose = a.getByRole('button', { name: 'Choose a model for Main' });
	await choose.click();
	// Typed at once: keys pressed before the search box exists still reach it.
	await page.keyboard.type('qwen3');
	const dialog = a.getByRole('dialog', { name: 'Model picker' });
	await expect(dialog).toBeVisible();
	const search = dialog.getByRole('combobox', { name: 'Find a model, provider id or endpoint' });
	await expect(search).toHaveValue('qwen3');
	await expect(dialog.getByRole('listbox', { name: 'Models' }).getByRole('option')).toHaveCount(1);
	const picker = await styles({ dialog, search, option: dialog.getByRole('option').first() });
	const focusedInside = await isFocused(search);
	await page.keyboard.press('Escape');
	await expect(dialog).toHaveCount(0);
	const focusBack = await isFocused(choose);
	// Heights that follow the content (the whole root, the list) are not the host's to change, nor compared.
	for (const name of ['root', 'serverList']) delete mcp[name]!.height;
	return { a, dialog, choose, sheets, sheetsAfter: await headSheets(page), mcp, picker, focusedInside, focusBack };
}

test('a hostile host stylesheet changes nothing inside; the host’s accent reaches in; the picker stays inside', async ({
	page,
	city
}) => {
	test.setTimeout(180_000);
	await exposeTokens(page, await tokenSource(city));
	const plain = await drawAndMeasure(page, socketOf(city), city.url);
	const hostile = await drawAndMeasure(page, socketOf(city), `${city.url}hostile.html`);

	// Each check below is soft, so one run lists every way the host's styles get in.
	// The hostile sheet is loaded and loud outside: the host's own heading shows it.
	await expect(page.getByRole('heading', { name: 'Host dashboard' })).toHaveCSS('font-size', '60px');
	expect.soft(differences(plain.mcp, hostile.mcp)).toEqual([]);
	expect.soft(differences(plain.picker, hostile.picker)).toEqual([]);
	// Nothing added to the host's head, not by the page, not by the lazily loaded picker.
	expect.soft(plain.sheetsAfter).toBe(plain.sheets);
	expect.soft(hostile.sheetsAfter).toBe(hostile.sheets);

	// The accent the host set on its element is the widget's: the value, and a primary button drawn with it.
	const a = hostile.a;
	expect
		.soft(
			await a
				.locator('[lang]')
				.first()
				.evaluate((el) => getComputedStyle(el).getPropertyValue('--cs-color-accent').trim())
		)
		.toBe(HOST_ACCENT);
	const probe = await a
		.locator('[lang]')
		.first()
		.evaluate((el) => {
			const b = document.createElement('button');
			b.className = 'button primary';
			el.append(b);
			const bg = getComputedStyle(b).backgroundColor;
			b.remove();
			return bg;
		});
	expect.soft(probe).toBe(HOST_ACCENT);

	// The picker: inside the shadow root, styled by the widget (its search box takes the widget's font, not the
	// browser's default for inputs), focused in its search box, and Escape handed focus back to its button.
	expect([hostile.focusedInside, hostile.focusBack, plain.focusedInside, plain.focusBack]).toEqual([
		true,
		true,
		true,
		true
	]);
	const rootFont = await a
		.locator('[lang]')
		.first()
		.evaluate((el) => getComputedStyle(el).fontFamily);
	expect(hostile.picker.search!['font-family']).toBe(rootFont);
	expect(hostile.picker.dialog!['background-color']).not.toBe('rgba(0, 0, 0, 0)');
	// Keyboard only, from the button that has focus: open, find, choose the model, then its second provider.
	const { dialog, choose } = hostile;
	await page.keyboard.press('Enter');
	await expect(dialog).toBeVisible();
	expect(await dialog.evaluate(insideShadowOf, '#a')).toBe(true);
	await page.keyboard.type('qwen3');
	await page.keyboard.press('Enter');
	await expect(dialog.getByRole('listbox', { name: 'Providers of qwen3-8b' }).getByRole('option')).toHaveCount(2);
	await page.keyboard.press('ArrowDown');
	await page.keyboard.press('Enter');
	await expect(dialog).toHaveCount(0);
	await expect(a.getByTestId('chosen-main')).toContainText('Qwen/Qwen3-8B from vllm');
	expect(await isFocused(choose)).toBe(true);
});
