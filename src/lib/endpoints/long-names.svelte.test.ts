import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-svelte';
import answered from '$protocol/frames/answered-endpoints.json';
import knownHosts from '$protocol/frames/answered-known-hosts.json';
import config from '$protocol/frames/answered-config.json';
import { longName } from '$lib/storybook/fixtures';
import { axeViolations } from '$lib/testing/axe';
import { FakeCity } from '$lib/testing/fake-city';
import EndpointsPage from './EndpointsPage.svelte';
import InHarness from '../testing/InHarness.svelte';

/** The example answer with OpenRouter's display name 10,000 characters long. */
function answer() {
	const a = structuredClone(answered.answered.outcome.answer);
	for (const e of a.endpoints.endpoints) if (e.name === 'openrouter') e.label = longName;
	return a;
}

afterEach(async () => {
	await page.viewport(1280, 800);
});

describe('a display name of 10,000 characters on the endpoints page', () => {
	for (const width of [360, 1280]) {
		it(`folds the name in its card, with a way to see it whole, at ${width} px`, async () => {
			await page.viewport(width, 800);
			const city = new FakeCity({
				replies: {
					endpoints: { answer: answer() },
					known_hosts: { answer: knownHosts.answered.outcome.answer },
					config: { answer: config.answered.outcome.answer }
				}
			});
			const screen = render(InHarness, { props: { city, component: EndpointsPage as never, props: {} } });
			await expect.poll(() => screen.container.querySelector('[data-endpoint="openrouter"]')).not.toBeNull();
			const article = screen.container.querySelector<HTMLElement>('[data-endpoint="openrouter"]')!;
			// Before: about 13,700 px tall at 360 px. Now the name takes a few lines and the rest is a press away.
			expect(article.getBoundingClientRect().height).toBeLessThan(1600);
			const showAll = page.getByRole('button', { name: 'Show all 10000 characters' });
			await expect.element(showAll).toBeVisible();
			expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth + 1);
			await showAll.click();
			expect(article.textContent).toContain(longName);
			expect(await axeViolations(article)).toEqual([]);
		});
	}
});
