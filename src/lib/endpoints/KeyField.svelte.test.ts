import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-svelte';
import { en } from '$lib/i18n/en';
import { axeViolations } from '$lib/testing/axe';
import { FakeCity } from '$lib/testing/fake-city';
import InHarness from '$lib/testing/InHarness.svelte';
import KeyField from './KeyField.svelte';

const t = en.endpointForms.accounts;
const reference = 'secret:providers/anthropic-work';

function mount() {
	const props = { endpoint: 'anthropic', accountId: 'work', reference, replaces: true, onStored: () => {} };
	const screen = render(InHarness, { props: { city: new FakeCity(), component: KeyField as never, props } });
	return {
		screen,
		box: screen.getByLabelText(t.newKey({ id: 'work' })),
		replace: screen.getByRole('button', { name: t.replace })
	};
}

describe('replacing a stored key', () => {
	afterEach(() => vi.restoreAllMocks());

	it('asks with the keyboard on the safe choice, and "Keep" puts it back on the button it came from', async () => {
		const sent = vi.spyOn(globalThis, 'fetch');
		const { screen, box, replace } = mount();
		await box.fill('sk-new-key-0123456789');
		await replace.click();
		await expect.element(screen.getByRole('button', { name: t.replaceNo })).toHaveFocus();
		expect(await axeViolations(screen.container)).toEqual([]);
		await screen.getByRole('button', { name: t.replaceNo }).click();
		await expect.element(replace).toHaveFocus();
		await expect.element(screen.getByRole('button', { name: t.replaceYes })).not.toBeInTheDocument();
		await expect.element(box).toHaveValue('sk-new-key-0123456789');
		expect(sent).not.toHaveBeenCalled();
	});

	it('puts the keyboard on the result after "Yes, replace it", not on <body>', async () => {
		vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(reference, { status: 201 }));
		const { screen, box, replace } = mount();
		await box.fill('sk-new-key-0123456789');
		await replace.click();
		await screen.getByRole('button', { name: t.replaceYes }).click();
		const result = screen.getByRole('status').filter({ hasText: t.stored({ reference }) });
		await expect.element(result).toHaveFocus();
		await expect.element(box).toHaveValue('');
		expect(await axeViolations(screen.container)).toEqual([]);
	});
});
