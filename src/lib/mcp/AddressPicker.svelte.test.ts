import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-svelte';
import { axeViolations } from '$lib/testing/axe';
import AddressPicker from './AddressPicker.svelte';

const INVALID =
	'Not an address: use a relative path such as acme/lab, with no leading “/”, no “\\” or “:”, and no empty, “.” or “..” parts.';

/** The picker with an `onPick` that moves `?addr=` on a URL, as the route does with goto(). */
function mount(addr = 'acme/lab') {
	const url = new URL(`http://app.invalid/mcp?addr=${encodeURIComponent(addr)}`);
	const picks: string[] = [];
	const screen = render(AddressPicker, {
		addr,
		onPick: (next: string) => {
			picks.push(next);
			url.searchParams.set('addr', next);
		}
	});
	return {
		screen,
		url,
		picks,
		field: page.getByRole('textbox', { name: 'Building address' }),
		show: page.getByRole('button', { name: 'Show' })
	};
}

describe('the address picker', () => {
	it('shows the reason beside the field for an invalid address, and does not move', async () => {
		const { screen, url, picks, field, show } = mount();
		await expect.element(field).toHaveValue('acme/lab');
		await expect.element(field).not.toHaveAttribute('aria-invalid', 'true');
		for (const bad of ['/acme/lab', 'acme/../lab', 'acme//lab', 'c:/lab']) {
			await field.fill(bad);
			await show.click();
			await expect.element(field).toHaveAttribute('aria-invalid', 'true');
			await expect.element(field).toHaveAccessibleDescription(INVALID);
			// What was typed stays.
			await expect.element(field).toHaveValue(bad);
		}
		expect(picks).toEqual([]);
		expect(url.searchParams.get('addr')).toBe('acme/lab');
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('moves ?addr= to a valid address, trimmed', async () => {
		const { url, picks, field, show } = mount();
		await field.fill('  acme/other  ');
		await expect.element(field).not.toHaveAttribute('aria-invalid', 'true');
		await show.click();
		await expect.poll(() => picks).toEqual(['acme/other']);
		expect(url.search).toBe('?addr=acme%2Fother');
	});

	it('picks with Enter in the field', async () => {
		const { picks, field } = mount('');
		await field.fill('acme/payroll');
		await userEvent.keyboard('{Enter}');
		await expect.poll(() => picks).toEqual(['acme/payroll']);
	});
});
