import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-svelte';
import { FakeCity } from '$lib/testing/fake-city';
import InHarness from '$lib/testing/InHarness.svelte';
import SearchSetting from './SearchSetting.svelte';
import { custom, searchAnswer } from './search-samples';

describe('SearchSetting held', () => {
	it('sends nothing while the city’s settings are not a current read, says why, and keeps the review', async () => {
		const city = new FakeCity();
		const props = { search: searchAnswer(custom(['brave', 'kagi'])), asOf: 5, standing: 'stale' };
		const screen = render(InHarness, { props: { city, component: SearchSetting as never, props } });
		await screen.getByRole('button', { name: 'Use kagi' }).click();
		await screen.getByRole('button', { name: 'Send to the city' }).click();
		await expect.element(screen.getByTestId('held')).toBeVisible();
		await expect.element(screen.getByTestId('search-review')).toHaveTextContent('your own supplier kagi');
		expect(city.commands).toEqual([]);
	});

	it('lands focused on the mode in force when a link names it (?setting=search); with own suppliers no switch is checked', async () => {
		const off = { search: searchAnswer('off'), asOf: 5 };
		const linked = render(InHarness, {
			props: { city: new FakeCity(), component: SearchSetting as never, props: off, params: { setting: 'search' } }
		});
		await expect.element(linked.getByRole('radio', { name: 'Off' })).toHaveFocus();
		linked.unmount();
		const own = { search: searchAnswer(custom(['brave'])), asOf: 5 };
		const listed = render(InHarness, {
			props: { city: new FakeCity(), component: SearchSetting as never, props: own, params: { setting: 'search' } }
		});
		const first = listed.getByRole('radio', { name: 'The city’s default supplier' });
		await expect.element(first).toHaveFocus();
		await expect.element(first).not.toBeChecked();
		await expect.element(listed.getByRole('radio', { name: 'Off' })).not.toBeChecked();
		await expect.element(listed.getByRole('button', { name: 'Review the switch' })).toBeDisabled();
		listed.unmount();
		const plain = render(InHarness, {
			props: { city: new FakeCity(), component: SearchSetting as never, props: off, params: { setting: 'effort' } }
		});
		await expect.element(plain.getByRole('radio', { name: 'Off' })).toBeVisible();
		await expect.element(plain.getByRole('radio', { name: 'Off' })).not.toHaveFocus();
	});

	it('the switch follows the city: a change made elsewhere shows, and a pick stays the person’s until then', async () => {
		const city = new FakeCity();
		// A new answer from the city, as the page hands it down.
		const props = $state({ search: searchAnswer('off'), asOf: 5 });
		const screen = render(InHarness, { props: { city, component: SearchSetting as never, props } });
		const off = screen.getByRole('radio', { name: 'Off' });
		const byDefault = screen.getByRole('radio', { name: 'The city’s default supplier' });
		await expect.element(off).toBeChecked();
		await byDefault.click();
		await expect.element(byDefault).toBeChecked();
		props.search = searchAnswer(custom(['brave']));
		props.asOf = 6;
		await expect.element(screen.getByTestId('setting-origin').first()).toHaveTextContent('brave');
		await expect.element(byDefault).not.toBeChecked();
		await expect.element(off).not.toBeChecked();
		await expect.element(screen.getByRole('button', { name: 'Review the switch' })).toBeDisabled();
	});
});
