import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import answered from '$protocol/frames/answered-endpoints.json';
import expected from '$protocol/frames/command-attach-endpoint.json';
import { Command } from '$protocol/schemas/commands';
import { EndpointsAnswer, type EndpointSummary, type EndpointTuning } from '$protocol/schemas/endpoints';
import { droppedReferences, forgetSecretCommand, reattachCommand } from './reattach';
import { emptyTuning } from '$protocol/schemas/endpoints';

const view = v.parse(EndpointsAnswer, answered.answered.outcome.answer.endpoints);
const byName = (name: string) => view.endpoints.find((e) => e.name === name) as EndpointSummary;

describe('reattachCommand (D49)', () => {
	it('gives exactly frames/command-attach-endpoint.json: drop work, add team first, keep home', () => {
		const anthropic = byName('anthropic');
		const [, home] = anthropic.tuning.accounts!;
		const command = reattachCommand(
			anthropic,
			{ accounts: [{ id: 'team', reference: 'secret:providers/anthropic-team', header: null }, home!] },
			expected.command.attach_endpoint.idem
		);
		expect(command).toEqual(expected.command);
		expect(v.safeParse(Command, command).success).toBe(true);
	});

	it('keeps every other tuning field of every example endpoint untouched', () => {
		for (const e of view.endpoints) {
			const accounts = [{ id: 'only', reference: null, header: null }];
			const cmd = reattachCommand(e, { accounts }, 'idem1-' + '0'.repeat(32));
			const sent = (
				cmd as { attach_endpoint: { tuning: EndpointTuning; admit: string[]; secret: null; auth_header: null } }
			).attach_endpoint;
			expect(sent.tuning).toEqual({ ...e.tuning, accounts });
			expect(sent.admit).toEqual(e.models.map((m) => m.id));
			expect(sent.secret).toBeNull();
			expect(sent.auth_header).toBeNull();
		}
	});

	it('round-trips any tuning: only accounts (and a changed account_retries) differ', () => {
		const int = fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null });
		const tuningArb = fc.record({
			accounts: fc.option(
				fc.array(
					fc.record({
						id: fc.stringMatching(/^[a-z0-9]{1,6}$/),
						reference: fc.constant(null),
						header: fc.constant(null)
					}),
					{ minLength: 1, maxLength: 3 }
				),
				{ nil: null }
			),
			label: fc.option(fc.string(), { nil: null }),
			timeout_ms: int,
			request_max_retries: int,
			stream_idle_timeout_ms: int,
			headers: fc.array(fc.record({ name: fc.string(), value: fc.string() })),
			overrides: fc.array(fc.record({ pointer: fc.string(), value: fc.string() })),
			proxying: fc.constantFrom('except_local', 'always', 'never'),
			max_in_flight: int,
			account_retries: fc.option(fc.constantFrom('one', 'two'), { nil: null })
		});
		fc.assert(
			fc.property(
				tuningArb,
				fc.option(fc.constantFrom('one' as const, 'two' as const), { nil: undefined }),
				(tuning, retries) => {
					const summary = { ...byName('openrouter'), tuning: tuning as EndpointTuning };
					const before = structuredClone(summary.tuning);
					const accounts = [{ id: 'x', reference: 'secret:providers/x', header: null }];
					const cmd = reattachCommand(summary, { accounts, accountRetries: retries }) as {
						attach_endpoint: { tuning: EndpointTuning };
					};
					const expectedTuning = {
						...before,
						accounts,
						...(retries !== undefined ? { account_retries: retries } : {})
					};
					expect(cmd.attach_endpoint.tuning).toEqual(expectedTuning);
					// The cached answer is never mutated or shared.
					expect(summary.tuning).toEqual(before);
					expect(cmd.attach_endpoint.tuning.headers).not.toBe(summary.tuning.headers);
				}
			)
		);
	});

	it('carries each account’s key header through unchanged, and null as null', () => {
		const openrouter = byName('openrouter');
		const accounts = [
			{ id: 'spare', reference: 'secret:providers/openrouter-spare', header: 'api-key' },
			{ id: 'main', reference: 'secret:providers/openrouter', header: null }
		];
		const cmd = reattachCommand(openrouter, { accounts }, 'idem1-' + '0'.repeat(32)) as {
			attach_endpoint: { tuning: EndpointTuning };
		};
		expect(cmd.attach_endpoint.tuning.accounts).toEqual(accounts);
		expect(cmd.attach_endpoint.tuning).toEqual({ ...openrouter.tuning, accounts });
		expect(v.safeParse(Command, cmd).success).toBe(true);
		// An absent header goes out as null, never dropped.
		const bare = reattachCommand(openrouter, {
			accounts: [{ id: 'main', reference: 'secret:providers/openrouter' } as never]
		}) as {
			attach_endpoint: { tuning: EndpointTuning };
		};
		expect(bare.attach_endpoint.tuning.accounts).toEqual([
			{ id: 'main', reference: 'secret:providers/openrouter', header: null }
		]);
	});

	it('keeps a read-back header when the accounts are sent back as read', () => {
		const withHeader = { ...byName('openrouter') };
		withHeader.tuning = {
			...withHeader.tuning,
			accounts: [{ id: 'main', reference: 'secret:providers/openrouter', header: 'X-Key' }]
		};
		const cmd = reattachCommand(withHeader, { accounts: withHeader.tuning.accounts! }) as {
			attach_endpoint: { tuning: EndpointTuning };
		};
		expect(cmd.attach_endpoint.tuning).toEqual(withHeader.tuning);
		expect(cmd.attach_endpoint.tuning.accounts).not.toBe(withHeader.tuning.accounts);
	});

	it('sends a key missing from the read-back as null (and lists as [])', () => {
		const e = byName('vllm');
		const partial = { ...e, tuning: { headers: [], overrides: [], proxying: 'never' } as unknown as EndpointTuning };
		const cmd = reattachCommand(partial, { accounts: [{ id: 'a', reference: null, header: null }] }) as {
			attach_endpoint: { tuning: Record<string, unknown> };
		};
		expect(cmd.attach_endpoint.tuning).toEqual(
			emptyTuning({ accounts: [{ id: 'a', reference: null, header: null }], proxying: 'never' })
		);
	});

	it('mints a fresh idem per call', () => {
		const e = byName('vllm');
		const a = reattachCommand(e, { accounts: e.tuning.accounts! }) as { attach_endpoint: { idem: string } };
		const b = reattachCommand(e, { accounts: e.tuning.accounts! }) as { attach_endpoint: { idem: string } };
		expect(a.attach_endpoint.idem).toMatch(/^idem1-[0-9a-f]{32}$/);
		expect(a.attach_endpoint.idem).not.toBe(b.attach_endpoint.idem);
	});
});

describe('forgetting removed keys', () => {
	it('lists references the new list dropped', () => {
		const before = byName('anthropic').tuning.accounts!;
		expect(droppedReferences(before, [before[1]!])).toEqual(['secret:providers/anthropic-work']);
		expect(droppedReferences(before, before)).toEqual([]);
	});

	it('builds forget_secret as in the example frame', async () => {
		const frame = (await import('$protocol/frames/command-forget-secret.json')).default;
		expect(forgetSecretCommand('secret:providers/anthropic-work', frame.command.forget_secret.idem)).toEqual(
			frame.command
		);
	});
});

describe('a re-attach keeps what this app does not know', () => {
	it('sends back every read-back tuning key, unknown ones included', async () => {
		const { storyData } = await import('./samples/endpoint-samples');
		const summary = storyData.view.endpoints[1]!;
		const withUnknown = { ...summary, tuning: { ...summary.tuning, retry_budget_ms: 5000 } as typeof summary.tuning };
		const cmd = reattachCommand(withUnknown, { accounts: [{ id: 'main', reference: null, header: null }] }) as {
			attach_endpoint: { tuning: Record<string, unknown> };
		};
		expect(cmd.attach_endpoint.tuning.retry_budget_ms).toBe(5000);
		expect(cmd.attach_endpoint.tuning.timeout_ms).toBe(120000);
	});
});
