import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-svelte';
import { axeViolations } from '$lib/testing/axe';
import { FakeCity } from '$lib/testing/fake-city';
import InHarness from '$lib/testing/InHarness.svelte';
import type { ToolkitLine } from '$protocol/schemas/toolkits';
import ToolkitDirectory from './ToolkitDirectory.svelte';
import { fourStandings, manyLines, shelf } from './toolkit-samples';

function mount(toolkits: ToolkitLine[], toolkit: string) {
	const city = new FakeCity({ replies: { toolkits: { answer: { toolkits: shelf(toolkits) } } } });
	return render(InHarness, {
		props: {
			city,
			component: ToolkitDirectory as never,
			props: { openTab: () => null },
			page: 'mcp',
			params: { toolkit }
		}
	});
}

describe('a link to a directory row (?toolkit=<slug>)', () => {
	it('gives that row the keyboard', async () => {
		const screen = mount(fourStandings(), 'gmail');
		const row = page.getByRole('group', { name: 'Gmail' });
		await expect.element(row).toHaveFocus();
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('draws a row past the first page when the link names it', async () => {
		const lines = manyLines();
		const far = lines[lines.length - 1]!;
		mount(lines, far.slug);
		await expect.element(page.getByRole('group', { name: far.name, exact: true })).toHaveFocus();
	});
});
