import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-svelte';
import { en } from '$lib/i18n/en';
import { helloNoSessionRefusal, helloWireMismatchRefusal } from '$lib/storybook/fixtures';
import { axeViolations } from '$lib/testing/axe';
import ConnectionIndicator from './ConnectionIndicator.svelte';

const t = en.common.link;
const s = en.linkStopped;
const url = 'ws://127.0.0.1:4780/ws';

describe('ConnectionIndicator and the door', () => {
	it('says this browser is not paired yet', async () => {
		const screen = render(ConnectionIndicator, { state: { kind: 'pairing', url } });
		await expect.element(screen.getByRole('status', { name: t.label })).toHaveTextContent(t.pairing);
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('shows what the door answered while retrying', async () => {
		const detail = "403 enter the city's door: open the address the city printed when it started";
		const screen = render(ConnectionIndicator, {
			state: { kind: 'retrying', url, attempt: 2, retryAt: 0, delayMs: 1000, detail },
			secondsLeft: 1
		});
		await expect.element(screen.getByRole('status', { name: t.label })).toHaveTextContent(t.doorAnswered({ detail }));
	});

	it("says a host's getToken failing as the host's, never as the city's door", async () => {
		const detail = 'dashboard session expired';
		const screen = render(ConnectionIndicator, {
			state: { kind: 'retrying', url, attempt: 1, retryAt: 0, delayMs: 1000, detail, host: true },
			secondsLeft: 1
		});
		const status = screen.getByRole('status', { name: t.label });
		await expect.element(status).toHaveTextContent(t.hostAnswered({ detail }));
		await expect.element(status).not.toHaveTextContent(t.doorAnswered({ detail }));
	});

	it('offers to pair again after a refused hello, with the refusal verbatim', async () => {
		let pressed = 0;
		const state = { kind: 'stopped', url, why: { kind: 'refused', refusal: helloNoSessionRefusal } } as const;
		const screen = render(ConnectionIndicator, { state, onPairAgain: () => pressed++ });
		const status = screen.getByRole('status', { name: t.label });
		await expect.element(status).toHaveTextContent(s.stoppedRefusedPair);
		await expect.element(status).toHaveTextContent(helloNoSessionRefusal.subject);
		await screen.getByRole('button', { name: s.pairAgain }).click();
		expect(pressed).toBe(1);
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('without a way to pair (a host’s token), says so and offers no pairing', async () => {
		const state = { kind: 'stopped', url, why: { kind: 'refused', refusal: helloNoSessionRefusal } } as const;
		const screen = render(ConnectionIndicator, { state });
		await expect.element(screen.getByRole('status', { name: t.label })).toHaveTextContent(s.stoppedRefusedHost);
		await expect.element(screen.getByRole('button', { name: s.pairAgain })).not.toBeInTheDocument();
	});

	it('says what another wire means when the city named no version', async () => {
		const state = {
			kind: 'stopped',
			url,
			why: { kind: 'wire_mismatch', refusal: helloWireMismatchRefusal, cityWireV: null, citySchema: null }
		} as const;
		const screen = render(ConnectionIndicator, { state });
		const status = screen.getByRole('status', { name: t.label });
		await expect.element(status).toHaveTextContent(s.stoppedMismatchMeaning);
		await expect.element(status).toHaveTextContent(helloWireMismatchRefusal.subject);
	});
});
