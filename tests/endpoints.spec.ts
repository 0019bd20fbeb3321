import AxeBuilder from './support/axe-builder';
import net from 'node:net';
import type { Page } from '@playwright/test';
import { startFakeProvider, type FakeProvider } from '../city/testing/fake-provider';
import { expect, test, type WireLog } from './fixtures';

const KEY = 'sk-fake-e2e-3f9a1c7d-this-value-must-never-leave';

let provider: FakeProvider | null = null;
test.afterEach(async () => {
	await provider?.close();
	provider = null;
});

/** A loopback port nobody listens on: bound, read, released. */
async function deadPort(): Promise<number> {
	const server = net.createServer();
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as net.AddressInfo;
	await new Promise<void>((resolve) => server.close(() => resolve()));
	return port;
}

/** The latest `endpoints` answer the page received, parsed. */
function latestEndpoints(
	log: WireLog
): { endpoints: { name: string; tuning: Record<string, unknown> }[]; chosen: unknown[] } | null {
	for (let i = log.received.length - 1; i >= 0; i--) {
		const frame = JSON.parse(log.received[i]!) as { answered?: { outcome: { answer?: { endpoints?: unknown } } } };
		const answer = frame.answered?.outcome.answer?.endpoints;
		if (answer) return answer as ReturnType<typeof latestEndpoints>;
	}
	return null;
}

async function fillAttach(page: Page, opts: { name: string; baseUrl: string; key?: string }) {
	const form = page.getByRole('region', { name: 'Attach an endpoint' });
	await form.getByLabel('Endpoint id').fill(opts.name);
	await form.getByLabel('Base URL').fill(opts.baseUrl);
	await form.getByLabel('Dialect').selectOption('open_ai');
	if (opts.key) await form.getByLabel('Key', { exact: true }).fill(opts.key);
	return form;
}

test.describe('the endpoints page', () => {
	test('attaches with a key, probes, reorders accounts keeping the tuning, chooses models, and keeps it all after a reload', async ({
		page,
		openApp,
		wireLog,
		secrets
	}) => {
		provider = await startFakeProvider({ key: KEY });
		secrets.remember(KEY);
		await openApp('/endpoints');
		await expect(page.getByRole('heading', { level: 1, name: 'Endpoints' })).toBeVisible();
		await expect(page.getByText('No endpoint is attached yet. Attach one below.')).toBeVisible();

		const form = await fillAttach(page, { name: 'fake', baseUrl: provider.baseUrl, key: KEY });
		await form.getByText('Advanced').click();
		await form.getByLabel('Timeout for one request (ms)').fill('120000');
		await form.getByRole('button', { name: 'Add a header' }).click();
		await form.getByLabel('Header 1 name').fill('X-Title');
		await form.getByLabel('Header 1 value').fill('acme');
		await form.getByRole('button', { name: 'Add an override' }).click();
		await form.getByLabel('Override 1 pointer').fill('/provider/sort');
		await form.getByLabel('Override 1 value').fill('price');

		// Look: the probe goes out with the same tuning, the key only as a reference.
		await form.getByRole('button', { name: 'Look' }).click();
		await expect(form.getByText(/Key stored as secret:providers\/fake-main/)).toBeVisible();
		await expect(form.getByLabel('Key', { exact: true })).toHaveValue('');
		const probe = page.locator('[data-probe="fake"]');
		await expect(probe.getByText('Every stage went well.')).toBeVisible();
		await expect(probe.locator('[data-stage]')).toHaveCount(4);
		await expect(probe.getByText(/ms in all/)).toBeVisible();
		await expect(probe.getByRole('checkbox', { name: 'Admit acme/fast-1' })).toBeChecked();
		const plainRow = probe.getByRole('row').filter({ hasText: 'plain-model' });
		await expect(plainRow.getByText('not stated')).toHaveCount(5);
		// The preview names the reference, never the key.
		await expect(form.getByText('authorization: Bearer secret:providers/fake-main').first()).toBeVisible();
		await expect(form.getByText(/"sort": "price"/)).toBeVisible();

		await form.getByRole('button', { name: 'Attach', exact: true }).click();
		const card = page.getByRole('article', { name: 'fake' });
		await expect(card).toBeVisible();
		await expect(card.getByText('3 models', { exact: true })).toBeVisible();
		await expect(card.getByText('Key stored')).toBeVisible();

		const probeCmd = wireLog.commands().find((c) => 'probe_endpoint' in c) as {
			probe_endpoint: { tuning: unknown; secret: string };
		};
		const attachCmd = wireLog.commands().find((c) => 'attach_endpoint' in c) as {
			attach_endpoint: { tuning: unknown; admit: string[] };
		};
		expect(probeCmd.probe_endpoint.tuning).toEqual(attachCmd.attach_endpoint.tuning);
		expect(probeCmd.probe_endpoint.secret).toBe('secret:providers/fake-main');
		expect(attachCmd.attach_endpoint.tuning).toMatchObject({
			timeout_ms: 120000,
			request_max_retries: null,
			max_in_flight: null
		});
		expect(wireLog.sent.some((f) => f.includes(KEY))).toBe(false);

		// Add a second account (no key), then reorder it first, keyboard only.
		await card.getByRole('button', { name: 'Edit accounts' }).click();
		await card.getByRole('button', { name: 'Add an account' }).click();
		await card.getByLabel('Account id').nth(1).fill('spare');
		await card.getByRole('button', { name: 'Save accounts' }).click();
		await expect(card.getByText('spare', { exact: true })).toBeVisible();
		await expect(card.getByText('No key', { exact: true })).toBeVisible();
		await expect(card.getByText(/Showing the list sent/)).toHaveCount(0);
		const before = latestEndpoints(wireLog)!.endpoints.find((e) => e.name === 'fake')!.tuning;
		expect((before.accounts as { id: string }[]).map((a) => a.id)).toEqual(['main', 'spare']);

		await card.getByRole('button', { name: 'Edit accounts' }).focus();
		await page.keyboard.press('Enter');
		await card.getByRole('button', { name: 'Move spare up' }).focus();
		await page.keyboard.press('Enter');
		await card.getByRole('button', { name: 'Save accounts' }).focus();
		await page.keyboard.press('Enter');
		await expect(card.getByRole('listitem').first()).toContainText('spare');
		await expect(card.getByText(/Showing the list sent/)).toHaveCount(0);
		await expect
			.poll(() =>
				(latestEndpoints(wireLog)!.endpoints.find((e) => e.name === 'fake')!.tuning.accounts as { id: string }[]).map(
					(a) => a.id
				)
			)
			.toEqual(['spare', 'main']);
		const after = latestEndpoints(wireLog)!.endpoints.find((e) => e.name === 'fake')!.tuning;
		expect({ ...after, accounts: null }).toEqual({ ...before, accounts: null });

		// Choose a model per tag with the model picker, as on /models. Main by keyboard only, with the box
		// empty (null): the city answers with the model's own ceiling, which is "as the provider states", so the
		// box stays empty rather than showing a figure nobody set (issue #31). Transcribe's model states none.
		const search = 'Find a model, provider id or endpoint';
		const main = page.getByRole('region', { name: 'Main', exact: true });
		await main.getByRole('button', { name: 'Choose a model for Main' }).focus();
		await page.keyboard.press('Enter');
		await expect(page.getByRole('combobox', { name: search })).toBeFocused();
		await page.keyboard.type('fast-1');
		await page.keyboard.press('Enter');
		await page.keyboard.press('Enter');
		await expect(page.getByRole('dialog')).toHaveCount(0);
		await expect(main.getByRole('button', { name: 'Choose a model for Main' })).toBeFocused();
		await expect(main.getByTestId('chosen-main')).toContainText('acme/fast-1 from fake');
		await expect(main.getByRole('textbox', { name: 'Output ceiling (tokens)' })).toHaveValue('');
		const digest = page.getByRole('region', { name: 'Digest', exact: true });
		await digest.getByRole('textbox', { name: 'Output ceiling (tokens)' }).fill('4000');
		await digest.getByRole('button', { name: 'Choose a model for Digest' }).click();
		await page.getByRole('combobox', { name: search }).fill('plain');
		await page.getByRole('button', { name: 'Choose plain-model from fake' }).click();
		await expect(digest.getByTestId('chosen-digest')).toContainText('plain-model from fake');
		const transcribe = page.getByRole('region', { name: 'Transcribe', exact: true });
		await transcribe.getByRole('button', { name: 'Choose a model for Transcribe' }).click();
		await page.getByRole('combobox', { name: search }).fill('plain');
		await page.getByRole('button', { name: 'Choose plain-model from fake' }).click();
		await expect(transcribe.getByTestId('chosen-transcribe')).toContainText('plain-model from fake');
		await expect(transcribe.getByRole('textbox', { name: 'Output ceiling (tokens)' })).toHaveValue('');
		const selects = wireLog
			.commands()
			.map((c) => (c as { select_model?: Record<string, unknown> }).select_model)
			.filter(Boolean);
		expect(selects).toEqual([
			{
				endpoint: 'fake',
				model: 'acme/fast-1',
				tag: 'main',
				context_tokens: null,
				max_output_tokens: null,
				input: null,
				idem: expect.stringMatching(/^idem1-[0-9a-f]{32}$/)
			},
			{
				endpoint: 'fake',
				model: 'plain-model',
				tag: 'digest',
				context_tokens: null,
				max_output_tokens: 4000,
				input: null,
				idem: expect.stringMatching(/^idem1-[0-9a-f]{32}$/)
			},
			{
				endpoint: 'fake',
				model: 'plain-model',
				tag: 'transcribe',
				context_tokens: null,
				max_output_tokens: null,
				input: null,
				idem: expect.stringMatching(/^idem1-[0-9a-f]{32}$/)
			}
		]);

		await page.reload();
		const reloaded = page.getByRole('article', { name: 'fake' });
		await expect(reloaded.getByRole('listitem').first()).toContainText('spare');
		await expect(reloaded.getByRole('listitem').nth(1)).toContainText('main');
		await expect(reloaded.getByText('Key stored')).toBeVisible();
		await expect(page.getByTestId('chosen-main')).toContainText('acme/fast-1 from fake');
		await expect(
			page
				.getByRole('region', { name: 'Digest', exact: true })
				.getByRole('textbox', { name: 'Output ceiling (tokens)' })
		).toHaveValue('4000');
		await expect(
			page
				.getByRole('region', { name: 'Transcribe', exact: true })
				.getByRole('textbox', { name: 'Output ceiling (tokens)' })
		).toHaveValue('');
		expect(
			await new AxeBuilder({ page })
				.include('main')
				.analyze()
				.then((r) => r.violations.map((v) => v.id))
		).toEqual([]);
	});

	test('a probe answered 401 says the key, with the failure verbatim and the list as could not be read', async ({
		page,
		openApp,
		wireLog
	}) => {
		provider = await startFakeProvider({ key: 'right-key' });
		await openApp('/endpoints');
		const form = await fillAttach(page, { name: 'locked', baseUrl: provider.baseUrl });
		await form.getByRole('button', { name: 'Look' }).click();
		const probe = page.locator('[data-probe="locked"]');
		await expect(probe.getByText(/refused the key \(HTTP 401\)/)).toBeVisible();
		await expect(probe.getByText('E_CREDENTIAL_MISSING')).toBeVisible();
		await expect(probe.getByText(/answered 401/)).toBeVisible();
		await expect(probe.locator('[data-models="unread"]')).toHaveText('Models: could not be read.');
		await expect(probe.locator('[data-stage="connected"]')).toContainText('open');
		const cmd = wireLog.commands().find((c) => 'probe_endpoint' in c) as { probe_endpoint: { secret: null } };
		expect(cmd.probe_endpoint.secret).toBeNull();
	});

	test('a probe of a port nobody listens on says so; bad input is refused beside the field', async ({
		page,
		openApp,
		wireLog
	}) => {
		const port = await deadPort();
		await openApp('/endpoints');
		const form = await fillAttach(page, { name: 'nobody', baseUrl: 'ftp://127.0.0.1/v1' });
		await form.getByRole('button', { name: 'Look' }).click();
		await expect(form.getByText('Only http:// or https:// base URLs work.', { exact: true })).toBeVisible();
		await form.getByText('Advanced').click();
		await form.getByRole('button', { name: 'Add a header' }).click();
		await form.getByLabel('Header 1 name').fill('Bad Header');
		await form.getByRole('button', { name: 'Add an override' }).click();
		await form.getByLabel('Override 1 pointer').fill('provider/sort');
		await expect(form.getByText(/^A header name may hold only/)).toBeVisible();
		await expect(form.getByText(/^Not a JSON Pointer/)).toBeVisible();
		expect(wireLog.commands()).toHaveLength(0);
		// Everything typed is still there.
		await expect(form.getByLabel('Header 1 name')).toHaveValue('Bad Header');
		await form.getByRole('button', { name: 'Remove header 1' }).click();
		await form.getByRole('button', { name: 'Remove override 1' }).click();
		await form.getByLabel('Base URL').fill(`http://127.0.0.1:${port}/v1`);
		await form.getByRole('button', { name: 'Look' }).click();
		const probe = page.locator('[data-probe="nobody"]');
		await expect(probe.getByText(/Nothing listens on that port/)).toBeVisible();
		await expect(probe.locator('[data-stage="connected"]')).toContainText('refused');
		await expect(probe.locator('[data-models="unread"]')).toBeVisible();
	});

	test('the vendor picker fills the base URL and disables faces the host does not document; axe clean', async ({
		page,
		openApp
	}) => {
		await openApp('/endpoints');
		await expect(page.getByRole('heading', { level: 1, name: 'Endpoints' })).toBeVisible();
		// Keyboard only: tab to the vendor picker and pick a host; the dialect it does not document is disabled.
		const vendor = page.getByLabel('Provider');
		await vendor.focus();
		await vendor.selectOption('api.anthropic.com');
		await expect(page.getByLabel('Base URL')).toHaveValue('https://api.anthropic.com');
		await expect(
			page.getByRole('option', { name: /OpenAI Chat Completions — api\.anthropic\.com does not document this dialect/ })
		).toBeDisabled();
		expect(
			await new AxeBuilder({ page })
				.include('main')
				.analyze()
				.then((r) => r.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target).join(',')}`))
		).toEqual([]);
	});
});

test.describe('with recorded endpoints', () => {
	test.use({ cityOptions: { demo: true } });
	test('shows every key state by id and is axe clean', async ({ page, openApp }) => {
		await openApp('/endpoints');
		const anthropic = page.getByRole('article', { name: 'Anthropic' });
		await expect(anthropic).toBeVisible();
		await expect(anthropic.getByText('id anthropic')).toBeVisible();
		await expect(page.getByRole('article', { name: 'vllm' }).getByText('local', { exact: true }).first()).toBeVisible();
		expect(
			await new AxeBuilder({ page })
				.include('main')
				.analyze()
				.then((r) => r.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target).join(',')}`))
		).toEqual([]);
	});
});
