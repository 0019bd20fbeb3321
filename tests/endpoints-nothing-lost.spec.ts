import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
	attach,
	closeProviders,
	deadPort,
	endpoint,
	enroll,
	provider,
	select,
	vault,
	view
} from './support/endpoint-city';

/*
 * Issue #16 against a real local city: each of its seven stories, done as described, ends with nothing
 * lost. The city's state is read back from its own files and by a wire client of its own.
 */

const KEY = 'sk-real-key-7d1e-this-value-must-never-leave';
const TRIAL = 'sk-trial-key-52ab-this-value-must-never-leave';

test.afterEach(closeProviders);

const form = (page: Page) => page.getByRole('region', { name: 'Attach an endpoint' });
async function fill(page: Page, f: { name: string; baseUrl: string; account?: string; key?: string }) {
	const region = form(page);
	await region.getByLabel('Endpoint id').fill(f.name);
	await region.getByLabel('Base URL').fill(f.baseUrl);
	if (f.account) await region.getByLabel('Account id').fill(f.account);
	if (f.key) await region.getByLabel('Key', { exact: true }).fill(f.key);
}

test.describe('nothing lost, nothing overwritten unasked (issue #16)', () => {
	test('1. Look never writes over the key an attached account uses', async ({ page, city, openApp, secrets }) => {
		secrets.remember(KEY);
		secrets.remember(TRIAL);
		const p = await provider({ key: KEY });
		const ref = await enroll(city, 'fake-work', KEY);
		await attach(city, {
			name: 'fake',
			base_url: p.baseUrl,
			accounts: [{ id: 'work', reference: ref, header: null }]
		});

		await openApp('/endpoints');
		await fill(page, { name: 'fake', baseUrl: p.baseUrl, account: 'work', key: TRIAL });
		await form(page).getByRole('button', { name: 'Look' }).click();
		await expect(form(page).getByText('Key stored as secret:providers/fake-work-2.')).toBeVisible();
		await expect(
			page.locator('[data-probe="fake"]').getByText(/The endpoint refused the key \(HTTP 401\)/)
		).toBeVisible();

		const secretsNow = await vault(city.root);
		expect(secretsNow['providers/fake-work']).toBe(KEY);
		expect(secretsNow['providers/fake-work-2']).toBe(TRIAL);
		expect((await endpoint(city, 'fake'))!.tuning.accounts).toEqual([
			{ id: 'work', reference: 'secret:providers/fake-work', header: null }
		]);
		await expect(page.getByRole('article', { name: 'fake' }).getByText('Key stored', { exact: true })).toBeVisible();
	});

	test('2. replacing an attached id waits for a confirmation, and the dropped choice is named', async ({
		page,
		city,
		openApp
	}) => {
		const first = await provider();
		const second = await provider({ models: [{ id: 'other-1' }] });
		await attach(city, {
			name: 'fake',
			base_url: first.baseUrl,
			accounts: [{ id: 'main', reference: null, header: null }]
		});
		await select(city, { endpoint: 'fake', model: 'acme/Deep-2', tag: 'digest', max: null });

		await openApp('/endpoints');
		await fill(page, { name: 'fake', baseUrl: second.baseUrl });
		const notice = form(page).getByRole('region', { name: 'fake is already attached' });
		await expect(notice.getByText('Digest: acme/Deep-2')).toBeVisible();
		await expect(notice.getByText(first.baseUrl, { exact: true })).toBeVisible();
		await form(page).getByRole('button', { name: 'Attach', exact: true }).click();
		await expect(notice.getByText(/Not sent: confirm that you mean to replace fake/)).toBeVisible();
		expect((await endpoint(city, 'fake'))!.base_url).toBe(first.baseUrl);
		expect((await view(city)).chosen.map((c) => c.model)).toContain('acme/Deep-2');

		await notice.getByRole('button', { name: 'Replace fake' }).click();
		const card = page.getByRole('article', { name: 'fake' });
		await expect(card.getByText('Digest (acme/Deep-2)')).toBeVisible();
		await expect(card.getByText('It read 1 model.')).toBeVisible();
		expect((await endpoint(city, 'fake'))!.base_url).toBe(second.baseUrl);
	});

	test('3. an attach whose model list fails shows the city’s reason on the card', async ({ page, openApp }) => {
		const port = await deadPort();
		const keyed = await provider({ key: KEY });
		await openApp('/endpoints');
		await fill(page, { name: 'dead', baseUrl: `http://127.0.0.1:${port}/v1` });
		await form(page).getByRole('button', { name: 'Attach', exact: true }).click();
		const dead = page.getByRole('article', { name: 'dead' });
		await expect(dead.getByText('The model list could not be read:')).toBeVisible();
		await expect(dead.getByText(/Nothing listens on that port/)).toBeVisible();

		await fill(page, { name: 'wrongkey', baseUrl: keyed.baseUrl, key: TRIAL });
		await form(page).getByRole('button', { name: 'Attach', exact: true }).click();
		const wrong = page.getByRole('article', { name: 'wrongkey' });
		await expect(wrong.getByText(/The endpoint refused the key \(HTTP 401\)/)).toBeVisible();
		await expect(wrong.getByText('0 models')).toBeVisible();
	});

	test('4. two tabs editing one account list: the second tab’s account is not lost', async ({
		page,
		city,
		openApp
	}) => {
		const p = await provider();
		await attach(city, {
			name: 'fake',
			base_url: p.baseUrl,
			accounts: [{ id: 'backup', reference: null, header: null }]
		});
		await openApp('/endpoints');
		const cardA = page.getByRole('article', { name: 'fake' });
		// Tab A has paired this browser (and dropped the open code from its address) before tab B opens.
		await expect(cardA).toBeVisible();
		const tabB = await page.context().newPage();
		await tabB.goto(page.url());

		const cardB = tabB.getByRole('article', { name: 'fake' });
		await cardA.getByRole('button', { name: 'Edit accounts' }).click();
		await cardB.getByRole('button', { name: 'Edit accounts' }).click();
		await cardB.getByRole('button', { name: 'Add an account' }).click();
		await cardB.getByLabel('Account id').last().fill('second');
		await cardB.getByRole('button', { name: 'Save accounts' }).click();
		await expect
			.poll(async () => (await endpoint(city, 'fake'))!.tuning.accounts!.map((a) => a.id))
			.toEqual(['backup', 'second']);

		await cardA.getByRole('button', { name: 'Add an account' }).click();
		await cardA.getByLabel('Account id').last().fill('third');
		const notice = cardA.getByRole('alert').filter({ hasText: 'This endpoint changed since you started' });
		await expect(notice.getByText('backup, second')).toBeVisible();
		await expect(cardA.getByRole('button', { name: 'Save accounts' })).toBeDisabled();
		await notice.getByRole('button', { name: 'Apply my changes to the newer list' }).click();
		await cardA.getByRole('button', { name: 'Save accounts' }).click();
		await expect
			.poll(async () => (await endpoint(city, 'fake'))!.tuning.accounts!.map((a) => a.id))
			.toEqual(['backup', 'second', 'third']);
		await tabB.close();
	});

	test('5. a ceiling above the model’s own is not sent without a decision', async ({
		page,
		city,
		openApp,
		wireLog
	}) => {
		const p = await provider({
			models: [
				{ id: 'acme/big', top_provider: { max_completion_tokens: 200000 } },
				{ id: 'acme/fast-1', top_provider: { max_completion_tokens: 64000 } }
			]
		});
		await attach(city, {
			name: 'fake',
			base_url: p.baseUrl,
			accounts: [{ id: 'main', reference: null, header: null }]
		});
		await select(city, { endpoint: 'fake', model: 'acme/big', tag: 'digest', max: 128000 });

		await openApp('/endpoints');
		const digest = page.getByRole('region', { name: 'Digest' });
		await expect(digest.getByRole('textbox', { name: 'Output ceiling (tokens)' })).toHaveValue('128000');
		await digest.getByRole('button', { name: 'Choose a model for Digest' }).click();
		await page.getByRole('combobox', { name: 'Find a model, provider id or endpoint' }).fill('fast-1');
		await page.getByRole('button', { name: 'Choose acme/fast-1 from fake' }).click();
		const warning = digest.getByRole('alert');
		await expect(warning).toContainText('Digest’s output ceiling is 128,000, but acme/fast-1 states 64,000');
		expect(wireLog.commands().filter((c) => 'select_model' in (c as object))).toEqual([]);

		await warning.getByRole('button', { name: 'Use 64,000' }).click();
		await expect
			.poll(async () => (await view(city)).chosen.find((c) => c.tag === 'digest'))
			.toMatchObject({ model: 'acme/fast-1', max_output_tokens: 64000 });
	});

	test('6. a credential typed into a header is stored as a reference only', async ({
		page,
		city,
		openApp,
		secrets
	}) => {
		secrets.remember(KEY);
		const p = await provider({ key: KEY });
		await openApp('/endpoints');
		await fill(page, { name: 'hdr', baseUrl: p.baseUrl });
		const region = form(page);
		await region.getByText('Advanced').click();
		await region.getByRole('button', { name: 'Add a header' }).click();
		await region.getByLabel('Header 1 name').fill('Authorization');
		await expect(region.getByLabel('Header 1 value')).toHaveAttribute('type', 'password');
		await region.getByLabel('Header 1 value').fill(`Bearer ${KEY}`);
		await expect(region.getByText(/This looks like a credential/)).toBeVisible();
		await region.getByRole('button', { name: 'Attach', exact: true }).click();

		// The key works from the vault: the provider answered and its three models were read.
		const card = page.getByRole('article', { name: 'hdr' });
		await expect(card.getByText('It read 3 models.')).toBeVisible();
		const state = await readFile(join(city.root, 'state.json'), 'utf8');
		expect(state).not.toContain(KEY);
		expect(state).toContain('secret:providers/hdr-header-authorization');
		expect(await page.content()).not.toContain(KEY);
	});

	test('7. the smaller ones: none checked, tuning on the card, duplicate headers, a kept draft, key deletion and Undo', async ({
		page,
		city,
		openApp
	}) => {
		const p = await provider();
		const main = await enroll(city, 'fake-main', 'k-main-value');
		const spare = await enroll(city, 'fake-spare', 'k-spare-value');
		await attach(city, {
			name: 'fake',
			base_url: p.baseUrl,
			timeout_ms: 120000,
			accounts: [
				{ id: 'main', reference: main, header: null },
				{ id: 'spare', reference: spare, header: null }
			]
		});
		await openApp('/endpoints');

		// The tuning is on the card, and "Change settings" starts the form from it.
		const card = page.getByRole('article', { name: 'fake' });
		await card.getByText('Settings as attached').click();
		await expect(card.getByText('120000', { exact: true })).toBeVisible();
		await card.getByRole('button', { name: 'Change settings' }).click();
		await expect(form(page).getByLabel('Base URL')).toHaveValue(p.baseUrl);
		await form(page).getByText('Advanced').click();
		await expect(form(page).getByLabel('Timeout for one request (ms)')).toHaveValue('120000');

		// Unchecking every model is refused, with the reason.
		await form(page).getByRole('button', { name: 'Look' }).click();
		const probe = page.locator('[data-probe="fake"]');
		for (const id of ['acme/fast-1', 'acme/Deep-2', 'plain-model'])
			await probe.getByRole('checkbox', { name: `Admit ${id}` }).uncheck();
		await expect(probe.getByText('No model is checked: check at least one model to admit.')).toBeVisible();

		// Two headers with one name are refused beside the second.
		await form(page).getByRole('button', { name: 'Add a header' }).click();
		await form(page).getByLabel('Header 1 name').fill('X-Title');
		await form(page).getByRole('button', { name: 'Add a header' }).click();
		await form(page).getByLabel('Header 2 name').fill('x-title');
		await form(page).getByLabel('Header 2 value').click();
		await expect(form(page).getByText(/^Another header already has this name/)).toBeVisible();

		// A half-filled form survives going to another page and back.
		await page.getByRole('link', { name: 'Models' }).first().click();
		await expect(page.getByRole('heading', { level: 1, name: 'Models' })).toBeVisible();
		await page.getByRole('link', { name: 'Endpoints' }).first().click();
		await expect(form(page).getByLabel('Endpoint id')).toHaveValue('fake');
		await form(page).getByText('Advanced').click();
		await expect(form(page).getByLabel('Header 2 name')).toHaveValue('x-title');

		// Removing an account offers to delete the key only it used; Undo brings the list back.
		await card.getByRole('button', { name: 'Edit accounts' }).click();
		await card.getByRole('button', { name: 'Remove spare' }).click();
		await expect(card.getByText(/Also delete the key secret:providers\/fake-spare/)).toBeVisible();
		await card.getByRole('button', { name: 'Save accounts' }).click();
		await expect.poll(async () => (await endpoint(city, 'fake'))!.tuning.accounts!.map((a) => a.id)).toEqual(['main']);
		await card.getByRole('button', { name: 'Undo' }).click();
		await expect
			.poll(async () => (await endpoint(city, 'fake'))!.tuning.accounts!.map((a) => a.id))
			.toEqual(['main', 'spare']);
		expect((await endpoint(city, 'fake'))!.tuning.timeout_ms).toBe(120000);
		expect((await vault(city.root))['providers/fake-spare']).toBe('k-spare-value');
	});
});
