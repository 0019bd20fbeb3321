import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-svelte';
import answered from '$protocol/frames/answered-endpoints.json';
import vaultClosed from '$protocol/frames/answered-endpoints-vault-closed.json';
import knownHosts from '$protocol/frames/answered-known-hosts.json';
import config from '$protocol/frames/answered-config.json';
import unavailable from '$protocol/frames/answered-unavailable.json';
import expectedAttach from '$protocol/frames/command-attach-endpoint.json';
import expectedSelect from '$protocol/frames/command-select-model.json';
import refusal from '$protocol/frames/refusal-uncorrelated.json';
import { axeViolations } from '$lib/testing/axe';
import { FakeCity, type FakeCityOptions } from '$lib/testing/fake-city';
import { PREFS_KEY } from '$lib/models/prefs';
import { THROTTLE_MS } from '$lib/query/invalidation';
import type { EndpointTuning } from '$protocol/schemas/endpoints';
import EndpointsPage from './EndpointsPage.svelte';
import InHarness from '../testing/InHarness.svelte';

const endpointsAnswer = answered.answered.outcome.answer;
const replies: FakeCityOptions['replies'] = {
	endpoints: { answer: endpointsAnswer },
	known_hosts: { answer: knownHosts.answered.outcome.answer },
	config: { answer: config.answered.outcome.answer }
};

function mount(opts: FakeCityOptions = { replies }) {
	const city = new FakeCity(opts);
	const screen = render(InHarness, { props: { city, component: EndpointsPage as never, props: {} } });
	return { city, screen };
}

afterEach(() => {
	vi.restoreAllMocks();
	localStorage.removeItem(PREFS_KEY);
});

describe('the endpoints page', () => {
	it('draws one card per endpoint with label, id, base URL, kind, local mark and model count', async () => {
		const { screen } = mount();
		const vllm = screen.getByRole('article', { name: 'vllm' });
		await expect.element(vllm).toBeVisible();
		await expect.element(vllm.getByTitle('Calls stay on this machine.')).toHaveTextContent('local');
		await expect.element(vllm.getByText('1 model', { exact: true })).toBeVisible();
		const anthropic = screen.getByRole('article', { name: 'Anthropic' });
		await expect.element(anthropic.getByText('id anthropic')).toBeVisible();
		await expect.element(anthropic.getByText('https://api.anthropic.com')).toBeVisible();
		await expect.element(anthropic.getByText('anthropic_native')).toBeVisible();
		await expect.element(screen.getByRole('article', { name: 'OpenRouter' }).getByText('8 models')).toBeVisible();
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('never lets "0 models" pass for an empty list: the city’s answer does not say which, and the card says so', async () => {
		const view = structuredClone(endpointsAnswer);
		view.endpoints.endpoints[2]!.models = [];
		const { screen } = mount({ replies: { ...replies, endpoints: { answer: view } } });
		const vllm = screen.getByRole('article', { name: 'vllm' });
		await expect.element(vllm.getByText('0 models')).toBeVisible();
		await expect
			.element(vllm.getByText('does not say whether this list was empty or could not be read', { exact: false }))
			.toBeVisible();
		await expect
			.element(screen.getByRole('article', { name: 'Anthropic' }).getByText('does not say whether', { exact: false }))
			.not.toBeInTheDocument();
	});

	it('shows each account’s key state, matched by id, in words a person acts on', async () => {
		const { screen } = mount();
		const anthropic = screen.getByRole('article', { name: 'Anthropic' });
		await expect.element(anthropic.getByRole('listitem').first()).toBeVisible();
		const rows = anthropic.getByRole('listitem').all();
		expect(rows).toHaveLength(2);
		await expect.element(rows[0]!).toHaveTextContent(/work.*Key stored/);
		await expect.element(rows[1]!).toHaveTextContent(/home.*Key missing.*Store one/);
		const openrouter = screen.getByRole('article', { name: 'OpenRouter' });
		await expect.element(openrouter.getByText(/this page cannot change it/)).toBeVisible();
		await expect.element(openrouter.getByText(/shadows the vault/)).toBeVisible();
		await expect
			.element(screen.getByRole('article', { name: 'vllm' }).getByText(/Requests carry no key/))
			.toBeVisible();
		// A missing key can be stored; a key from the environment cannot.
		await expect.element(anthropic.getByLabelText('Key for home')).toBeVisible();
		expect(openrouter.getByLabelText(/Key for/).elements()).toHaveLength(0);
	});

	it('says "not read" for every account when the vault is closed', async () => {
		const { screen } = mount({ replies: { ...replies, endpoints: { answer: vaultClosed.answered.outcome.answer } } });
		await expect.element(screen.getByText('Not read', { exact: true }).first()).toBeVisible();
		await expect.poll(() => screen.getByText('Not read', { exact: true }).elements()).toHaveLength(2);
	});

	it('draws unavailable as "the city could not look", never an empty list', async () => {
		const { screen } = mount({ replies: { ...replies, endpoints: { answer: unavailable.answered.outcome.answer } } });
		await expect.element(screen.getByText('The city could not look')).toBeVisible();
		await expect.element(screen.getByText(/the vault lock is poisoned/)).toBeVisible();
		expect(screen.getByText('No endpoint is attached yet. Attach one below.').elements()).toHaveLength(0);
	});

	it('re-attaches exactly as frames/command-attach-endpoint.json: drop work, add team first with a stored key', async () => {
		const key = 'sk-ant-test-VALUE-never-in-a-frame';
		const fetchSpy = vi
			.spyOn(globalThis, 'fetch')
			.mockResolvedValue(new Response('secret:providers/anthropic-team', { status: 201 }));
		const { screen, city } = mount();
		const anthropic = screen.getByRole('article', { name: 'Anthropic' });
		await anthropic.getByRole('button', { name: 'Edit accounts' }).click();
		await anthropic.getByRole('button', { name: 'Remove work' }).click();
		await anthropic.getByRole('button', { name: 'Add an account' }).click();
		const ids = anthropic.getByLabelText('Account id').all();
		await ids[1]!.fill('team');
		await anthropic.getByLabelText('Key for team').fill(key);
		await anthropic.getByRole('button', { name: 'Store key' }).nth(1).click();
		await expect.element(anthropic.getByText(/Stored as secret:providers\/anthropic-team/)).toBeVisible();
		await expect.element(anthropic.getByLabelText('Key for team')).toHaveValue('');
		expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]!.body))).toEqual({
			realm: 'providers',
			name: 'anthropic-team',
			value: key
		});
		// Keyboard-operable reorder: team up to first.
		await anthropic.getByRole('button', { name: 'Move team up' }).click();
		await anthropic.getByRole('button', { name: 'Save accounts' }).click();
		expect(city.commands).toHaveLength(1);
		const sent = city.commands[0] as { attach_endpoint: { idem: string } };
		expect(sent.attach_endpoint.idem).toMatch(/^idem1-[0-9a-f]{32}$/);
		expect({ attach_endpoint: { ...sent.attach_endpoint, idem: expectedAttach.command.attach_endpoint.idem } }).toEqual(
			expectedAttach.command
		);
		expect(JSON.stringify(city.commands)).not.toContain(key);
		// The list sent is shown until the next answer.
		await expect.element(anthropic.getByText(/Showing the list sent/)).toBeVisible();
		const rows = anthropic.getByRole('listitem').all();
		await expect.element(rows[0]!).toHaveTextContent(/team/);
	});

	it('leaves a pending change to anthropic alone when a refusal names endpoint anthropic2', async () => {
		const { screen, city } = mount();
		const anthropic = screen.getByRole('article', { name: 'Anthropic' });
		await anthropic.getByRole('button', { name: 'Edit accounts' }).click();
		await anthropic.getByRole('button', { name: 'Remove work' }).click();
		await anthropic.getByRole('button', { name: 'Save accounts' }).click();
		expect(city.commands).toHaveLength(1);
		city.emitRefusal({
			...refusal.refusal,
			action: 'attach endpoint anthropic2',
			subject: 'anthropic2 is not attached'
		});
		await expect.element(anthropic.getByText(/Showing the list sent/)).toBeVisible();
		// The next refusal is the barrier: handled after the first, so had the first landed here it would show too.
		city.emitRefusal({ ...refusal.refusal, action: 'attach endpoint anthropic', subject: 'the account list is empty' });
		await expect.element(anthropic.getByText('the account list is empty')).toBeVisible();
		expect(screen.container.textContent).not.toContain('anthropic2 is not attached');
	});

	it('restores the city’s list when the re-attach is refused, and can also forget a removed key after success', async () => {
		const { screen, city } = mount();
		const anthropic = screen.getByRole('article', { name: 'Anthropic' });
		await anthropic.getByRole('button', { name: 'Edit accounts' }).click();
		await anthropic.getByRole('button', { name: 'Remove work' }).click();
		await anthropic.getByRole('checkbox', { name: /Also delete the key secret:providers\/anthropic-work/ }).click();
		await anthropic.getByRole('button', { name: 'Save accounts' }).click();
		expect(city.commands).toHaveLength(1);
		city.emitRefusal({ ...refusal.refusal, action: 'attach endpoint anthropic', subject: 'the account list is empty' });
		await expect.element(anthropic.getByText(/the city’s list is shown again/)).toBeVisible();
		await expect.element(anthropic.getByText('the account list is empty')).toBeVisible();
		await expect.element(anthropic.getByText('work', { exact: true })).toBeVisible();
		await expect.element(anthropic.getByText('home', { exact: true })).toBeVisible();
		// No forget after a refused attach: the event is answered by nothing (checked below, after the barrier).
		city.emitEvent('endpoint_attached', { name: 'anthropic' });

		await anthropic.getByRole('button', { name: 'Edit accounts' }).click();
		await anthropic.getByRole('button', { name: 'Remove work' }).click();
		await anthropic.getByRole('checkbox', { name: /Also delete the key/ }).click();
		// Three presses since the refused attach's event: whatever it would have sent is sent by now.
		expect(city.commands.filter((c) => 'forget_secret' in c)).toHaveLength(0);
		await anthropic.getByRole('button', { name: 'Save accounts' }).click();
		city.emitEvent('endpoint_attached', { name: 'anthropic' });
		await expect.poll(() => city.commands.filter((c) => 'forget_secret' in c)).toHaveLength(1);
		expect(city.commands.at(-1)).toEqual({
			forget_secret: { reference: 'secret:providers/anthropic-work', idem: expect.stringMatching(/^idem1-/) }
		});
	});

	it('refuses a bad account id beside the field and sends nothing', async () => {
		const { screen, city } = mount();
		const vllm = screen.getByRole('article', { name: 'vllm' });
		await vllm.getByRole('button', { name: 'Edit accounts' }).click();
		await vllm.getByRole('button', { name: 'Add an account' }).click();
		await vllm.getByLabelText('Account id').nth(1).fill('local');
		await expect.element(vllm.getByText('Another account already has this id.')).toBeVisible();
		await vllm.getByLabelText('Account id').nth(1).fill('Bad_Id');
		await expect.element(vllm.getByText(/lower-case letters and digits only/)).toBeVisible();
		await expect.element(vllm.getByRole('button', { name: 'Save accounts' })).toBeDisabled();
		// account_retries is offered only with two or more accounts.
		await expect.element(vllm.getByLabelText('When an account fails')).toBeVisible();
		expect(city.commands).toHaveLength(0);
		expect(await axeViolations(vllm.element())).toEqual([]);
	});

	it('edits an account’s key header: only with a reference, HTTP token characters, sent in the re-attach', async () => {
		const { screen, city } = mount();
		const vllm = screen.getByRole('article', { name: 'vllm' });
		await vllm.getByRole('button', { name: 'Edit accounts' }).click();
		// No reference: the field is closed and says why beside it.
		await expect.element(vllm.getByLabelText('Key header')).toBeDisabled();
		await expect.element(vllm.getByText(/No key reference, so no key header/)).toBeVisible();
		await vllm.getByRole('button', { name: 'Cancel' }).click();

		const openrouter = screen.getByRole('article', { name: 'OpenRouter' });
		await openrouter.getByRole('button', { name: 'Edit accounts' }).click();
		const header = openrouter.getByLabelText('Key header').first();
		await expect.element(header).toHaveValue('');
		await header.fill('api key');
		await expect.element(openrouter.getByText(/A header name may hold only/)).toBeVisible();
		await expect.element(header).toHaveAttribute('aria-invalid', 'true');
		await expect.element(openrouter.getByRole('button', { name: 'Save accounts' })).toBeDisabled();
		await expect.element(header).toHaveValue('api key');
		expect(await axeViolations(openrouter.element())).toEqual([]);
		await header.fill('api-key');
		await openrouter.getByRole('button', { name: 'Save accounts' }).click();
		expect(city.commands).toHaveLength(1);
		const sent = city.commands[0] as { attach_endpoint: { tuning: EndpointTuning } };
		const before = endpointsAnswer.endpoints.endpoints.find((e) => e.name === 'openrouter')!.tuning;
		expect(sent.attach_endpoint.tuning).toEqual({
			...before,
			accounts: [
				{ id: 'main', reference: 'secret:providers/openrouter', header: 'api-key' },
				{ id: 'spare', reference: 'secret:providers/openrouter-spare', header: null }
			]
		});
		// The list sent shows the header.
		await expect.element(openrouter.getByText('api-key', { exact: true })).toBeVisible();
	});

	it('chooses a model per tag with the model picker; a null ceiling is an empty field to fill', async () => {
		const { screen, city } = mount();
		const main = screen.getByRole('region', { name: 'Main', exact: true });
		const ceiling = main.getByRole('textbox', { name: 'Output ceiling (tokens)' });
		await expect.element(ceiling).toHaveValue('');
		await expect
			.element(main.getByTestId('chosen-main'))
			.toHaveTextContent('claude-sonnet-4-5-20250929 from Anthropic');
		// Digest's 128,000 is gpt-5-mini's own figure, which the city fills in for a ceiling nobody set: an empty
		// field too ("as the provider states"), never a figure shown as if chosen (issue #31, item 3).
		await expect
			.element(
				screen.getByRole('region', { name: 'Digest', exact: true }).getByRole('textbox', { name: /Output ceiling/ })
			)
			.toHaveValue('');
		await ceiling.fill('0');
		await expect.element(main.getByRole('button', { name: 'Apply ceiling' })).toBeDisabled();
		await ceiling.fill('64000');
		await main.getByRole('button', { name: 'Apply ceiling' }).click();
		// The wire example's choice, with no input kind named.
		expect(city.commands[0]).toEqual({
			select_model: { ...expectedSelect.command.select_model, input: null, idem: expect.stringMatching(/^idem1-/) }
		});

		// Transcribe, keyboard only: vllm's Qwen, its provider id sent, the empty ceiling as null.
		const transcribe = screen.getByRole('region', { name: 'Transcribe', exact: true });
		const trigger = transcribe.getByRole('button', { name: 'Choose a model for Transcribe' });
		(trigger.element() as HTMLElement).focus();
		await userEvent.keyboard('{Enter}');
		await expect.element(page.getByRole('dialog', { name: 'Model picker' })).toBeVisible();
		await userEvent.keyboard('qwen3');
		await userEvent.keyboard('{Enter}');
		await userEvent.keyboard('{ArrowDown}');
		await userEvent.keyboard('{Enter}');
		await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
		await expect.element(trigger).toHaveFocus();
		expect(city.commands[1]).toEqual({
			select_model: {
				endpoint: 'vllm',
				model: 'Qwen/Qwen3-8B',
				tag: 'transcribe',
				context_tokens: null,
				max_output_tokens: null,
				input: null,
				idem: expect.stringMatching(/^idem1-/)
			}
		});
		await expect.element(transcribe.getByRole('status')).toHaveTextContent(/Qwen\/Qwen3-8B/);
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('re-asks endpoint_view on a §14 event, once for a burst, keeping the answer on screen', async () => {
		const { screen, city } = mount();
		await expect.element(screen.getByRole('article', { name: 'vllm' })).toBeVisible();
		const before = city.asks.filter((q) => q === 'endpoint_view').length;
		city.emitEvent('model_selected');
		city.emitEvent('endpoint_attached');
		city.emitEvent('endpoint_probed');
		await expect.poll(() => city.asks.filter((q) => q === 'endpoint_view').length).toBe(before + 1);
		// What is tested is a window of time (one ask per THROTTLE_MS), so here the wait is the subject, not a
		// stand-in for a barrier: past the window, a second ask would have been made.
		await new Promise((r) => setTimeout(r, THROTTLE_MS * 1.6));
		expect(city.asks.filter((q) => q === 'endpoint_view').length).toBe(before + 1);
		await expect.element(screen.getByRole('article', { name: 'vllm' })).toBeVisible();
		void page;
	});
});

describe('a re-attach waits for a current list', () => {
	it('holds Save accounts on an earlier answer kept beside an unavailable one, and says why', async () => {
		let readable = true;
		const unreadable = unavailable.answered.outcome;
		const { screen, city } = mount({
			replies: { ...replies, endpoints: () => (readable ? { answer: endpointsAnswer } : (unreadable as never)) }
		});
		const anthropic = screen.getByRole('article', { name: 'Anthropic' });
		await anthropic.getByRole('button', { name: 'Edit accounts' }).click();
		await anthropic.getByRole('button', { name: 'Move home up' }).click();
		readable = false;
		// Another tab attached something: the list is asked again and cannot be read; the cards stay, marked earlier.
		city.emitEvent('endpoint_attached', { name: 'elsewhere', idem: 'idem1-' + 'a'.repeat(32) });
		await expect.element(screen.getByText('Earlier answer, kept for reference').first()).toBeVisible();
		await anthropic.getByRole('button', { name: 'Save accounts' }).click();
		await expect
			.element(anthropic.getByText(/^Not sent: the city could not read the list of attached endpoints/))
			.toHaveFocus();
		expect(city.commands).toEqual([]);
		// The reordered draft is kept.
		await expect.element(anthropic.getByLabelText('Account id').first()).toHaveValue('home');
		expect(await axeViolations(screen.container)).toEqual([]);
	});
});
