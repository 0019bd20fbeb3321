import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-svelte';
import { FakeCity } from '$lib/testing/fake-city';
import InHarness from '$lib/testing/InHarness.svelte';
import AccountEditor from './AccountEditor.svelte';
import { storyData } from './samples/endpoint-samples';

// The overview's key lines link to `/endpoints?endpoint=…&account=…`: that account's key field, not its card.
const [anthropic, openrouter] = storyData.view.endpoints;
function openAt(search: string, summary = anthropic!) {
	const params = Object.fromEntries(new URLSearchParams(search));
	return render(InHarness, {
		props: {
			city: new FakeCity({ replies: storyData.replies }),
			component: AccountEditor as never,
			props: { summary },
			page: 'endpoints',
			params
		}
	});
}

describe('a link to one account', () => {
	it('gives that account’s key field focus, not another account’s', async () => {
		openAt('?endpoint=anthropic&account=home');
		await expect.element(page.getByLabelText('Key for home')).toHaveFocus();
		await expect.element(page.getByLabelText('Key for work')).not.toHaveFocus();
	});

	it('focuses the account itself when its key comes from the environment (no field)', async () => {
		const screen = openAt('?endpoint=openrouter&account=spare', openrouter!);
		await expect.poll(() => (document.activeElement as HTMLElement | null)?.dataset.account).toBe('spare');
		expect(screen.container.querySelector('[data-account="spare"] input')).toBeNull();
	});

	it('moves no focus for another endpoint’s account or a link without one', async () => {
		openAt('?endpoint=openrouter&account=home');
		await expect.element(page.getByLabelText('Key for home')).toBeVisible();
		expect(document.activeElement).toBe(document.body);
	});
});
