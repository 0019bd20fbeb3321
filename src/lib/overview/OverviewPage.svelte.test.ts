import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-svelte';
import type { CityClient } from '$lib/city/city-client.svelte';
import { storyData } from '$lib/endpoints/samples/endpoint-samples';
import { exampleBuilding, exampleHealth } from '$lib/mcp/samples/mcp-samples';
import { SAMPLE_NOW, someUsage } from '$lib/mcp/usage/usage-samples';
import { mcpHealthOptions } from '$lib/query/options';
import { axeViolations } from '$lib/testing/axe';
import { FakeCity, type FakeReply } from '$lib/testing/fake-city';
import InHarness from '$lib/testing/InHarness.svelte';
import type { Query } from '$protocol/schemas/queries';
import OverviewPage from './OverviewPage.svelte';
import OverviewAfterHealth from './testing/OverviewAfterHealth.svelte';

const replies: Record<string, FakeReply> = {
	building: { answer: { building: exampleBuilding } },
	mcp_usage: { answer: { mcp_usage: someUsage() } },
	endpoints: storyData.replies.endpoints,
	mcp_health: { answer: { mcp_health: exampleHealth } }
};
const asked = (city: FakeCity, name: string) =>
	city.asks.filter((q: Query) => (typeof q === 'string' ? q : Object.keys(q)[0]) === name).length;

function mount(component: unknown = OverviewPage, extra: Record<string, FakeReply> = {}) {
	const city = new FakeCity({ replies: { ...replies, ...extra } });
	const screen = render(InHarness, {
		props: { city, component: component as never, props: { addr: 'acme/lab', now: SAMPLE_NOW } }
	});
	return { city, screen };
}

describe('OverviewPage', () => {
	it('reads the city at a glance from cheap questions, never asking for health', async () => {
		const { city, screen } = mount();
		const used = page.getByRole('list', { name: 'Used in the last 30 days', exact: true });
		await expect.element(used).toHaveTextContent('github: 13 calls');
		await expect.element(page.getByRole('list', { name: 'Not used in the last 30 days' })).toHaveTextContent('linear');
		await expect.element(page.getByText('Not checked in this tab', { exact: false })).toBeVisible();
		await expect.element(page.getByRole('list', { name: 'Keys that need you' })).toHaveTextContent('no key stored');
		await expect.element(page.getByText('claude-sonnet-4-5-20250929')).toBeVisible();
		const link = screen.container.querySelector<HTMLAnchorElement>('a[href*="server=github"]');
		expect(new URL(link!.href).search).toBe('?addr=acme%2Flab&server=github');
		// A key line opens that account's key field (?account=), named by endpoint and account.
		const keyLine = page.getByRole('link', { name: 'Anthropic, account home' });
		await expect
			.element(keyLine)
			.toHaveAttribute('href', expect.stringMatching(/\/endpoints\?endpoint=anthropic&account=home$/));
		expect(screen.container.querySelector('a[href$="/models?tag=transcribe"]')).not.toBeNull();
		expect(asked(city, 'mcp_health')).toBe(0);
		expect(asked(city, 'mcp_usage')).toBe(1);
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('shows the health this tab already holds, with when it was read', async () => {
		const city = new FakeCity({ replies });
		let client: CityClient | null = null;
		const screen = render(InHarness, {
			props: {
				city,
				onClient: (c: CityClient) => (client = c),
				component: OverviewAfterHealth as never,
				props: { addr: 'acme/lab', now: SAMPLE_NOW }
			}
		});
		const failed = exampleHealth.servers.filter((s) => 'failed' in s.state).map((s) => s.label);
		const connected =
			exampleHealth.servers.length -
			failed.length -
			exampleHealth.servers.filter((s) => 'authenticating' in s.state).length;
		const counts = `${connected} of ${exampleHealth.servers.length} connected`;
		await expect.element(page.getByText(counts, { exact: false })).toBeVisible();
		// The time beside the counts is when this tab's health answer arrived, not any other time on the page.
		const read = client!.queryClient.getQueryState(mcpHealthOptions('acme/lab').queryKey)!.dataUpdatedAt;
		const line = [...screen.container.querySelectorAll('p')].find((p) => p.textContent!.includes(counts))!;
		expect(line.textContent).toContain('Checked');
		expect([...line.querySelectorAll('time')].map((t) => t.getAttribute('datetime'))).toEqual([
			new Date(read).toISOString()
		]);
		// Only the tab's own ask (the stand-in for /mcp): the overview added none.
		expect(asked(city, 'mcp_health')).toBe(1);
	});

	it('says an older city keeps no usage record, and calls no server unused', async () => {
		mount(OverviewPage, { mcp_usage: 'unknown question' });
		await expect.element(page.getByText('This city does not keep a usage record', { exact: false })).toBeVisible();
		await expect.element(page.getByRole('list', { name: 'Not used in the last 30 days' })).not.toBeInTheDocument();
		await expect.element(page.getByRole('link', { name: 'github' })).toBeVisible();
	});

	it('says plainly when nothing is set up', async () => {
		mount(OverviewPage, {
			building: { answer: { building: { addr: 'acme/lab', mcp: [] } } },
			endpoints: { answer: { endpoints: { endpoints: [], chosen: [] } } }
		});
		await expect.element(page.getByText('This building has no tool servers.')).toBeVisible();
		await expect.element(page.getByText('No endpoint is attached', { exact: false })).toBeVisible();
		await expect.element(page.getByText('none chosen').first()).toBeVisible();
	});
});
