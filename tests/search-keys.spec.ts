import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from './support/axe-builder';
import { CORPUS_TOOL, KEY_HEADER, startCorpusSearch } from '../city/search/corpus-search';
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

test('the demo’s search supplier added with its key, selected, another removed, undone: the stored key opens it', async ({
	page,
	city,
	openApp,
	wireLog,
	secrets
}) => {
	test.setTimeout(90_000);
	const CORPUS_KEY = 'sk-corpus-e2e-91d3a7c4e0b2';
	secrets.remember(CORPUS_KEY);
	const corpus = await startCorpusSearch({ key: CORPUS_KEY });
	try {
		const cityFile = async () => JSON.parse(await readFile(join(city.root, 'CONFIG.json'), 'utf8')).search;
		const send = async () => {
			await expect(page.getByTestId('search-review')).toBeVisible();
			await page.getByRole('button', { name: 'Send to the city' }).click();
			await expect(page.getByTestId('save-status')).toHaveAttribute('data-phase', 'saved');
		};
		const fill = async (id: string, url: string) => {
			await page.getByRole('button', { name: 'Add a supplier' }).click();
			const form = page.getByTestId('supplier-form');
			await form.getByRole('textbox', { name: 'Id', exact: true }).fill(id);
			await form.getByRole('textbox', { name: 'Address', exact: true }).fill(url);
			await form.getByRole('textbox', { name: 'Remote tool', exact: true }).fill(CORPUS_TOOL);
			await form.getByRole('textbox', { name: 'Query field', exact: true }).fill('query');
			return form;
		};
		await openApp('/search');
		await (
			await fill('old', 'http://127.0.0.1:9/old/mcp')
		)
			.getByRole('button', { name: 'Review the supplier' })
			.click();
		await send();

		// The demo's supplier, which takes a key in x-api-key: the key goes to /enroll before anything is sent.
		const form = await fill('corpus', corpus.url);
		const key = form.getByLabel('Key for main', { exact: true });
		await key.fill(CORPUS_KEY);
		await key.press('Enter');
		await expect(form.getByText('Stored as secret:search/corpus.main.', { exact: false })).toBeVisible();
		await form.getByRole('textbox', { name: 'Key header', exact: true }).fill(KEY_HEADER);
		await form.getByRole('button', { name: 'Review the supplier' }).click();
		await send();
		await page.getByRole('button', { name: 'Use corpus' }).click();
		await send();
		await page.getByRole('button', { name: 'Remove old' }).click();
		await expect(page.getByTestId('search-review')).toContainText('removed');
		await send();
		const chosen = {
			choice: 'custom',
			selected: 'corpus',
			suppliers: [
				{
					id: 'corpus',
					url: corpus.url,
					remote: CORPUS_TOOL,
					query: 'query',
					accounts: [{ id: 'main', reference: 'secret:search/corpus.main', header: KEY_HEADER }]
				}
			]
		};
		expect(await cityFile()).toEqual(chosen);
		const row = page.getByTestId('supplier-row').filter({ hasText: 'corpus' });
		await expect(row.getByTestId('key-state')).toHaveText('key stored');

		// Undo restores the [search] before the removal, whole.
		await page.getByRole('button', { name: 'Undo: review restoring the previous web search' }).click();
		await send();
		expect((await cityFile()).suppliers.map((s: { id: string }) => s.id)).toEqual(['old', 'corpus']);
		expect(await cityFile()).toMatchObject({ selected: 'corpus' });

		// What the city keeps is what the supplier takes: the vault's key, in the header the account names, opens it.
		const stored = (await vault(city.root))['search/corpus.main']!;
		const client = new Client({ name: 'e2e', version: '1.0.0' });
		await client.connect(
			new StreamableHTTPClientTransport(new URL(corpus.url), { requestInit: { headers: { [KEY_HEADER]: stored } } })
		);
		expect((await client.listTools()).tools.map((t) => t.name)).toEqual([CORPUS_TOOL]);
		await client.close();
		expect(wireLog.commands().filter((c) => 'configure_city' in c)).toHaveLength(5);
		expect(JSON.stringify(wireLog.sent)).not.toContain(CORPUS_KEY);
	} finally {
		await corpus.close();
	}
});
