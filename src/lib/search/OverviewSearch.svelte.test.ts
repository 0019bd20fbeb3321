import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-svelte';
import { axeViolations } from '$lib/testing/axe';
import { FakeCity } from '$lib/testing/fake-city';
import InHarness from '$lib/testing/InHarness.svelte';
import OverviewSearch from './OverviewSearch.svelte';
import { custom, searchAnswer, searchReply } from './search-samples';

describe('the overview’s web search line', () => {
	it('says the mode in force and its layer, and links to the web search page’s mode', async () => {
		const city = new FakeCity({ replies: { config: searchReply(searchAnswer(custom(['brave']))) } });
		const screen = render(InHarness, { props: { city, component: OverviewSearch as never, props: { addr: 'acme' } } });
		await expect
			.element(screen.getByTestId('setting-origin'))
			.toHaveTextContent('In force: your own supplier brave (set for the city)');
		const link = screen.getByRole('link', { name: 'Web search: change it on the web search page' });
		await expect.element(link).toHaveAttribute('href', expect.stringMatching(/\/search\?setting=search$/));
		expect(await axeViolations(screen.container)).toEqual([]);
	});
});
