import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-svelte';
import { fourStandings, hostileLines } from '$lib/mcp/toolkits/toolkit-samples';
import { axeViolations } from '$lib/testing/axe';
import { FakeCity } from '$lib/testing/fake-city';
import InHarness from '$lib/testing/InHarness.svelte';
import type { ToolkitsAnswer } from '$protocol/schemas/toolkits';
import OverviewToolkits from './OverviewToolkits.svelte';

function mount(toolkits: ToolkitsAnswer) {
	const city = new FakeCity({ replies: { toolkits: { answer: { toolkits } } } });
	return render(InHarness, { props: { city, component: OverviewToolkits as never, props: { addr: 'acme/lab' } } });
}

describe('OverviewToolkits', () => {
	it('lists the connected (with the broker’s alias) and the awaiting, each a link to its directory row', async () => {
		const screen = mount({ shelf: { toolkits: fourStandings() } });
		const connected = page.getByRole('list', { name: 'Connected' });
		await expect.element(connected).toHaveTextContent('GitHub (octo-acme)');
		await expect.element(page.getByRole('list', { name: 'Awaiting consent' })).toHaveTextContent('Gmail');
		// Refused and absent applications are neither.
		expect(screen.container.textContent).not.toContain('Slack');
		expect(screen.container.textContent).not.toContain('Linear');
		const github = page.getByRole('link', { name: 'GitHub, in the directory on the MCP page' });
		await expect.element(github).toHaveAttribute('href', expect.stringMatching(/\?addr=acme%2Flab&toolkit=github$/));
		await expect
			.element(page.getByRole('link', { name: 'Gmail, in the directory on the MCP page' }))
			.toHaveAttribute('href', expect.stringMatching(/&toolkit=gmail$/));
		await expect.element(page.getByText('Connecting an application adds no tool server by itself.')).toBeVisible();
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('says when none is connected, and when there is no key yet', async () => {
		mount({ shelf: { toolkits: fourStandings().slice(2) } });
		await expect.element(page.getByText('No application is connected or awaiting consent.')).toBeVisible();
		mount('unenrolled');
		await expect.element(page.getByText(/The broker has no project key yet/)).toBeVisible();
	});

	it('draws hostile names and aliases as text', async () => {
		const lines = hostileLines().map((l) => ({ ...l, standing: { connected: { alias: l.name } } }));
		const screen = mount({ shelf: { toolkits: lines } });
		await expect.element(page.getByRole('list', { name: 'Connected' })).toBeVisible();
		expect(screen.container.querySelector('b, script, img')).toBeNull();
		expect(await axeViolations(screen.container)).toEqual([]);
	});
});
