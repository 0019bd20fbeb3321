import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-svelte';
import { axeViolations } from '$lib/testing/axe';
import { FakeCity } from '$lib/testing/fake-city';
import InHarness from '$lib/testing/InHarness.svelte';
import type { Command } from '$protocol/schemas/commands';
import type { SearchAnswer } from '$protocol/schemas/endpoints';
import type { SearchConfiguration } from '$protocol/schemas/search';
import SearchScreen from './SearchScreen.svelte';
import { configWithSearch, custom, DEFAULT_URL, supplier } from './search-samples';

const KEY = 'sk-search-fixture-1234567890';

/**
 * A fake city with a vault: `/enroll` (a mocked fetch) stores under `secret:<realm>/<name>`, and each listed
 * account's key state is read from the vault, as the city's `account_status` is.
 */
class KeyedCity {
	readonly vault = new Set<string>();
	readonly enrolled: unknown[] = [];
	constructor(public value: SearchConfiguration | null) {}
	readonly fake = new FakeCity({
		city: 'acme',
		replies: { config: () => ({ answer: { config: configWithSearch('acme', this.answer()) } }) },
		onCommand: (c, city) => this.apply(c, city)
	});

	answer(): SearchAnswer {
		const suppliers = this.value && this.value !== 'default' && this.value !== 'off' ? this.value.custom.suppliers : [];
		return {
			configuration: this.value ?? 'default',
			from: this.value === null ? 'default' : 'city',
			city: this.value,
			default_url: DEFAULT_URL,
			account_status: suppliers.map((s) => ({
				supplier: s.id,
				accounts: s.accounts.map((a) => ({
					id: a.id,
					key: a.reference == null ? 'anonymous' : this.vault.has(a.reference) ? 'stored' : 'missing'
				}))
			}))
		};
	}

	apply(c: Command, city: FakeCity): void {
		if (!('configure_city' in c)) return;
		if (c.configure_city.search) this.value = c.configure_city.search;
		city.emitEvent('rules_changed', { scope: 'city', which: 'CONFIG.toml' }, 'acme');
	}

	/** `/enroll` as the city answers it: 201 and the reference. */
	serveEnroll(): void {
		vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
			const body = JSON.parse(String(init?.body)) as { realm: string; name: string; value: string };
			this.enrolled.push(body);
			const reference = `secret:${body.realm}/${body.name}`;
			this.vault.add(reference);
			return new Response(reference, { status: 201 });
		});
	}
}

function mount(city: KeyedCity) {
	city.serveEnroll();
	const screen = render(InHarness, { props: { city: city.fake, component: SearchScreen as never, props: {} } });
	return { screen, sent: city.fake.commands };
}

const form = () => page.getByTestId('supplier-form');
const button = (name: string) => page.getByRole('button', { name, exact: true });
const field = (name: string) => form().getByRole('textbox', { name, exact: true });
const status = () => page.getByTestId('save-status');

afterEach(() => vi.restoreAllMocks());

describe('A search supplier’s accounts and keys', () => {
	it('stores a new supplier’s key only through /enroll under realm search, then sends the reference it carries', async () => {
		const city = new KeyedCity(custom(['brave']));
		city.vault.add('secret:search/brave.main');
		const { screen, sent } = mount(city);
		await button('Add a supplier').click();
		// The key is filed under the supplier's id: none yet, so it cannot be stored.
		await expect.element(form().getByLabelText('Key for main')).toBeDisabled();
		await expect
			.element(form().getByLabelText('Key for main'))
			.toHaveAccessibleDescription(/Give the supplier a valid id first/);
		await field('Id').fill('exa');
		await field('Address').fill('https://exa.example/mcp');
		await field('Remote tool').fill('web_search_exa');
		await field('Query field').fill('query');
		await form().getByLabelText('Key for main').fill(KEY);
		await form().getByRole('button', { name: 'Store key' }).click();
		await expect.element(form().getByText('Stored as secret:search/exa.main.', { exact: false })).toBeVisible();
		expect(city.enrolled).toEqual([{ realm: 'search', name: 'exa.main', value: KEY }]);
		await expect.element(page.getByTestId('unsent-references')).toHaveTextContent('main → secret:search/exa.main');
		// A key reaches the service only in a header: stopped beside the header until one is named.
		await button('Review the supplier').click();
		await expect
			.element(field('Key header'))
			.toHaveAccessibleDescription(/A key reaches this service only in a header/);
		expect(page.getByTestId('search-review').elements()).toHaveLength(0);
		await field('Key header').fill('x-api-key');
		await button('Review the supplier').click();
		await expect
			.element(page.getByTestId('search-review').getByTestId('review-account').last())
			.toHaveTextContent('main · secret:search/exa.main · x-api-key');
		await button('Send to the city').click();
		await expect.element(status()).toHaveAttribute('data-phase', 'saved');
		const exa = supplier('exa', { url: 'https://exa.example/mcp', remote: 'web_search_exa', count_field: null });
		expect(sent).toEqual([
			{
				configure_city: {
					keep_warm: null,
					effort: null,
					search: { custom: { selected: 'brave', suppliers: [supplier('brave'), exa] } },
					idem: expect.any(String)
				}
			}
		]);
		// The key never travels on the socket; its state reads back from the city.
		expect(JSON.stringify(sent)).not.toContain(KEY);
		await expect
			.element(page.getByRole('row').filter({ hasText: 'web_search_exa' }).getByTestId('key-state'))
			.toHaveTextContent('key stored');
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('adds, renames, reorders and removes accounts; the review shows them in priority order, sent whole', async () => {
		const city = new KeyedCity(custom(['brave', 'kagi']));
		city.vault.add('secret:search/brave.main');
		city.vault.add('secret:search/kagi.main');
		const { screen, sent } = mount(city);
		await button('Edit kagi').click();
		await button('Add an account').click();
		const ids = form().getByRole('textbox', { name: 'Account id' });
		await ids.nth(1).fill('spare');
		await button('Add an account').click();
		await ids.nth(2).fill('open');
		await button('Move spare up').click();
		await expect.element(ids.nth(0)).toHaveValue('spare');
		await button('Remove open').click();
		await ids.nth(1).fill('first');
		expect(await axeViolations(screen.container)).toEqual([]);
		await button('Review the supplier').click();
		const accounts = page.getByTestId('search-review').getByTestId('review-account');
		await expect.element(accounts.nth(1)).toHaveTextContent('spare · no key');
		await expect.element(accounts.nth(2)).toHaveTextContent('first · secret:search/kagi.main · x-api-key');
		expect(sent).toEqual([]);
		await button('Send to the city').click();
		await expect.element(status()).toHaveAttribute('data-phase', 'saved');
		expect(sent[0]).toMatchObject({
			configure_city: {
				search: {
					custom: {
						selected: 'brave',
						suppliers: [
							supplier('brave'),
							supplier('kagi', {
								accounts: [
									{ id: 'spare', reference: null, header: null },
									{ id: 'first', reference: 'secret:search/kagi.main', header: 'x-api-key' }
								]
							})
						]
					}
				}
			}
		});
	});

	it('a missing key: stored under the reference the account already carries, read back, nothing to send', async () => {
		const city = new KeyedCity(custom(['brave']));
		const { sent } = mount(city);
		const row = page.getByRole('row').filter({ hasText: 'brave_web_search' });
		await expect.element(row.getByTestId('key-state')).toHaveTextContent('key missing');
		await expect.element(row).toHaveTextContent('secret:search/brave.main');
		await button('Store a key for main of brave').click();
		await expect.element(form().getByText('Key missing', { exact: true })).toBeVisible();
		await form().getByLabelText('Key for main').fill(KEY);
		await form().getByRole('button', { name: 'Store key' }).click();
		expect(city.enrolled).toEqual([{ realm: 'search', name: 'brave.main', value: KEY }]);
		// The account carries that reference already, so nothing waits to be sent; the state follows the city.
		await expect.element(form().getByText('Key stored', { exact: true })).toBeVisible();
		expect(page.getByTestId('unsent-references').elements()).toHaveLength(0);
		await expect.element(row.getByTestId('key-state')).toHaveTextContent('key stored');
		expect(sent).toEqual([]);
	});

	it('a duplicate keeps the original’s reference, and a key stored for it goes under its own name', async () => {
		const city = new KeyedCity(custom(['brave']));
		city.vault.add('secret:search/brave.main');
		mount(city);
		await button('Duplicate brave').click();
		await expect.element(form()).toHaveTextContent('secret:search/brave.main');
		// Not the city's account yet: no key state is claimed for it, and nothing waits to be sent.
		await expect.element(form().getByText('Not saved yet', { exact: true })).toBeVisible();
		expect(page.getByTestId('unsent-references').elements()).toHaveLength(0);
		await field('Id').fill('brave2');
		await form().getByLabelText('Key for main').fill(KEY);
		await form().getByRole('button', { name: 'Store key' }).click();
		await expect.element(page.getByTestId('unsent-references')).toHaveTextContent('main → secret:search/brave2.main');
		expect(city.enrolled).toEqual([{ realm: 'search', name: 'brave2.main', value: KEY }]);
		expect(city.vault.has('secret:search/brave.main')).toBe(true);
	});
});
