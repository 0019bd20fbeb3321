import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-svelte';
import { axeViolations } from '$lib/testing/axe';
import { FakeCity } from '$lib/testing/fake-city';
import InHarness from '$lib/testing/InHarness.svelte';
import { refusals } from '$lib/storybook/fixtures';
import type { Command } from '$protocol/schemas/commands';
import type { SearchConfiguration } from '$protocol/schemas/search';
import SearchScreen from './SearchScreen.svelte';
import { configWithSearch, custom, searchAnswer, supplier, TWELVE } from './search-samples';

/** A fake city holding its own `[search]`: written whole by `configure_city {search}` unless told to refuse. */
class SearchCity {
	refuse = false;
	constructor(
		public value: SearchConfiguration | null = null,
		public missing: string[] = []
	) {}
	readonly fake = new FakeCity({
		city: 'acme',
		replies: {
			config: () => ({ answer: { config: configWithSearch('acme', searchAnswer(this.value, this.missing)) } })
		},
		onCommand: (c, city) => this.apply(c, city)
	});

	apply(c: Command, city: FakeCity): void {
		if (!('configure_city' in c)) return;
		if (this.refuse) return city.emitRefusal({ ...refusals.nearby, action: 'read a configuration layer' });
		if (c.configure_city.search) this.value = c.configure_city.search;
		city.emitEvent('rules_changed', { scope: 'city', which: 'CONFIG.toml' }, 'acme');
	}
}

function mount(city = new SearchCity()) {
	const screen = render(InHarness, { props: { city: city.fake, component: SearchScreen as never, props: {} } });
	return { city, screen, sent: city.fake.commands };
}

const origin = () => page.getByTestId('search-setting').getByTestId('setting-origin');
const button = (name: string) => page.getByRole('button', { name, exact: true });
const rows = () => page.getByTestId('supplier-row');
const field = (name: string) => page.getByRole('textbox', { name, exact: true });
const status = () => page.getByTestId('save-status');

describe('The web search page', () => {
	it('draws an untouched default as a placeholder, with the default supplier’s address, axe clean', async () => {
		const { screen } = mount();
		await expect.element(origin()).toHaveAttribute('data-origin', 'untouched');
		await expect.element(origin()).toHaveTextContent('In force: the city’s default supplier (the city’s default)');
		await expect.element(page.getByTestId('default-url')).toHaveTextContent('https://mcp.exa.ai/mcp');
		await expect.element(page.getByText('The city’s settings list no supplier of your own.')).toBeVisible();
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('reviews a switch to off (the list it drops said), sends [search] alone, and says saved on read-back', async () => {
		const { sent } = mount(new SearchCity(custom(['brave', 'kagi'])));
		await page.getByRole('radio', { name: 'Off' }).click();
		await button('Review the switch').click();
		const review = page.getByTestId('search-review');
		await expect.element(review.getByTestId('review-mode')).toHaveTextContent('Web search: off');
		await expect.element(review).toHaveTextContent('The 2 suppliers listed now are dropped');
		expect(sent).toEqual([]);
		await button('Send to the city').click();
		await expect.element(status()).toHaveAttribute('data-phase', 'saved');
		expect(sent).toEqual([
			{ configure_city: { keep_warm: null, effort: null, search: 'off', idem: expect.any(String) } }
		]);
		await expect.element(origin()).toHaveTextContent('In force: off: agents do not search the web (set for the city)');
		// Undo reviews the previous [search], then sends it whole.
		await button('Undo: review restoring the previous web search').click();
		await expect.element(page.getByTestId('review-mode')).toHaveTextContent('Web search: your own supplier brave');
		await button('Send to the city').click();
		await expect.element(origin()).toHaveTextContent('your own supplier brave (set for the city)');
		expect(sent).toHaveLength(2);
		expect(sent[1]).toMatchObject({ configure_city: { search: custom(['brave', 'kagi']) } });
	});

	it('lists twelve suppliers, marks the selected one, says why it cannot be removed, and a missing key', async () => {
		const { screen } = mount(new SearchCity(custom(TWELVE, 'supplier3'), ['supplier5']));
		await expect.poll(() => rows().elements().length).toBe(12);
		const selected = page.getByRole('row').filter({ hasText: 'supplier3' }).first();
		await expect.element(selected).toHaveAttribute('data-selected', '');
		await expect.element(button('Remove supplier3')).toBeDisabled();
		await expect
			.element(button('Remove supplier3'))
			.toHaveAccessibleDescription('The selected supplier cannot be removed: select another one first.');
		await expect.element(button('Remove supplier4')).toBeEnabled();
		await expect
			.element(page.getByRole('row').filter({ hasText: 'supplier5_web_search' }))
			.toHaveTextContent('key missing');
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('says why the only supplier cannot be removed', async () => {
		mount(new SearchCity(custom(['brave'], 'brave')));
		await expect.element(button('Remove brave')).toBeDisabled();
		await expect.element(origin()).toHaveTextContent('your own supplier brave (set for the city)');
	});

	it('stops bad input beside its field and sends nothing; a good supplier is reviewed, sent whole', async () => {
		const { sent } = mount(new SearchCity(custom(['brave'])));
		await button('Add a supplier').click();
		await field('Id').fill('brave');
		await field('Address').fill('ftp://exa.example/mcp');
		await field('Remote tool').fill('web_search_exa');
		await field('Query field').fill('query\t');
		await button('Review the supplier').click();
		await expect.element(field('Id')).toHaveAccessibleDescription(/Another supplier already has this id/);
		await expect.element(field('Address')).toHaveAccessibleDescription(/starts with http:\/\/ or https:\/\//);
		await expect.element(field('Query field')).toHaveAccessibleDescription(/control character/);
		expect(page.getByTestId('search-review').elements()).toHaveLength(0);
		await field('Id').fill('exa');
		await field('Address').fill('https://exa.example/mcp');
		await field('Query field').fill('query');
		await button('Review the supplier').click();
		await expect.element(page.getByTestId('search-review')).toHaveTextContent('exa');
		await expect.element(page.getByTestId('search-review')).toHaveTextContent('added');
		await button('Send to the city').click();
		await expect.element(status()).toHaveAttribute('data-phase', 'saved');
		const exa = {
			...supplier('exa', { url: 'https://exa.example/mcp', remote: 'web_search_exa', count_field: null }),
			accounts: [{ id: 'main', reference: null, header: null }]
		};
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
		await expect.poll(() => rows().elements().length).toBe(2);
	});

	it('duplicates a supplier: its fields and accounts kept, a new id required and not a taken one', async () => {
		const { sent } = mount(new SearchCity(custom(['brave'])));
		await button('Duplicate brave').click();
		await expect.element(field('Remote tool')).toHaveValue('brave_web_search');
		await button('Review the supplier').click();
		await expect.element(field('Id')).toHaveAccessibleDescription(/cannot be empty/);
		await field('Id').fill('brave2');
		await button('Review the supplier').click();
		await button('Send to the city').click();
		await expect.element(status()).toHaveAttribute('data-phase', 'saved');
		const copy = { ...supplier('brave'), id: 'brave2' };
		expect(sent).toEqual([
			{
				configure_city: {
					keep_warm: null,
					effort: null,
					search: { custom: { selected: 'brave', suppliers: [supplier('brave'), copy] } },
					idem: expect.any(String)
				}
			}
		]);
	});

	it('shows a refusal verbatim in the review, changing nothing, and Back returns to what was typed', async () => {
		const city = new SearchCity(custom(['brave', 'kagi']));
		city.refuse = true;
		mount(city);
		await button('Edit kagi').click();
		await field('Remote tool').fill('kagi_search');
		await button('Review the supplier').click();
		await expect.element(page.getByTestId('search-review')).toHaveTextContent('changed');
		await button('Send to the city').click();
		await expect
			.element(page.getByTestId('search-review').getByText(refusals.nearby.recovery, { exact: false }))
			.toBeVisible();
		await expect.element(status()).toHaveAttribute('data-phase', 'idle');
		await button('Back').click();
		await expect.element(field('Remote tool')).toHaveValue('kagi_search');
		expect(city.value).toEqual(custom(['brave', 'kagi']));
	});

	it('shows a change made elsewhere without a reload, and holds a review made against the old value', async () => {
		const city = new SearchCity(custom(['brave', 'kagi']));
		const { sent } = mount(city);
		await button('Use kagi').click();
		city.value = custom(['brave', 'kagi', 'exa']);
		city.fake.emitEvent('rules_changed', { scope: 'city', which: 'CONFIG.toml' }, 'acme');
		const review = page.getByTestId('search-review');
		await expect.element(review).toHaveTextContent('changed since this review began');
		await expect.element(button('Send to the city')).toBeDisabled();
		await button('Review again').click();
		await button('Send to the city').click();
		await expect.element(status()).toHaveAttribute('data-phase', 'saved');
		expect(sent).toHaveLength(1);
		expect(city.value).toEqual(custom(['brave', 'kagi', 'exa'], 'kagi'));
	});
});
