import { createRawSnippet } from 'svelte';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-svelte';
import VirtualListbox from './VirtualListbox.svelte';

const row = createRawSnippet((position: () => number) => ({ render: () => `<span>Row ${position()}</span>` }));
const base = { id: 'list', label: 'Rows', count: 100, rowHeight: 20, visibleRows: 5, row, onpick: () => {} };

describe('VirtualListbox', () => {
	it('scrolls the active row into view, and leaves a scroll the person made while the row stays in view', async () => {
		const screen = render(VirtualListbox, { ...base, active: 0 });
		const box = screen.getByRole('listbox', { name: 'Rows' });
		const el = box.element() as HTMLElement;

		await screen.rerender({ active: 50 });
		// Row 50 at the bottom edge: its top (1000) plus its height, less the box's 100.
		await expect.poll(() => el.scrollTop).toBe(920);
		await expect.element(screen.getByRole('option', { name: 'Row 50' })).toBeInTheDocument();

		await screen.rerender({ active: 10 });
		await expect.poll(() => el.scrollTop).toBe(200);

		el.scrollTop = 600;
		el.dispatchEvent(new Event('scroll'));
		await expect.element(screen.getByRole('option', { name: 'Row 31' })).toBeInTheDocument();
		await screen.rerender({ active: 31 });
		await expect.element(screen.getByRole('option', { name: 'Row 31' })).toHaveAttribute('aria-selected', 'true');
		expect(el.scrollTop).toBe(600);

		await screen.rerender({ active: 99 });
		await expect.poll(() => el.scrollTop).toBe(1900);
		await expect.element(screen.getByRole('option', { name: 'Row 99' })).toBeInTheDocument();
	});
});
