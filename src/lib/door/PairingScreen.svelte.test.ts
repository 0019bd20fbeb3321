import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-svelte';
import { en } from '$lib/i18n/en';
import { axeViolations } from '$lib/testing/axe';
import PairingScreen from './PairingScreen.svelte';
import {
	refusedPair,
	sampleDoor,
	TOO_SOON,
	UNKNOWN_DEVICE,
	WRONG_CODE,
	type SampleDoorOptions
} from './samples/door-samples';

const t = en.door;
/** Matches text that holds `s` as is. */
const holding = (s: string) => new RegExp(s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

function mount(opts: SampleDoorOptions = {}) {
	const { door, sent } = sampleDoor(opts);
	const screen = render(PairingScreen, { door });
	return {
		screen,
		door,
		sent,
		code: page.getByRole('textbox', { name: t.code }),
		label: page.getByRole('textbox', { name: t.label }),
		submit: page.getByRole('button', { name: t.submit })
	};
}

describe('the pairing screen', () => {
	it('prefills a name of 1 to 64 characters for this browser', async () => {
		const { label } = mount();
		const value = (label.element() as HTMLInputElement).value;
		expect(value.trim()).not.toBe('');
		expect([...value].length).toBeLessThanOrEqual(64);
	});

	it('sends the typed code as the city reads it: lowercased, spaces gone, the dash in place', async () => {
		const { code, submit, sent, door, label } = mount();
		const name = (label.element() as HTMLInputElement).value;
		await code.fill(' ABCD EFGH ');
		await submit.click();
		await expect.poll(() => sent.length).toBe(1);
		expect(sent[0]).toMatchObject({ code: 'abcd-efgh', label: name.trim() });
		expect(sent[0]).not.toHaveProperty('open');
		await expect.poll(() => door.status).toBe('checking');
	});

	it('shows the city’s refusal verbatim, keeps what was typed and puts the cursor back in the code box', async () => {
		for (const text of [WRONG_CODE, TOO_SOON]) {
			const { screen, code, label, submit, sent } = mount({ pairReplies: [refusedPair(text)] });
			await code.fill('abcd-efgh');
			await label.fill('Work laptop');
			await submit.click();
			const alert = screen.getByRole('alert');
			await expect.element(alert).toHaveTextContent(t.citySaid);
			await expect.element(alert).toHaveTextContent(text);
			expect(screen.container.textContent).toContain(text);
			await expect.element(code).toHaveValue('abcd-efgh');
			await expect.element(label).toHaveValue('Work laptop');
			await expect.element(code).toHaveFocus();
			// The used code is selected: the next one types over it, and a "too soon" one can be sent again as is.
			const box = code.element() as HTMLInputElement;
			expect([box.selectionStart, box.selectionEnd]).toEqual([0, 'abcd-efgh'.length]);
			expect(sent).toHaveLength(1);
			expect(await axeViolations(screen.container)).toEqual([]);
			screen.unmount();
		}
	});

	it('shows a wrong-shaped code and a 65-character name beside their fields, and sends nothing', async () => {
		const { screen, code, label, submit, sent } = mount();
		const long = 'n'.repeat(65);
		await code.fill('abcd-efg');
		await label.fill(long);
		// Nothing is said before a send is tried.
		await expect.element(code).not.toHaveAttribute('aria-invalid', 'true');
		await submit.click();
		await expect.element(code).toHaveAttribute('aria-invalid', 'true');
		await expect.element(code).toHaveAccessibleDescription(holding(t.codeShape));
		await expect.element(label).toHaveAttribute('aria-invalid', 'true');
		await expect.element(label).toHaveAccessibleDescription(holding(t.labelTooLong({ count: 65 })));
		await expect.element(code).toHaveFocus();
		await expect.element(code).toHaveValue('abcd-efg');
		await expect.element(label).toHaveValue(long);
		expect(sent).toEqual([]);
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('drops the city’s last answer when the next press is stopped by a field', async () => {
		const { screen, code, label, submit, sent } = mount({ pairReplies: [refusedPair(TOO_SOON)] });
		await code.fill('abcd-efgh');
		await submit.click();
		await expect.element(screen.getByRole('alert')).toHaveTextContent(TOO_SOON);
		await label.fill('n'.repeat(65));
		await submit.click();
		await expect.element(label).toHaveAttribute('aria-invalid', 'true');
		await expect.element(label).toHaveFocus();
		expect(screen.container.textContent).not.toContain(TOO_SOON);
		expect(sent).toHaveLength(1);
	});

	it('says plainly that the city forgot this browser, with its words, and takes the keyboard there', async () => {
		const { screen } = mount({ forgotten: { said: UNKNOWN_DEVICE } });
		const told = screen.getByRole('status').filter({ hasText: t.forgotten });
		await expect.element(told).toHaveTextContent(UNKNOWN_DEVICE);
		await expect.element(told).toHaveFocus();
		expect(await axeViolations(screen.container)).toEqual([]);
		screen.unmount();
		// Forgotten from this page (no sentence from the city); a browser never paired is told nothing of it.
		const own = mount({ forgotten: { said: null } });
		await expect.element(own.screen.getByRole('status')).toHaveTextContent(t.forgotten);
		own.screen.unmount();
		const fresh = mount();
		await expect.element(fresh.code).toBeVisible();
		expect(fresh.screen.container.textContent).not.toContain(t.forgotten);
	});

	it('says why an unsupported browser cannot pair, and offers no form', async () => {
		for (const missing of ['ed25519', 'indexeddb', 'webcrypto'] as const) {
			const { screen } = mount({ missing });
			await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.unsupportedHeading);
			await expect.element(screen.getByRole('alert')).toHaveTextContent(t.unsupported[missing]);
			expect(screen.container.querySelector('form')).toBeNull();
			expect(screen.container.querySelector('input')).toBeNull();
			expect(await axeViolations(screen.container)).toEqual([]);
			screen.unmount();
		}
	});

	it('shows why an open link did not pair, above the form', async () => {
		const text = 'pair a browser: open the city again from its terminal, or type the pairing code it shows';
		const { screen, code } = mount({ openRefusal: text });
		await expect.element(screen.getByRole('alert')).toHaveTextContent(text);
		await expect.element(code).toBeVisible();
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('has no axe violations when empty', async () => {
		const { screen } = mount();
		await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.heading);
		expect(await axeViolations(screen.container)).toEqual([]);
	});
});
