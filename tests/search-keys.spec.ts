import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from './support/axe-builder';
import { vault } from './support/endpoint-city';
import { expect, test } from './fixtures';

/*
 * Issue #45, item 4's last part: a search supplier's accounts and keys against the local city. The key goes only
 * to /enroll (realm `search`), the account carries the reference the city answered, the whole `[search]` is
 * reviewed before it is sent, and the key state reads back from the city's `account_status`.
 */

const KEY = 'sk-search-e2e-5f0c1d2a9b7e';

test('a supplier added with a key: stored through /enroll only, its reference sent whole, read back as stored', async ({
	page,
	city,
	openApp,
	wireLog,
	secrets
}) => {
	secrets.remember(KEY);
	const cityFile = async () => JSON.parse(await readFile(join(city.root, 'CONFIG.json'), 'utf8')).search;
	await openApp('/search');
	await page.getByRole('button', { name: 'Add a supplier' }).click();
	const form = page.getByTestId('supplier-form');
	await form.getByRole('textbox', { name: 'Id', exact: true }).fill('keyed');
	await form.getByRole('textbox', { name: 'Address', exact: true }).fill('http://127.0.0.1:9/keyed/mcp');
	await form.getByRole('textbox', { name: 'Remote tool', exact: true }).fill('search');
	await form.getByRole('textbox', { name: 'Query field', exact: true }).fill('query');

	const key = form.getByLabel('Key for main', { exact: true });
	await key.fill(KEY);
	await key.press('Enter');
	await expect(form.getByText('Stored as secret:search/keyed.main.', { exact: false })).toBeVisible();
	await expect(key).toHaveValue('');
	expect(wireLog.urls).toContain(`${city.origin}/enroll`);
	expect((await vault(city.root))['search/keyed.main']).toBe(KEY);
	// Stored, not yet carried: the city's file has no [search] until the supplier is reviewed and sent.
	await expect(page.getByTestId('unsent-references')).toContainText('main → secret:search/keyed.main');
	expect(await readFile(join(city.root, 'CONFIG.json'), 'utf8').catch(() => '{}')).not.toContain('keyed');

	await form.getByRole('textbox', { name: 'Key header', exact: true }).fill('x-api-key');
	expect(await new AxeBuilder({ page }).analyze().then((r) => r.violations)).toEqual([]);
	await form.getByRole('button', { name: 'Review the supplier' }).click();
	const review = page.getByTestId('search-review');
	await expect(review.getByTestId('review-account')).toHaveText('main · secret:search/keyed.main · x-api-key');
	await page.getByRole('button', { name: 'Send to the city' }).click();
	await expect(page.getByTestId('save-status')).toHaveAttribute('data-phase', 'saved');
	expect(await cityFile()).toEqual({
		choice: 'custom',
		selected: 'keyed',
		suppliers: [
			{
				id: 'keyed',
				url: 'http://127.0.0.1:9/keyed/mcp',
				remote: 'search',
				query: 'query',
				accounts: [{ id: 'main', reference: 'secret:search/keyed.main', header: 'x-api-key' }]
			}
		]
	});
	// The city's account_status says the key is there; the frames carried only its reference.
	const row = page.getByTestId('supplier-row').filter({ hasText: 'keyed' });
	await expect(row.getByTestId('key-state')).toHaveText('key stored');
	await expect(row).toContainText('secret:search/keyed.main');
	const sent = wireLog.commands().filter((c) => 'configure_city' in c);
	expect(sent).toHaveLength(1);
	expect(JSON.stringify(wireLog.sent)).not.toContain(KEY);
});
