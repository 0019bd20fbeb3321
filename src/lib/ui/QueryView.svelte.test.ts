import { createRawSnippet } from 'svelte';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-svelte';
import QueryView from './QueryView.svelte';

// The snippet's text follows its arguments; its element is made once per mount (so a remount is seen).
const drawn = createRawSnippet((value: () => string, how: () => { old: boolean }) => ({
	render: () => `<p data-testid="drawn"></p>`,
	setup: (el) => {
		$effect(() => {
			el.textContent = `${how().old ? 'old' : 'new'}: ${value()}`;
		});
	}
}));

const answered = (value: string) => ({
	data: { kind: 'answer' as const, value, asOf: 1 },
	error: null,
	isPending: false,
	isError: false,
	isFetching: false,
	refetch: () => {}
});

describe('QueryView', () => {
	it('keeps the earlier answer under a failure and under unavailable, marked as earlier', async () => {
		const screen = render(QueryView<string, string>, { query: answered('v1'), name: 'q', children: drawn });
		await expect.element(page.getByText('new: v1')).toBeVisible();
		expect(page.getByText('Earlier answer, kept for reference').elements()).toHaveLength(0);

		const first = page.getByTestId('drawn').element();
		await screen.rerender({ query: { ...answered('v1'), isError: true, error: new Error('gone') } });
		await expect.element(page.getByText('old: v1')).toBeVisible();
		// The same element: what a person was editing inside the answer survives a later failure.
		expect(page.getByTestId('drawn').element()).toBe(first);
		await expect.element(page.getByText('Earlier answer, kept for reference')).toBeVisible();

		const unavailable = { kind: 'unavailable' as const, value: { query: 'q', reason: 'the source is down' }, asOf: 2 };
		await screen.rerender({ query: { ...answered('v1'), data: unavailable } });
		await expect.element(page.getByText('old: v1')).toBeVisible();
		expect(page.getByText('new: v1').elements()).toHaveLength(0);
		expect(page.getByTestId('drawn').element()).toBe(first);

		await screen.rerender({ query: answered('v2') });
		await expect.element(page.getByText('new: v2')).toBeVisible();
		expect(page.getByText('Earlier answer, kept for reference').elements()).toHaveLength(0);
		expect(page.getByTestId('drawn').element()).toBe(first);
	});
});
