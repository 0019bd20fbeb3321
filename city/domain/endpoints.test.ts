import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { UNKNOWN_OFFER, type EndpointsAnswer, type EndpointTuning } from '../../protocol/schemas';
import { startFakeProvider, type FakeProvider } from '../testing/fake-provider';
import { attachCommand, emptyTuning, idem, selectCommand, startTestCity, type TestCity } from '../testing/harness';
import { endpointView } from './endpoint-view';
import { demoEndpoints } from './seed';
import type { CityState } from '../storage/store';
import { envVarFor } from '../storage/vault';

let t: TestCity | null = null;
let provider: FakeProvider | null = null;
afterEach(async () => {
	await t?.stop();
	await provider?.close();
	t = null;
	provider = null;
});

const tuning = emptyTuning;

describe('endpoints', () => {
	it('attaches with tuning read back exactly, facts verbatim, named rows, and selects a model', async () => {
		provider = await startFakeProvider({ key: 'sk-good' });
		t = await startTestCity();
		await t.enroll({ realm: 'providers', name: 'fake', value: 'sk-good' });
		const c = await t.client();
		const sent = tuning({
			accounts: [
				{ id: 'main', reference: 'secret:providers/fake', header: null },
				{ id: 'spare', reference: 'secret:providers/fake-spare', header: null }
			],
			label: 'Fake',
			request_max_retries: 0,
			headers: [{ name: 'X-Title', value: 'city' }],
			overrides: [{ pointer: '/usage/include', value: 'true' }],
			max_in_flight: 4,
			account_retries: 'two'
		});
		c.command(
			attachCommand({
				name: 'fake',
				base_url: provider.baseUrl,
				admit: ['acme/fast-1', 'acme/Deep-2', 'ghost/model-x'],
				tuning: sent
			})
		);
		const ev = await c.nextEvent('endpoint_attached');
		expect(ev.data).toMatchObject({ name: 'fake', models: ['acme/fast-1', 'acme/Deep-2', 'ghost/model-x'] });
		expect(provider.requests.at(-1)?.headers.authorization).toBe('Bearer sk-good');
		const view = await c.answer<EndpointsAnswer>('endpoint_view');
		const e = view.endpoints[0]!;
		expect(e).toMatchObject({
			name: 'fake',
			label: 'Fake',
			dialect: 'open_ai',
			connection_kind: 'openai_compat',
			local: true,
			has_credential: true
		});
		expect(e.tuning).toEqual({ ...sent, proxying: 'except_local' });
		expect(e.account_status).toEqual([
			{ id: 'main', key: 'stored' },
			{ id: 'spare', key: 'missing' }
		]);
		expect(e.models[0]).toMatchObject({
			id: 'acme/fast-1',
			context_tokens: 131072,
			max_output_tokens: 8192,
			input_modalities: ['text', 'image'],
			input_price: '0.0000001',
			output_price: '0.0000004',
			canonical: 'fast-1'
		});
		// A listed row carries no `listing`, as the real city's do, and reads as listed.
		expect(e.models[0]).not.toHaveProperty('listing');
		expect(e.models[1]).toMatchObject({ canonical: 'deep-2', max_output_tokens: null });
		expect(e.models[2]).toEqual({
			id: 'ghost/model-x',
			context_tokens: null,
			max_output_tokens: null,
			input_modalities: [],
			input_price: null,
			output_price: null,
			thinking: UNKNOWN_OFFER,
			canonical: 'model-x',
			listing: 'named'
		});

		c.command(selectCommand({ endpoint: 'fake', model: 'acme/fast-1', tag: 'main' }));
		await c.nextEvent('model_selected');
		c.command(
			selectCommand({ endpoint: 'fake', model: 'acme/Deep-2', tag: 'digest', max_output_tokens: 4000, input: 'text' })
		);
		await c.nextEvent('model_selected');
		c.command(selectCommand({ endpoint: 'fake', model: 'acme/fast1', tag: 'main' }));
		const r = await c.nextRefusal();
		expect(r).toMatchObject({ code: 'E_INVALID_ARGS', action: 'select model for main', nearby: ['acme/fast-1'] });
		const chosen = (await c.answer<EndpointsAnswer>('endpoint_view')).chosen;
		expect(chosen).toEqual([
			{ tag: 'main', endpoint: 'fake', model: 'acme/fast-1', max_output_tokens: 8192 },
			{ tag: 'digest', endpoint: 'fake', model: 'acme/Deep-2', max_output_tokens: 4000 }
		]);

		// Re-attach with accounts: null keeps the list; restart keeps everything.
		c.command(
			attachCommand({ name: 'fake', base_url: provider.baseUrl, tuning: { ...sent, accounts: null, label: 'Renamed' } })
		);
		await c.nextEvent(
			'endpoint_attached',
			(x) => (x.data.models as string[]).length === 3 && !(x.data.models as string[]).includes('ghost/model-x')
		);
		const root = t.root;
		await t.stop({ keepRoot: true });
		t = await startTestCity({ root });
		const d = await t.client();
		const after = await d.answer<EndpointsAnswer>('endpoint_view');
		expect(after.endpoints[0]!.label).toBe('Renamed');
		expect(after.endpoints[0]!.tuning.accounts).toEqual(sent.accounts);
		expect(after.endpoints[0]!.models.map((m) => m.id)).toEqual(['acme/fast-1', 'acme/Deep-2', 'plain-model']);
		expect(after.chosen).toHaveLength(2);
	});

	it('keeps the admitted ids as named rows when the list cannot be read', async () => {
		t = await startTestCity();
		const c = await t.client();
		c.command(
			attachCommand({
				name: 'gone',
				base_url: 'http://127.0.0.1:9/v1',
				admit: ['m-1'],
				tuning: tuning({ accounts: [{ id: 'local', reference: null, header: null }] })
			})
		);
		const ev = await c.nextEvent('endpoint_attached');
		expect(ev.data.failed).toBeTruthy();
		const e = (await c.answer<EndpointsAnswer>('endpoint_view')).endpoints[0]!;
		expect(e.models.map((m) => [m.id, m.listing])).toEqual([['m-1', 'named']]);
		expect(e.account_status).toEqual([{ id: 'local', key: 'anonymous' }]);
		expect(e.has_credential).toBe(false);
	});

	it('refuses invalid tuning with E_CONFIG_INVALID and stores nothing', async () => {
		t = await startTestCity();
		const c = await t.client();
		const bad: Array<Partial<EndpointTuning>> = [
			{ accounts: [] },
			{
				accounts: [
					{ id: 'a', reference: 'secret:p/x', header: null },
					{ id: 'a', reference: 'secret:p/y', header: null }
				]
			},
			{
				accounts: [
					{ id: 'a', reference: 'secret:p/x', header: null },
					{ id: 'b', reference: 'secret:p/x', header: null }
				]
			},
			{ accounts: [{ id: 'a', reference: null, header: 'X-Key' }] },
			{ accounts: [{ id: 'a', reference: 'secret:p/x', header: 'Bad Header' }] },
			{ max_in_flight: 257 },
			{ headers: [{ name: 'a b', value: 'x' }] }
		];
		for (const over of bad) {
			c.command(attachCommand({ name: 'x', base_url: 'http://127.0.0.1:9/v1', tuning: tuning(over) }));
			const r = await c.nextRefusal();
			expect(r.code, JSON.stringify(over)).toBe('E_CONFIG_INVALID');
			expect(r.recovery).toMatch(/\w+ \w+/);
		}
		// An account id or a reference that breaks its grammar makes the whole frame unreadable, as in the real city.
		for (const account of [
			{ id: 'Bad_Id', reference: null, header: null },
			{ id: 'a', reference: 'secret:nope', header: null }
		]) {
			c.command(
				attachCommand({ name: 'x', base_url: 'http://127.0.0.1:9/v1', tuning: tuning({ accounts: [account] }) })
			);
			expect((await c.nextRefusal()).code, JSON.stringify(account)).toBe('E_WIRE_MISMATCH');
		}
		c.command(attachCommand({ name: 'x', base_url: 'ftp://example.com' }));
		expect((await c.nextRefusal()).code).toBe('E_INVALID_ARGS');
		expect((await c.answer<EndpointsAnswer>('endpoint_view')).endpoints).toEqual([]);
	});

	it('reports each key state truthfully and refuses forgetting a key in use', async () => {
		const env: Record<string, string> = {
			[envVarFor('secret:providers/from-env')]: 'sk-env',
			[envVarFor('secret:providers/blank-env')]: '  ',
			[envVarFor('secret:providers/ctl-env')]: 'sk\u0007x',
			[envVarFor('secret:providers/env-only')]: 'sk-env'
		};
		expect(envVarFor('secret:providers/anthropic-work')).toBe('CITY_SECRET_PROVIDERS_ANTHROPIC_WORK');
		t = await startTestCity({ env });
		await t.enroll({ realm: 'providers', name: 'in-vault', value: 'sk-v' });
		await t.enroll({ realm: 'providers', name: 'spare', value: 'sk-s' });
		const c = await t.client();
		const accounts = [
			{ id: 'none', reference: null, header: null },
			{ id: 'stored', reference: 'secret:providers/in-vault', header: null },
			{ id: 'missing', reference: 'secret:providers/not-there', header: null },
			{ id: 'env', reference: 'secret:providers/from-env', header: null },
			{ id: 'blank', reference: 'secret:providers/blank-env', header: null },
			{ id: 'ctl', reference: 'secret:providers/ctl-env', header: null }
		];
		c.command(attachCommand({ name: 'k', base_url: 'http://127.0.0.1:9/v1', tuning: tuning({ accounts }) }));
		await c.nextEvent('endpoint_attached');
		const states = async () =>
			(await c.answer<EndpointsAnswer>('endpoint_view')).endpoints[0]!.account_status.map((a) => a.key);
		expect(await states()).toEqual([
			'anonymous',
			'stored',
			'missing',
			'environment',
			'environment_unusable',
			'environment_unusable'
		]);

		c.command({ forget_secret: { reference: 'secret:providers/in-vault', idem: idem() } });
		expect(await c.nextRefusal()).toMatchObject({
			code: 'E_INVALID_ARGS',
			subject: expect.stringContaining('endpoint k')
		});
		c.command({ forget_secret: { reference: 'secret:providers/env-only', idem: idem() } });
		expect((await c.nextRefusal()).subject).toContain('CITY_SECRET_PROVIDERS_ENV_ONLY');
		c.command({ forget_secret: { reference: 'secret:providers/spare', idem: idem() } });
		// No event for forget: the next answer shows it (the ask is answered after the command ran).
		await new Promise((r) => setTimeout(r, 100));
		expect(JSON.parse(fs.readFileSync(path.join(t.root, 'vault.json'), 'utf8')).secrets).toEqual({
			'providers/in-vault': 'sk-v'
		});

		// An unreadable vault: every vault-backed account reads `unread`.
		fs.writeFileSync(path.join(t.root, 'vault.json'), '{ broken');
		expect(await states()).toEqual([
			'anonymous',
			'unread',
			'unread',
			'environment',
			'environment_unusable',
			'environment_unusable'
		]);
		// The test-only switch: a poisoned vault lock makes the whole answer `unavailable`.
		fs.writeFileSync(path.join(t.root, 'vault.poisoned'), '');
		const a = await c.ask('endpoint_view');
		expect(a.ok && a.answer.kind).toBe('unavailable');
		// No key value ever travelled on the wire.
		expect(JSON.stringify(c.frames)).not.toMatch(/sk-v|sk-s|sk-env/);
	});

	it('--demo seeds the recorded endpoints', async () => {
		t = await startTestCity({ demo: true });
		const c = await t.client();
		const view = await c.answer<EndpointsAnswer>('endpoint_view');
		expect(view.endpoints.map((e) => e.name)).toEqual(['anthropic', 'openrouter', 'vllm']);
		expect(view.endpoints[2]!.local).toBe(true);
		expect(view.chosen.map((x) => [x.tag, x.max_output_tokens])).toEqual([
			['main', null],
			['digest', 128000],
			['ocr', 65536]
		]);
		const openrouter = view.endpoints[1]!;
		expect(openrouter.models.find((m) => m.id === 'openai/gpt-5-mini')!.thinking.levels).toEqual([
			'minimal',
			'low',
			'medium',
			'high'
		]);
		// Like the real city's rows: a listed model carries no `listing` key, a named one says so.
		const raw = JSON.stringify(
			endpointView(
				{ v: 1, buildings: {}, idems: [], ...demoEndpoints() } as CityState,
				{ keyState: () => 'missing' } as never
			)
		);
		expect(raw).not.toContain('"listing":"listed"');
		expect(raw).toContain('"listing":"named"');
		// A tuning key this app does not know comes back as attached.
		expect(view.endpoints[0]!.tuning).toMatchObject({ first_token_timeout_ms: 45000 });
		expect(openrouter.models.at(-1)!.listing).toBe('named');
	});
});
