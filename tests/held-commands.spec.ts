import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { attach, closeProviders, endpoint, provider, select, view } from './support/endpoint-city';

/*
 * Issue #44: no command that can replace something is sent blind. With `endpoint_view` unavailable (the local
 * city's vault lock read as poisoned), an attach of an id that is already attached sends nothing, stores no key,
 * says why, and keeps the form; the city's files are byte-for-byte as they were.
 */

const KEY = 'sk-held-key-5c2e-this-value-must-never-leave';
test.afterEach(closeProviders);

test('an attach waits for a current list of endpoints: nothing sent, nothing stored, the form kept', async ({
	page,
	city,
	openApp,
	wireLog,
	secrets
}) => {
	secrets.remember(KEY);
	const first = await provider();
	const second = await provider({ models: [{ id: 'other-1' }] });
	await attach(city, {
		name: 'acme',
		base_url: first.baseUrl,
		accounts: [{ id: 'main', reference: null, header: null }]
	});
	await select(city, { endpoint: 'acme', model: 'acme/Deep-2', tag: 'transcribe', max: null });
	const files = async () =>
		Promise.all(
			['state.json', 'vault.json', 'ledger.jsonl'].map((f) => readFile(join(city.root, f), 'utf8').catch(() => null))
		);
	const before = await files();
	expect(before[0]).toContain('acme');
	await writeFile(join(city.root, 'vault.poisoned'), '');

	await openApp('/endpoints');
	await expect(
		page.getByText('the vault lock is poisoned, so no key state can be read; restart the city')
	).toBeVisible();
	const form = page.getByRole('region', { name: 'Attach an endpoint' });
	await form.getByLabel('Endpoint id').fill('acme');
	await form.getByLabel('Base URL').fill(second.baseUrl);
	await form.getByLabel('Key', { exact: true }).fill(KEY);
	await form.getByRole('button', { name: 'Attach', exact: true }).click();

	const why = form.getByText(/^Not sent: the city could not read the list of attached endpoints just now/);
	await expect(why).toBeFocused();
	await form.getByRole('button', { name: 'Look' }).click();
	await expect(form.getByLabel('Endpoint id')).toHaveValue('acme');
	await expect(form.getByLabel('Base URL')).toHaveValue(second.baseUrl);
	await expect(form.getByLabel('Key', { exact: true })).toHaveValue(KEY);
	expect(wireLog.commands()).toEqual([]);
	expect(wireLog.urls.filter((u) => u.includes('/enroll'))).toEqual([]);
	expect(await files()).toEqual(before);

	// Once the list can be read again, the taken id is a replacement to confirm, still with nothing sent.
	await rm(join(city.root, 'vault.poisoned'));
	await form.getByRole('button', { name: 'Ask the city again' }).click();
	await expect(page.getByRole('article', { name: 'acme' })).toBeVisible();
	await expect(form.getByTestId('held')).toHaveCount(0);
	await form.getByRole('button', { name: 'Attach', exact: true }).click();
	await expect(form.getByText('Not sent: confirm that you mean to replace acme, or change the id.')).toBeVisible();
	expect(wireLog.commands()).toEqual([]);
	expect((await endpoint(city, 'acme'))!.base_url).toBe(first.baseUrl);
	expect((await view(city)).chosen.map((c) => c.tag)).toContain('transcribe');
});
