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
});
