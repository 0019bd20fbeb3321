import AxeBuilder from './support/axe-builder';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const axe = async (page: Page) =>
	(await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map(
		(v) => v.id
	);

test.describe('links to a server’s tool', () => {
	test('a copied link opens the folded server at the tool, in view and focused', async ({ page, openApp, context }) => {
		await context.grantPermissions(['clipboard-read', 'clipboard-write']);
		await openApp('/mcp');
		const everything = page.locator('li[data-server="everything"]');
		await expect(everything.getByText('connected', { exact: true })).toBeVisible({ timeout: 30_000 });
		await everything.getByRole('button', { name: /^Show the \d+ tools of everything$/ }).click();
		await everything.getByRole('button', { name: 'Copy a link to tool everything_echo' }).click();
		await expect(everything.getByText('Link copied')).toBeVisible();
		const link = await page.evaluate(() => navigator.clipboard.readText());
		expect(new URL(link).searchParams.get('tool')).toBe('everything_echo');
		expect(link).not.toContain('token=');

		// A fresh page from the link: the server starts folded for everyone else, open at the tool here.
		await page.goto(link);
		const echo = page.getByRole('button', { name: /^everything_echo\b/ });
		await expect(echo).toBeFocused({ timeout: 30_000 });
		await expect(echo).toHaveAttribute('aria-expanded', 'true');
		await expect(page.getByRole('heading', { name: 'everything_echo', exact: true })).toBeInViewport();
		expect(await axe(page)).toEqual([]);
	});

	test('a link to a server row focuses the row', async ({ page, openApp }) => {
		await openApp('/mcp', '?server=everything');
		await expect(page.locator('li[data-server="everything"]')).toBeFocused({ timeout: 30_000 });
	});
});

test.describe('comparing models', () => {
	test.use({ cityOptions: { demo: true } });

	/** Opens the Main purpose's picker on /models: its dialog and search box. */
	async function openPicker(page: Page, openApp: (path: string) => Promise<unknown>) {
		await openApp('/models');
		await page.getByRole('button', { name: 'Choose a model for Main' }).click();
		const dialog = page.getByRole('dialog', { name: 'Model picker' });
		return { dialog, search: dialog.getByRole('combobox', { name: 'Find a model, provider id or endpoint' }) };
	}

	test('compares three models from the demo city, offer by offer, differences marked', async ({ page, openApp }) => {
		const { dialog, search } = await openPicker(page, openApp);
		// The rows say what decides a choice before any is opened.
		await search.fill('qwen3');
		const row = dialog.getByRole('listbox', { name: 'Models' }).getByRole('option').first();
		await expect(row).toContainText('2 providers');
		await expect(row).toContainText(/up to\s131,072/);
		await expect(row).toContainText('local');
		for (const words of ['qwen3', 'gpt 5 mini', 'sonnet 4.5']) {
			await search.fill(words);
			await dialog.getByRole('button', { name: 'Add to compare' }).click();
		}
		const compare = dialog.getByRole('region', { name: 'Compare' });
		await expect(compare.getByRole('listitem')).toHaveCount(3);
		// qwen3-8b has two providers: four offers in all, plus the fact column.
		await expect(compare.getByRole('columnheader')).toHaveCount(5);
		await expect(compare.getByRole('row', { name: /^Local.*differs/ })).toBeVisible();
		await expect(compare.getByRole('row', { name: /^Context window/ })).toContainText('131,072');
		expect(await axe(page)).toEqual([]);
	});

	test('on a laptop-height window the choice can be made without scrolling, and scrolled down nothing hides', async ({
		page,
		openApp
	}) => {
		await page.setViewportSize({ width: 1280, height: 720 });
		const { dialog, search } = await openPicker(page, openApp);
		await search.fill('gpt 5 mini');
		// The dialog is taller than the window here: its actions stay in sight at its foot, on top of what scrolls.
		expect(await dialog.evaluate((d) => d.scrollHeight > d.clientHeight)).toBe(true);
		const choose = dialog.getByRole('button', { name: /^Choose \S*gpt-5-mini from / });
		await expect(choose).toBeInViewport({ ratio: 1 });
		const onTop = (el: Element) => {
			const r = el.getBoundingClientRect();
			return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
		};
		expect(await choose.evaluate(onTop)).toBe(true);
		await expect(dialog.getByRole('button', { name: 'Add to compare' })).toBeInViewport({ ratio: 1 });
		// Scrolled to the end, the offer's last facts are above the actions, not under them.
		await dialog.evaluate((d) => d.scrollTo(0, d.scrollHeight));
		const last = dialog.getByText('select_model carries no level', { exact: false });
		expect(await last.evaluate(onTop)).toBe(true);
		await choose.click();
		await expect(dialog).toBeHidden();
	});

	test('on a tall window the search box stays where it is while what is below it grows and shrinks', async ({
		page,
		openApp
	}) => {
		await page.setViewportSize({ width: 1280, height: 1400 });
		const { dialog, search } = await openPicker(page, openApp);
		await expect(dialog.getByRole('button', { name: /^Choose / })).toBeVisible();
		// The whole dialog fits here, so its height follows its contents.
		expect(await dialog.evaluate((d) => d.scrollHeight <= d.clientHeight)).toBe(true);
		const before = await search.boundingBox();
		await search.fill('no such model anywhere');
		await expect(dialog.getByText('Pick a provider first.')).toBeVisible();
		expect(await search.boundingBox()).toEqual(before);
		await search.fill('');
		await expect(dialog.getByRole('button', { name: /^Choose / })).toBeVisible();
		expect(await search.boundingBox()).toEqual(before);
	});
});

test.describe('links to an endpoint and to a model choice', () => {
	test.use({ cityOptions: { demo: true } });

	test('a copied endpoint link opens the endpoints page at that card, in view and focused', async ({
		page,
		openApp,
		context,
		basePath
	}) => {
		await context.grantPermissions(['clipboard-read', 'clipboard-write']);
		await openApp('/endpoints');
		const vllm = page.locator('article[data-endpoint="vllm"]');
		await vllm.getByRole('button', { name: 'Copy a link to endpoint vllm' }).click();
		await expect(vllm.getByText('Link copied')).toBeVisible();
		const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
		expect(link.pathname).toBe(`${basePath}/endpoints`);
		expect([...link.searchParams.keys()]).toEqual(['endpoint']);
		expect(link.searchParams.get('endpoint')).toBe('vllm');

		await page.goto('about:blank');
		await page.goto(link.toString());
		await expect(vllm).toBeFocused({ timeout: 30_000 });
		await expect(vllm).toBeInViewport();
		expect(await axe(page)).toEqual([]);
	});

	test('a copied choice link opens the models page at that tag, in view and focused', async ({
		page,
		openApp,
		context,
		basePath
	}) => {
		await context.grantPermissions(['clipboard-read', 'clipboard-write']);
		await openApp('/models');
		const ocr = page.locator('section[data-tag="ocr"]');
		await ocr.getByRole('button', { name: /^Copy a link to the .* choice$/ }).click();
		await expect(ocr.getByText('Link copied')).toBeVisible();
		const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
		expect(link.pathname).toBe(`${basePath}/models`);
		expect(Object.fromEntries(link.searchParams)).toEqual({ tag: 'ocr' });

		await page.goto('about:blank');
		await page.goto(link.toString());
		await expect(ocr).toBeFocused({ timeout: 30_000 });
		await expect(ocr).toBeInViewport();
	});

	test('a link to something not there opens the page as usual and says what it named is not there', async ({
		page,
		openApp
	}) => {
		test.setTimeout(180_000);
		await openApp('/endpoints', '?endpoint=gone');
		await expect(page.locator('article[data-endpoint="vllm"]')).toBeVisible({ timeout: 30_000 });
		await expect(page.locator('article[data-endpoint]:focus')).toHaveCount(0);
		await expect(
			page.getByRole('status').filter({ hasText: 'The link names an endpoint that is not attached: gone' })
		).toBeVisible();
		await openApp('/models', '?tag=gone');
		await expect(page.locator('section[data-tag="main"]')).toBeVisible({ timeout: 30_000 });
		await expect(page.locator('section[data-tag]:focus')).toHaveCount(0);
		await expect(
			page.getByRole('status').filter({ hasText: 'The link names a purpose the city has no choice for: gone' })
		).toBeVisible();
		await openApp('/mcp', '?server=nope');
		await expect(
			page.getByRole('status').filter({ hasText: 'The link names a tool server this building does not have: nope' })
		).toBeVisible({ timeout: 30_000 });
		await openApp('/mcp', '?server=everything&tool=no_such_tool');
		await expect(
			page
				.getByRole('status')
				.filter({ hasText: 'The link names a tool that the server everything does not offer now: no_such_tool' })
		).toBeVisible({ timeout: 60_000 });
		// A link to what is there says nothing of the kind.
		await openApp('/mcp', '?server=everything&tool=everything_echo');
		await expect(page.locator('li[data-tool="everything_echo"]')).toBeVisible({ timeout: 60_000 });
		await expect(page.getByText('The link names', { exact: false })).toHaveCount(0);
	});
});
