import { createRawSnippet } from 'svelte';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-svelte';
import QueryView from './QueryView.svelte';

const drawn = createRawSnippet((value: () => string, how: () => { old: boolean }) => ({
	render: () => `<p>${how().old ? 'old' : 'new'}: ${value()}</p>`
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

		await screen.rerender({ query: { ...answered('v1'), isError: true, error: new Error('gone') } });
		await expect.element(page.getByText('old: v1')).toBeVisible();
		await expect.element(page.getByText('Earlier answer, kept for reference')).toBeVisible();

		const unavailable = { kind: 'unavailable' as const, value: { query: 'q', reason: 'the source is down' }, asOf: 2 };
		await screen.rerender({ query: { ...answered('v1'), data: unavailable } });
		await expect.element(page.getByText('old: v1')).toBeVisible();
		expect(page.getByText('new: v1').elements()).toHaveLength(0);
	});
});
