import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-svelte';
import { createRawSnippet } from 'svelte';
import { axeViolations } from '$lib/testing/axe';
import ScrollTable from './ScrollTable.svelte';

afterEach(async () => {
	await page.viewport(1280, 800);
});

const columns = ['Name', 'Paired', 'Last session', 'Actions'];
const rows = createRawSnippet(() => ({
	render: () =>
		`<tr><td><span class="verbatim">Browser · Linux</span></td><td>2 days ago</td><td>yesterday</td>` +
		`<td><button type="button" class="button">Forget Browser · Linux</button></td></tr>`
}));

/** Styled as the app is: theme.css and PartStyles apply under `.city-settings`. */
function mount(stack?: boolean) {
	const target = document.createElement('div');
	target.className = 'city-settings';
	document.body.append(target);
	return render(ScrollTable, {
		target,
		props: { caption: 'Paired browsers', columns, children: rows, ...(stack === undefined ? {} : { stack }) }
	});
}

describe('ScrollTable at 360 px', () => {
	it('stacks each row into its cells, each led by its column, the action in reach', async () => {
		await page.viewport(360, 740);
		const screen = mount();
		const region = screen.container.querySelector('.table-scroll')!;
		const button = page.getByRole('button', { name: 'Forget Browser · Linux' });
		await expect.element(button).toBeVisible();
		expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
		expect(button.element().getBoundingClientRect().right).toBeLessThanOrEqual(region.getBoundingClientRect().right);
		const cells = [...screen.container.querySelectorAll('tbody td')];
		expect(cells.map((c) => getComputedStyle(c, '::before').content)).toEqual(columns.map((c) => `"${c}"`));
		// The headings stay in the table for a screen reader.
		await expect.element(page.getByRole('columnheader', { name: 'Last session' })).toBeInTheDocument();
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('stays a table where it is wide, and for a caller that lays out its own narrow form', async () => {
		await page.viewport(1280, 800);
		const wide = mount();
		expect(getComputedStyle(wide.container.querySelector('tbody tr')!).display).toBe('table-row');
		expect(getComputedStyle(wide.container.querySelector('tbody td')!, '::before').content).toBe('none');
		await page.viewport(360, 740);
		const own = mount(false);
		expect(getComputedStyle(own.container.querySelector('.table-scroll:not(.stacks) tbody tr')!).display).toBe(
			'table-row'
		);
	});
});
