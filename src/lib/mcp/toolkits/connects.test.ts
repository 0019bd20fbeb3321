import { describe, expect, it, vi } from 'vitest';
import { NotSentError } from '$protocol/errors';
import type { Command } from '$protocol/schemas/commands';
import { Connects } from './connects.svelte';
import { brokerRefusal, shelf } from './toolkit-samples';
import type { ToolkitStanding } from '$protocol/schemas/toolkits';

const fakeTab = () => ({ closed: false, close: vi.fn(), location: { href: 'about:blank' } });

function setup(opts: { tab?: ReturnType<typeof fakeTab> | null; send?: (c: Command) => void } = {}) {
	const tab = opts.tab === undefined ? fakeTab() : opts.tab;
	const sent: Command[] = [];
	const forgotten: Command[] = [];
	let clock = 1000;
	const connects = new Connects({
		send: opts.send ?? ((c) => void sent.push(c)),
		forget: (c) => void forgotten.push(c),
		openTab: () => tab as unknown as Window | null,
		now: () => clock
	});
	return { connects, tab, sent, forgotten, tick: () => ++clock };
}
const linear = (standing: ToolkitStanding) => shelf([{ slug: 'linear', name: 'Linear', auth: 'api_key', standing }]);
const awaiting = (consent_url: string) => linear({ awaiting: { consent_url } });

describe('a press of Connect', () => {
	it('opens the tab first, sends one connect_toolkit, and points the tab once a later answer holds the page', () => {
		const { connects, tab, sent } = setup();
		connects.press('linear');
		expect(sent).toEqual([
			{ connect_toolkit: { toolkit: 'linear', idem: expect.stringMatching(/^idem1-[0-9a-f]{32}$/) } }
		]);
		expect(connects.busy('linear')).toBe(true);
		// An answer from before the press (same instant) does not count, even if it already awaits.
		connects.observe(awaiting('https://old.example/'), 1000);
		expect(tab!.location.href).toBe('about:blank');
		connects.observe(awaiting('https://consent.example/x'), 1001);
		expect(tab!.location.href).toBe('https://consent.example/x');
		expect(connects.states.get('linear')).toEqual({ kind: 'pointed' });
		expect(connects.last).toBe('linear');
		// Consent done: the row's own standing says it; the press has nothing more to say.
		connects.observe(linear({ connected: { alias: 'me-linear' } }), 1002);
		expect(connects.states.has('linear')).toBe(false);
	});

	it('never opens an address that is not https: the tab is closed and the row shows the text', () => {
		const { connects, tab } = setup();
		connects.press('linear');
		connects.observe(awaiting('javascript:alert(1)'), 2000);
		expect(tab!.location.href).toBe('about:blank');
		expect(tab!.close).toHaveBeenCalled();
		expect(connects.states.has('linear')).toBe(false);
	});

	it('offers the link when no tab could be opened', () => {
		const { connects } = setup({ tab: null });
		connects.press('linear');
		connects.observe(awaiting('https://consent.example/x'), 2000);
		expect(connects.states.get('linear')).toEqual({ kind: 'noTab' });
	});

	it('closes the tab and says so when the command did not leave', () => {
		const { connects, tab } = setup({
			send: () => {
				throw new NotSentError();
			}
		});
		connects.press('linear');
		expect(tab!.close).toHaveBeenCalled();
		expect(connects.states.get('linear')).toMatchObject({ kind: 'notSent' });
	});

	it('takes its own refusal, and a broker refusal tied to no press while it is the one connect in flight', () => {
		const a = setup();
		a.connects.press('linear');
		const press = a.sent[0]!;
		a.connects.refused(brokerRefusal({ action: 'connect an outside application' }), { ...press } as Command);
		expect(a.connects.busy('linear')).toBe(true); // not this press's object: someone else's command
		a.connects.refused(brokerRefusal({ code: 'E_CREDENTIAL_MISSING' }), press);
		expect(a.connects.states.get('linear')).toMatchObject({
			kind: 'refused',
			refusal: { code: 'E_CREDENTIAL_MISSING' }
		});
		expect(a.tab!.close).toHaveBeenCalled();

		const b = setup();
		b.connects.press('linear');
		b.connects.refused(brokerRefusal({ action: 'configure a building' }), null);
		expect(b.connects.busy('linear')).toBe(true);
		b.connects.refused(brokerRefusal({ action: 'open a consent page for an outside application' }), null);
		expect(b.connects.states.get('linear')).toMatchObject({ kind: 'refused' });
	});

	it('says an unknown outcome and never sends again, nor lets the connection resend it', () => {
		const { connects, sent, forgotten } = setup();
		connects.press('linear');
		connects.refused(brokerRefusal({ action: 'reach the application broker', retry: 'unknown' }), null);
		expect(connects.states.get('linear')).toEqual({ kind: 'unknown' });
		// The refusal named the broker's action, so the connection still followed the press: told to forget it.
		expect(forgotten).toEqual(sent);
		connects.observe(linear('absent'), 5000);
		expect(sent).toHaveLength(1);
		connects.clear('linear');
		expect(connects.states.has('linear')).toBe(false);
	});

	it('does not guess which press a broker refusal is about when two are in flight', () => {
		const { connects } = setup();
		connects.press('linear');
		connects.press('gmail');
		connects.refused(brokerRefusal({ action: 'reach the application broker', retry: 'unknown' }), null);
		expect(connects.busy('linear') && connects.busy('gmail')).toBe(true);
	});
});
