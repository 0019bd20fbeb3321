import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-svelte';
import knownHosts from '$protocol/frames/answered-known-hosts.json';
import config from '$protocol/frames/answered-config.json';
import ok from '$protocol/frames/event-endpoint-probed-ok.json';
import { axeViolations } from '$lib/testing/axe';
import { FakeCity } from '$lib/testing/fake-city';
import AttachForm from './AttachForm.svelte';
import { emptyTuning } from '$protocol/schemas/endpoints';
import InHarness from '../testing/InHarness.svelte';
import { storyData } from './samples/endpoint-samples';
import type { AnswerStanding } from '$lib/query/answer-standing';

const hosts = knownHosts.answered.outcome.answer.known_hosts.hosts as never;
const defaults = config.answered.outcome.answer.config.tuning as never;

function mount() {
	const city = new FakeCity();
	const screen = render(InHarness, {
		props: { city, component: AttachForm as never, props: { hosts, defaults, standing: 'current', reread: () => {} } }
	});
	return { city, screen };
}

afterEach(() => vi.restoreAllMocks());

describe('AttachForm', () => {
	it('fills base URL and dialect from a vendor; undocumented faces are disabled and say why', async () => {
		const { screen } = mount();
		await screen.getByLabelText('Provider').selectOptions('api.deepseek.com');
		await expect.element(screen.getByLabelText('Base URL')).toHaveValue('https://api.deepseek.com/v1');
		await expect.element(screen.getByLabelText('Endpoint id')).toHaveValue('deepseek');
		await screen.getByLabelText('Dialect offered by this host').selectOptions('anthropic');
		await expect.element(screen.getByLabelText('Base URL')).toHaveValue('https://api.deepseek.com/anthropic');
		await expect
			.element(
				screen.getByRole('option', { name: /OpenAI Responses — api\.deepseek\.com does not document this dialect/ })
			)
			.toBeDisabled();
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('shows the city defaults as placeholders and sends empty boxes as null', async () => {
		const { screen, city } = mount();
		await screen.getByText('Advanced').click();
		await expect
			.element(screen.getByLabelText('Timeout for one request (ms)'))
			.toHaveAttribute('placeholder', 'default 600000');
		await expect
			.element(screen.getByLabelText('Retries per request'))
			.toHaveAttribute('placeholder', 'default until halted');
		await screen.getByLabelText('Endpoint id').fill('local');
		await screen.getByLabelText('Base URL').fill('http://127.0.0.1:8000/v1');
		await screen.getByRole('button', { name: 'Look' }).click();
		expect(city.commands).toHaveLength(1);
		const probe = (city.commands[0] as { probe_endpoint: { tuning: Record<string, unknown>; secret: unknown } })
			.probe_endpoint;
		expect(probe.tuning).toEqual(emptyTuning({ accounts: [{ id: 'main', reference: null, header: null }] }));
		expect(probe.secret).toBeNull();
	});

	it('refuses bad input beside each field, sends nothing, and keeps what was typed', async () => {
		const { screen, city } = mount();
		await screen.getByLabelText('Endpoint id').fill('x');
		await screen.getByLabelText('Base URL').fill('ftp://example.com');
		await screen.getByLabelText('Account id').fill('Main_1');
		await screen.getByText('Advanced').click();
		await screen.getByRole('button', { name: 'Add a header' }).click();
		await screen.getByLabelText('Header 1 name').fill('X Title');
		await screen.getByRole('button', { name: 'Add an override' }).click();
		await screen.getByLabelText('Override 1 pointer').fill('no-slash');
		await screen.getByLabelText('Timeout for one request (ms)').fill('0');
		await screen.getByRole('button', { name: 'Attach', exact: true }).click();
		expect(city.commands).toHaveLength(0);
		await expect.element(screen.getByText('Only http:// or https:// base URLs work.', { exact: true })).toBeVisible();
		await expect.element(screen.getByText(/^Use lower-case letters and digits only/)).toBeVisible();
		await expect.element(screen.getByText(/^A header name may hold only/)).toBeVisible();
		await expect.element(screen.getByText(/^Not a JSON Pointer/)).toBeVisible();
		await expect.element(screen.getByText(/^Enter at least 1/)).toBeVisible();
		// The summary names each wrong field by its label.
		await expect.element(screen.getByText('Nothing was sent. Fix these fields:')).toBeVisible();
		await expect.element(screen.getByRole('listitem').filter({ hasText: /^Header 1 name: / })).toBeVisible();
		await expect.element(screen.getByRole('listitem').filter({ hasText: /^Base URL: / })).toBeVisible();
		await expect.element(screen.getByLabelText('Base URL')).toHaveAttribute('aria-invalid', 'true');
		await expect.element(screen.getByLabelText('Header 1 name')).toHaveValue('X Title');
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('lets a person who looked but will not attach delete the key the look stored', async () => {
		vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('secret:providers/openrouter-main', { status: 201 }));
		const { screen, city } = mount();
		await screen.getByLabelText('Provider').selectOptions('openrouter.ai');
		await screen.getByLabelText('Key', { exact: true }).fill('sk-trial-only-1234567890');
		await screen.getByRole('button', { name: 'Look' }).click();
		await expect.element(screen.getByText('Key stored as secret:providers/openrouter-main.')).toBeVisible();
		await screen.getByRole('button', { name: 'Forget this key' }).click();
		expect(city.commands.at(-1)).toEqual({
			forget_secret: { reference: 'secret:providers/openrouter-main', idem: expect.stringMatching(/^idem1-/) }
		});
		await expect
			.element(screen.getByText('The city was asked to delete secret:providers/openrouter-main.'))
			.toBeVisible();
		// The form no longer sends the deleted reference: the account has no key until one is typed again.
		await expect.element(screen.getByRole('button', { name: 'Forget this key' })).not.toBeInTheDocument();
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('stores a typed key through /enroll only, previews the reference, and keeps fields through a refusal', async () => {
		const key = 'sk-typed-value-1234567890';
		vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('secret:providers/openrouter-main', { status: 201 }));
		const { screen, city } = mount();
		await screen.getByLabelText('Provider').selectOptions('openrouter.ai');
		await screen.getByLabelText('Key', { exact: true }).fill(key);
		await screen.getByText('Advanced').click();
		await screen.getByRole('button', { name: 'Add an override' }).click();
		await screen.getByLabelText('Override 1 pointer').fill('/usage/include');
		await screen.getByLabelText('Override 1 value').fill('true');
		await screen.getByRole('button', { name: 'Look' }).click();
		await expect.element(screen.getByText('Key stored as secret:providers/openrouter-main.')).toBeVisible();
		await expect.element(screen.getByLabelText('Key', { exact: true })).toHaveValue('');
		await expect
			.element(screen.getByText(/authorization: Bearer secret:providers\/openrouter-main/).first())
			.toBeVisible();
		await expect.element(screen.getByText(/"include": true/)).toBeVisible();
		expect(JSON.stringify(city.commands)).not.toContain(key);
		city.emitEvent('endpoint_probed', { ...ok.event.data, base_url: 'https://openrouter.ai/api/v1' });
		await expect.element(screen.getByRole('checkbox', { name: 'Admit openai/gpt-5-mini' })).toBeVisible();
		await screen.getByRole('checkbox', { name: 'Admit openai/gpt-5-mini' }).click();
		await screen.getByRole('button', { name: 'Attach', exact: true }).click();
		const attach = (city.commands[1] as { attach_endpoint: { admit: string[]; tuning: { accounts: unknown } } })
			.attach_endpoint;
		expect(attach.admit).not.toContain('openai/gpt-5-mini');
		expect(attach.admit).toHaveLength(6);
		expect(attach.tuning.accounts).toEqual([
			{ id: 'main', reference: 'secret:providers/openrouter-main', header: null }
		]);
		city.emitRefusal({
			code: 'E_CONFIG_INVALID',
			action: 'attach endpoint openrouter',
			subject: 'the header name is not valid',
			nearby: [],
			recovery: 'fix it, then save again',
			retry: 'no'
		});
		await expect.element(screen.getByText('fix it, then save again')).toBeVisible();
		await expect.element(screen.getByLabelText('Override 1 value')).toHaveValue('true');
		await expect.element(screen.getByLabelText('Endpoint id')).toHaveValue('openrouter');
	});

	describe('a press that could replace an endpoint waits for a current list', () => {
		function mountHeld(standing: AnswerStanding) {
			const city = new FakeCity();
			const reread = vi.fn();
			const props = { hosts, defaults, view: storyData.view, standing, reread };
			const screen = render(InHarness, { props: { city, component: AttachForm as never, props } });
			// rerender reads a top-level `props` key as the props themselves, so InHarness's go one level down.
			const restand = (next: AnswerStanding) =>
				screen.rerender({
					props: { city, component: AttachForm as never, props: { ...props, standing: next } }
				} as never);
			return { city, screen, reread, restand };
		}
		async function typeAttached(screen: ReturnType<typeof render>) {
			await screen.getByLabelText('Endpoint id').fill('openrouter');
			await screen.getByLabelText('Base URL').fill('https://openrouter.example/api/v1');
			await screen.getByLabelText('Key', { exact: true }).fill('sk-held-1234567890');
		}

		it('holds Attach while the city cannot read the list: nothing sent or stored, one sentence why, the form kept', async () => {
			const fetch = vi.spyOn(globalThis, 'fetch');
			const { screen, city, reread } = mountHeld('unavailable');
			// Said at once: a list that cannot be read is not a passing moment.
			await expect.element(screen.getByTestId('held')).toBeVisible();
			await typeAttached(screen);
			await screen.getByRole('button', { name: 'Attach', exact: true }).click();
			await screen.getByRole('button', { name: 'Look' }).click();
			expect(city.commands).toEqual([]);
			expect(fetch).not.toHaveBeenCalled();
			const why = screen.getByText(/^Not sent: the city could not read the list of attached endpoints just now/);
			await expect.element(why).toHaveFocus();
			await screen.getByRole('button', { name: 'Ask the city again' }).click();
			expect(reread).toHaveBeenCalledOnce();
			await expect.element(screen.getByLabelText('Endpoint id')).toHaveValue('openrouter');
			await expect.element(screen.getByLabelText('Base URL')).toHaveValue('https://openrouter.example/api/v1');
			await expect.element(screen.getByLabelText('Key', { exact: true })).toHaveValue('sk-held-1234567890');
			expect(await axeViolations(screen.container)).toEqual([]);
		});

		it('holds while the list is refused, loading or stale, then asks before replacing once it is current', async () => {
			for (const standing of ['refused', 'loading', 'stale'] as const) {
				const { screen, city, restand } = mountHeld(standing);
				await typeAttached(screen);
				await screen.getByRole('button', { name: 'Attach', exact: true }).click();
				expect(city.commands).toEqual([]);
				await expect.element(screen.getByTestId('held')).toBeVisible();
				await restand('current');
				await expect.element(screen.getByTestId('held')).not.toBeInTheDocument();
				await screen.getByRole('button', { name: 'Attach', exact: true }).click();
				// With the list read, the taken id is a replacement the person must confirm first.
				await expect
					.element(screen.getByText('Not sent: confirm that you mean to replace openrouter, or change the id.'))
					.toBeVisible();
				expect(city.commands).toEqual([]);
				screen.unmount();
			}
		});

		it('lets Look without a key through while the list is unread: a probe replaces nothing', async () => {
			const { screen, city } = mountHeld('unavailable');
			await screen.getByLabelText('Endpoint id').fill('fresh');
			await screen.getByLabelText('Base URL').fill('https://fresh.example/v1');
			await screen.getByRole('button', { name: 'Look' }).click();
			expect(city.commands).toHaveLength(1);
			expect(city.commands[0]).toHaveProperty('probe_endpoint');
		});

		it('keeps focus on Look while it waits, then hands it to the result (never to the page’s body)', async () => {
			const { screen, city } = mountHeld('current');
			await screen.getByLabelText('Endpoint id').fill('openrouter2');
			await screen.getByLabelText('Base URL').fill('https://openrouter.ai/api/v1');
			const look = screen.getByRole('button', { name: 'Look' });
			await look.click();
			expect(city.commands).toHaveLength(1);
			await expect.element(screen.getByRole('button', { name: 'Looking…' })).toHaveFocus();
			city.emitEvent('endpoint_probed', {
				...ok.event.data,
				name: 'openrouter2',
				base_url: 'https://openrouter.ai/api/v1'
			});
			await expect.element(screen.getByRole('group', { name: 'The result of Look' })).toHaveFocus();
		});

		it('previews the reference a typed key will be stored under before anything is stored', async () => {
			const { screen } = mountHeld('current');
			await screen.getByLabelText('Endpoint id').fill('fresh');
			await screen.getByLabelText('Base URL').fill('https://fresh.example/v1');
			await screen.getByLabelText('Key', { exact: true }).fill('sk-preview-1234567890');
			await expect
				.element(screen.getByText(/authorization: Bearer secret:providers\/fresh-main/).first())
				.toBeVisible();
		});
	});
});
