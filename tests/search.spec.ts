import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from './support/axe-builder';
import { expect, test } from './fixtures';

/*
 * Issue #45: the web search page against the local city. Each change is reviewed as the whole `[search]` it makes
 * before it is sent; the city's own file matches after each; the selected supplier cannot be removed.
 */

test('web search: suppliers added, one selected, another removed, off, undone, each reviewed and read back', async ({
	page,
	city,
	openApp,
	wireLog
}) => {
	const cityFile = async () => JSON.parse(await readFile(join(city.root, 'CONFIG.json'), 'utf8')).search;
	await openApp('/search');
	const setting = page.getByTestId('search-setting');
	await expect(setting.getByTestId('setting-origin')).toHaveAttribute('data-origin', 'untouched');
	expect(await new AxeBuilder({ page }).analyze().then((r) => r.violations)).toEqual([]);

	const send = async () => {
		await expect(page.getByTestId('search-review')).toBeVisible();
		await page.getByRole('button', { name: 'Send to the city' }).click();
		await expect(page.getByTestId('save-status')).toHaveAttribute('data-phase', 'saved');
	};
	const add = async (id: string) => {
		await page.getByRole('button', { name: 'Add a supplier' }).click();
		const form = page.getByTestId('supplier-form');
		await form.getByRole('textbox', { name: 'Id', exact: true }).fill(id);
		await form.getByRole('textbox', { name: 'Address', exact: true }).fill(`http://127.0.0.1:9/${id}/mcp`);
		await form.getByRole('textbox', { name: 'Remote tool', exact: true }).fill('search');
		await form.getByRole('textbox', { name: 'Query field', exact: true }).fill('query');
		await form.getByRole('button', { name: 'Review the supplier' }).click();
		await send();
	};

	await add('first');
	await expect(setting.getByTestId('setting-origin')).toContainText('your own supplier first (set for the city)');
	expect(await cityFile()).toMatchObject({ choice: 'custom', selected: 'first', suppliers: [{ id: 'first' }] });
	await add('second');
	expect((await cityFile()).suppliers.map((s: { id: string }) => s.id)).toEqual(['first', 'second']);

	await page.getByRole('button', { name: 'Use second' }).click();
	await send();
	expect(await cityFile()).toMatchObject({ selected: 'second' });
	await expect(page.getByRole('button', { name: 'Remove second' })).toBeDisabled();
	await page.getByRole('button', { name: 'Remove first' }).click();
	await expect(page.getByTestId('search-review')).toContainText('removed');
	await send();
	expect(await cityFile()).toMatchObject({ choice: 'custom', selected: 'second', suppliers: [{ id: 'second' }] });

	await page.getByRole('radio', { name: 'Off' }).check();
	await page.getByRole('button', { name: 'Review the switch' }).click();
	await expect(page.getByTestId('search-review')).toContainText('The one supplier listed now is dropped');
	await send();
	expect(await cityFile()).toEqual({ choice: 'off' });
	await expect(setting.getByTestId('setting-origin')).toContainText(
		'off: agents do not search the web (set for the city)'
	);
	// Undo reviews the previous [search] and sends it whole again.
	await page.getByRole('button', { name: 'Undo: review restoring the previous web search' }).click();
	await send();
	expect(await cityFile()).toMatchObject({ choice: 'custom', selected: 'second', suppliers: [{ id: 'second' }] });
	const sent = wireLog.commands().filter((c) => 'configure_city' in c);
	expect(sent).toHaveLength(6);

	// The overview's line says the same and links to the page's switch.
	await page.getByRole('link', { name: 'Overview', exact: true }).click();
	const line = page.getByTestId('overview-search');
	await expect(line).toContainText('your own supplier second (set for the city)');
	await line.getByRole('link', { name: 'Web search: change it on the web search page' }).click();
	await expect(page).toHaveURL(/\/search\?setting=search$/);
	// It lands on the switch, focused; with the city's own suppliers in force no switch is checked.
	await expect(page.getByRole('radio', { name: 'The city’s default supplier' })).toBeFocused();
	await expect(page.getByRole('radio', { name: 'Off' })).not.toBeChecked();
});
