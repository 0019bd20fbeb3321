import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { startFakeProvider, type FakeProvider } from '../city/testing/fake-provider';
import { expect, test } from './fixtures';
import { leaksIn, secretPlaces } from './support/secrets-guard';

// Issue #9, keys: a key typed on the endpoints page goes to /enroll and into the vault, and nowhere
// else. The `secrets` fixture checks frames, URLs, other request bodies and headers, the console
// and storage; this test adds the page itself (DOM and inputs) and the city's other files.

const KEY = 'sk-keytest-9d2e7b41-never-anywhere-but-the-vault';

let provider: FakeProvider | null = null;
test.afterEach(async () => {
	await provider?.close();
	provider = null;
});

/** Every file under the city's data folder except the vault, as text. */
function otherCityFiles(root: string): Record<string, string> {
	const out: Record<string, string> = {};
	const walk = (dir: string) => {
		for (const name of readdirSync(dir)) {
			const p = join(dir, name);
			if (statSync(p).isDirectory()) walk(p);
			else if (name !== 'vault.json') out[p] = readFileSync(p, 'latin1');
		}
	};
	walk(root);
	return out;
}

test('a key typed on the endpoints page reaches the vault and nothing else', async ({
	page,
	city,
	openApp,
	secrets
}) => {
	provider = await startFakeProvider({ key: KEY });
	secrets.remember(KEY);
	await openApp('/endpoints');
	const form = page.getByRole('region', { name: 'Attach an endpoint' });
	await form.getByLabel('Endpoint id').fill('keyed');
	await form.getByLabel('Base URL').fill(provider.baseUrl);
	await form.getByLabel('Dialect').selectOption('open_ai');
	await form.getByLabel('Key', { exact: true }).fill(KEY);
	await form.getByRole('button', { name: 'Look' }).click();
	await expect(form.getByText(/Key stored as secret:providers\/keyed-main/)).toBeVisible();
	await expect(form.getByLabel('Key', { exact: true })).toHaveValue('');
	// The probe got through with the key, so the city redeemed it from the vault for the provider only.
	await expect(page.locator('[data-probe="keyed"]').getByText('Every stage went well.')).toBeVisible();
	await form.getByRole('button', { name: 'Attach', exact: true }).click();
	await expect(page.getByRole('article', { name: 'keyed' })).toBeVisible();

	// Not in the page: no text node, attribute or input value holds it.
	const inPage = await page.evaluate((key) => {
		const html = document.documentElement.outerHTML;
		const values = [...document.querySelectorAll('input, textarea')].map((el) => (el as HTMLInputElement).value);
		return html.includes(key) || values.some((v) => v.includes(key));
	}, KEY);
	expect(inPage).toBe(false);
	// In the vault, and in no other file of the city (configuration, ledger).
	expect(readFileSync(join(city.root, 'vault.json'), 'utf8')).toContain(KEY);
	for (const [file, text] of Object.entries(otherCityFiles(city.root))) expect(text.includes(KEY), file).toBe(false);
	// Through a reload too.
	await page.reload();
	await expect(page.getByRole('article', { name: 'keyed' })).toBeVisible();
	expect(await page.evaluate((key) => document.documentElement.outerHTML.includes(key), KEY)).toBe(false);
});

// The `secrets` guard itself: it reads IndexedDB too (where the door keeps this browser's non-exportable key),
// so a key put there is found, and found there; before it is put there, nothing is.
test('the secrets guard finds a key that lands in IndexedDB', async ({ page, openApp, wireLog }) => {
	await openApp('/mcp');
	await expect(page.getByRole('status', { name: 'Connection to the city' })).toBeVisible();
	const key = 'sk-guard-check-3f9a1c77-in-indexeddb';
	expect(leaksIn(await secretPlaces(page, wireLog), [key])).toEqual([]);
	await page.evaluate(async (value) => {
		const db = await new Promise<IDBDatabase>((resolve, reject) => {
			const open = indexedDB.open('secrets-guard-check', 1);
			open.onupgradeneeded = () => open.result.createObjectStore('kept');
			open.onsuccess = () => resolve(open.result);
			open.onerror = () => reject(open.error);
		});
		await new Promise<void>((resolve, reject) => {
			const tx = db.transaction('kept', 'readwrite');
			tx.objectStore('kept').put(new TextEncoder().encode(value), 'bytes');
			tx.oncomplete = () => resolve();
			tx.onerror = () => reject(tx.error);
		});
		db.close();
	}, key);
	expect(leaksIn(await secretPlaces(page, wireLog), [key])).toEqual([
		'secret 1 appeared in local or session storage, or IndexedDB'
	]);
});
