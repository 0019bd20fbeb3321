import { afterEach, expect, it } from 'vitest';
import answered from '$protocol/frames/answered-endpoints.json';
import knownHosts from '$protocol/frames/answered-known-hosts.json';
import config from '$protocol/frames/answered-config.json';
import { FakeCity, type FakeCityOptions } from '$lib/testing/fake-city';
import { mountInShadow, type InShadow } from '$lib/testing/shadow';
import InHarness from '../testing/InHarness.svelte';
import EndpointsPage from './EndpointsPage.svelte';
import { storyData } from './samples/endpoint-samples';

// The attach form and the accounts are fetched on first use, through the dev server: slow on a busy machine.
const LAZY = { timeout: 10_000 };
let shadow: InShadow | null = null;
afterEach(() => shadow?.remove());

const replies: FakeCityOptions['replies'] = {
	endpoints: { answer: answered.answered.outcome.answer },
	known_hosts: { answer: knownHosts.answered.outcome.answer },
	config: { answer: config.answered.outcome.answer }
};

function mount(given = replies, params = {}): InShadow {
	const city = new FakeCity({ replies: given });
	shadow = mountInShadow(InHarness, { city, component: EndpointsPage as never, props: {}, page: 'endpoints', params });
	return shadow;
}

it('inside a shadow root, Change settings brings the keyboard to the attach form’s base URL', async () => {
	const { root, screen, host } = mount();
	const card = screen.getByRole('article', { name: 'OpenRouter' });
	await card.getByRole('button', { name: 'Change settings' }).click();
	const url = screen.getByRole('region', { name: 'Attach an endpoint' }).getByLabelText('Base URL');
	await expect.element(url, LAZY).toHaveValue('https://openrouter.ai/api/v1');
	await expect.poll(() => root.activeElement).toBe(url.element());
	expect(document.activeElement).toBe(host);
});

it('inside a shadow root, a link to an account leaves the keyboard on its key field, not on its card', async () => {
	const { root, screen } = mount(storyData.replies, { endpoint: 'anthropic', account: 'home' });
	const key = screen.getByLabelText('Key for home');
	await expect.element(key, LAZY).toBeVisible();
	// The card looks for focus inside it after its accounts gave it; found through `document`, it was the host.
	await expect.poll(() => root.activeElement).toBe(key.element());
});
