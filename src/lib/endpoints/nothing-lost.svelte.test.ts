import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-svelte';
import answered from '$protocol/frames/answered-endpoints.json';
import knownHosts from '$protocol/frames/answered-known-hosts.json';
import config from '$protocol/frames/answered-config.json';
import { axeViolations } from '$lib/testing/axe';
import { FakeCity } from '$lib/testing/fake-city';
import type { Command } from '$protocol/schemas/commands';
import EndpointsPage from './EndpointsPage.svelte';
import InHarness from '../testing/InHarness.svelte';

type Answer = typeof answered.answered.outcome.answer;
type Attach = { attach_endpoint: { name: string; tuning: { accounts: { id: string }[] } } };
type Probe = { probe_endpoint: { tuning: { headers: { name: string; value: string }[] } } };

function mount() {
	// The answer can change under the page, as another tab's change would make it.
	let current: Answer = structuredClone(answered.answered.outcome.answer);
	const city = new FakeCity({
		replies: {
			endpoints: () => ({ answer: current }),
			known_hosts: { answer: knownHosts.answered.outcome.answer },
			config: { answer: config.answered.outcome.answer }
		}
	});
	const screen = render(InHarness, { props: { city, component: EndpointsPage as never, props: {} } });
	const change = (edit: (a: Answer) => void) => {
		current = structuredClone(current);
		edit(current);
	};
	return { city, screen, change };
}

const attaches = (city: FakeCity) => city.commands.filter((c: Command) => 'attach_endpoint' in c) as Attach[];

afterEach(() => vi.restoreAllMocks());

describe('replacing an attached endpoint', () => {
	it('offers a free id from the vendor picker, and shows what replacing changes before anything is sent', async () => {
		const { screen, city } = mount();
		const form = screen.getByRole('region', { name: 'Attach an endpoint' });
		await form.getByLabelText('Provider').selectOptions('openrouter.ai');
		await expect.element(form.getByLabelText('Endpoint id')).toHaveValue('openrouter-2');
		await expect.element(form.getByText(/openrouter is already attached, so the id openrouter-2/)).toBeVisible();

		await form.getByLabelText('Endpoint id').fill('openrouter');
		const notice = form.getByRole('region', { name: /openrouter is already attached/ });
		await expect.element(notice).toBeVisible();
		await expect.element(notice.getByText(/main \(secret:providers\/openrouter\), spare/)).toBeVisible();
		await expect.element(notice.getByText('Digest: openai/gpt-5-mini')).toBeVisible();
		expect(await axeViolations(screen.container)).toEqual([]);

		await form.getByRole('button', { name: 'Attach', exact: true }).click();
		await expect.element(notice.getByText(/Not sent: confirm that you mean to replace openrouter/)).toBeVisible();
		expect(attaches(city)).toHaveLength(0);

		// The keys only openrouter used are offered for deletion, done once the city confirms.
		await notice.getByRole('checkbox', { name: /Also delete the key secret:providers\/openrouter-spare/ }).click();
		await notice.getByRole('button', { name: 'Replace openrouter' }).click();
		await expect.poll(() => attaches(city)).toHaveLength(1);
		const sent = attaches(city)[0]!.attach_endpoint as { name: string; idem?: string };
		expect(sent.name).toBe('openrouter');
		expect(city.commands.some((c) => 'forget_secret' in c)).toBe(false);
		city.emitEvent('endpoint_attached', { name: 'openrouter', idem: sent.idem });
		await expect
			.poll(() =>
				city.commands
					.filter((c) => 'forget_secret' in c)
					.map((c) => (c as never as { forget_secret: { reference: string } }).forget_secret.reference)
			)
			.toEqual(['secret:providers/openrouter-spare']);
	});

	it('names the choices the city dropped and the failed reason on the card after an attach', async () => {
		const { screen, city } = mount();
		const card = screen.getByRole('article', { name: 'OpenRouter' });
		await expect.element(card).toBeVisible();
		city.emitEvent('endpoint_attached', {
			name: 'openrouter',
			models: [],
			failed: { code: 'E_UNREACHABLE', subject: '127.0.0.1:9: connection refused' },
			reach: {
				host: '127.0.0.1',
				named: { state: 'resolved', detail: 1 },
				connected: { state: 'refused' },
				answered: { state: 'unreachable', detail: 'no connection' },
				through: { state: 'local_address' },
				elapsed_ms: 3
			},
			dropped_choices: ['digest']
		});
		await expect.element(card.getByText('127.0.0.1:9: connection refused')).toBeVisible();
		await expect.element(card.getByText(/Nothing listens on that port/)).toBeVisible();
		await expect.element(card.getByText('Digest (openai/gpt-5-mini)')).toBeVisible();
	});
});

describe('two tabs editing one account list', () => {
	it('tells the editor the list changed under it, shows the difference, and sends nothing until it is applied', async () => {
		const { screen, city, change } = mount();
		const card = screen.getByRole('article', { name: 'Anthropic' });
		await card.getByRole('button', { name: 'Edit accounts' }).click();
		await card.getByRole('button', { name: 'Add an account' }).click();
		await card.getByLabelText('Account id').last().fill('third');

		// Another tab adds `second`; the city's event makes this page read the list again.
		change((a) => {
			(a.endpoints.endpoints[0]!.tuning.accounts as unknown[]).push({ id: 'second', reference: null, header: null });
		});
		city.emitEvent('endpoint_attached', { name: 'anthropic' });
		const notice = card.getByRole('alert').filter({ hasText: 'This endpoint changed since you started' });
		await expect.element(notice).toBeVisible();
		await expect.element(notice.getByText(/home \(secret:providers\/anthropic-home\), second/)).toBeVisible();
		await expect.element(card.getByRole('button', { name: 'Save accounts' })).toBeDisabled();
		expect(await axeViolations(screen.container)).toEqual([]);

		await notice.getByRole('button', { name: 'Apply my changes to the newer list' }).click();
		await card.getByRole('button', { name: 'Save accounts' }).click();
		const sent = attaches(city);
		expect(sent).toHaveLength(1);
		expect(sent[0]!.attach_endpoint.tuning.accounts.map((a) => a.id)).toEqual(['work', 'home', 'second', 'third']);
	});
});

describe('a credential in a header', () => {
	it('is masked, offered to the vault, and sent only as its reference', async () => {
		const value = 'Bearer sk-header-value-0123456789';
		vi.spyOn(globalThis, 'fetch').mockResolvedValue(
			new Response('secret:providers/local-header-authorization', { status: 201 })
		);
		const { screen, city } = mount();
		const form = screen.getByRole('region', { name: 'Attach an endpoint' });
		await form.getByLabelText('Endpoint id').fill('local');
		await form.getByLabelText('Base URL').fill('http://127.0.0.1:8000/v1');
		await form.getByText('Advanced').click();
		await form.getByRole('button', { name: 'Add a header' }).click();
		await form.getByLabelText('Header 1 name').fill('Authorization');
		await expect.element(form.getByLabelText('Header 1 value')).toHaveAttribute('type', 'password');
		await form.getByLabelText('Header 1 value').fill(value);
		await expect.element(form.getByText(/This looks like a credential/)).toBeVisible();
		expect(form.element().textContent).not.toContain('sk-header-value');
		await form.getByRole('button', { name: 'Look' }).click();
		await expect.poll(() => city.commands.length).toBe(1);
		const probe = city.commands[0] as Probe;
		expect(probe.probe_endpoint.tuning.headers).toEqual([
			{ name: 'Authorization', value: 'secret:providers/local-header-authorization' }
		]);
		expect(JSON.stringify(city.commands)).not.toContain('sk-header-value');
		await expect
			.element(form.getByLabelText('Header 1 value'))
			.toHaveValue('secret:providers/local-header-authorization');
	});
});

describe('changing an attached endpoint’s settings', () => {
	it('shows the tuning on the card and starts the attach form from it', async () => {
		const { screen } = mount();
		const card = screen.getByRole('article', { name: 'OpenRouter' });
		await card.getByText('Settings as attached').click();
		await expect.element(card.getByText('120000', { exact: true })).toBeVisible();
		await card.getByRole('button', { name: 'Change settings' }).click();
		const form = screen.getByRole('region', { name: 'Attach an endpoint' });
		await expect.element(form.getByLabelText('Base URL')).toHaveValue('https://openrouter.ai/api/v1');
		await expect.element(form.getByLabelText('Endpoint id')).toHaveValue('openrouter');
		await expect.element(form.getByText(/Re-attaching keeps the accounts as they are \(main, spare\)/)).toBeVisible();
	});
});
