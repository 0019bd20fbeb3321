import { QueryObserver } from '@tanstack/svelte-query';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-svelte';
import type { CityClient } from '$lib/city/city-client.svelte';
import { endpointViewOptions } from '$lib/endpoints/endpoint-questions';
import { axeViolations } from '$lib/testing/axe';
import { FakeCity, type FakeReply } from '$lib/testing/fake-city';
import InHarness from '$lib/testing/InHarness.svelte';
import type { Query } from '$protocol/schemas/queries';
import UsagePanel from './UsagePanel.svelte';
import UsageExport from './UsageExport.svelte';
import { failingUsage, hugeUsage, removedUsage, SAMPLE_NOW, someUsage } from './usage-samples';

const usageAsks = (city: FakeCity) => city.asks.filter((q: Query) => typeof q === 'object' && 'mcp_usage' in q).length;
const endpointAsks = (city: FakeCity) => city.asks.filter((q: Query) => q === 'endpoint_view').length;

function mount(reply: FakeReply, extra: Record<string, FakeReply> = {}) {
	const city = new FakeCity({ replies: { mcp_usage: reply, ...extra } });
	const screen = render(InHarness, {
		props: { city, component: UsagePanel as never, props: { now: SAMPLE_NOW } }
	});
	return { city, screen };
}
const answer = (mcp_usage: unknown): FakeReply => ({ answer: { mcp_usage } });

describe('UsagePanel', () => {
	it('shows each server’s calls, failures, last use and per-day chart; an unused server says so', async () => {
		const { city, screen } = mount(answer(someUsage()));
		await expect.element(page.getByText('13 calls in the last 30 days')).toBeVisible();
		await expect.element(page.getByText('0 failed')).toBeVisible();
		await expect.element(page.getByText('1 call before the last 30 days')).toBeVisible();
		await expect.element(page.getByText('Not used by any agent yet.')).toBeVisible();
		// The chart is read as a sentence: the days with calls.
		expect(screen.container.querySelector('figcaption')?.textContent).toContain('3 on 2026-12-05');
		expect(usageAsks(city)).toBe(1);
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('sorts tools by use, most first, until a column is pressed', async () => {
		// github's tools: search_issues 10 calls, create_issue 3, list_pull_requests 0 (only older ones): not A to Z.
		const { screen } = mount(answer(someUsage()));
		const rows = () =>
			[...screen.container.querySelectorAll('[aria-label="Tools of github that agents used"] tbody th[scope=row]')].map(
				(th) => th.textContent
			);
		await expect.element(page.getByText('13 calls in the last 30 days')).toBeVisible();
		expect(rows()).toEqual(['search_issues', 'create_issue', 'list_pull_requests']);
		await page.getByRole('button', { name: /^Calls \(30 days\)/ }).click();
		expect(rows()).toEqual(['list_pull_requests', 'create_issue', 'search_issues']);
		await page.getByRole('button', { name: /^Tool/ }).click();
		expect(rows()).toEqual(['create_issue', 'list_pull_requests', 'search_issues']);
		await page.getByRole('button', { name: /^Calls \(30 days\)/ }).click();
		expect(rows()).toEqual(['search_issues', 'create_issue', 'list_pull_requests']);
	});

	it('opens a tool’s calls newest first, paged', async () => {
		const { screen } = mount(answer(hugeUsage(1, 3, 120)));
		await expect.element(page.getByRole('button', { name: 'Show the calls of tool_01' })).toBeVisible();
		await page.getByRole('button', { name: 'Show the calls of tool_01' }).click();
		await expect.element(page.getByText('Page 1 of 3 (120 calls)')).toBeVisible();
		const callTimes = [...screen.container.querySelectorAll('td[colspan] time')].map((t) =>
			t.getAttribute('datetime')!
		);
		expect(callTimes).toHaveLength(50);
		expect([...callTimes].sort().reverse()).toEqual(callTimes);
		await page.getByRole('button', { name: 'Older calls' }).click();
		await expect.element(page.getByText('Page 2 of 3 (120 calls)')).toBeVisible();
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('names the chart and the sort buttons once, with no lead-in said twice', async () => {
		mount(answer(hugeUsage(1, 3, 120)));
		const day = String.raw`\d+ on \d{4}-\d\d-\d\d`;
		const chart = new RegExp(
			String.raw`^Calls per day of server-0, last 30 days \(UTC\): ${day}(, ${day})*; no calls on the other days\.$`
		);
		await expect.element(page.getByRole('figure', { name: chart })).toBeInTheDocument();
		for (const column of ['Tool', 'Calls (30 days)', 'Failed (30 days)', 'Last used']) {
			await expect
				.element(page.getByRole('button', { name: column, exact: true }))
				.toHaveAccessibleDescription('Sorts the tools by this column; pressed again, the other way round.');
		}
		await expect
			.element(page.getByRole('columnheader', { name: 'Calls (30 days)', exact: true }))
			.toHaveAttribute('aria-sort', 'descending');
	});

	it('draws the first 20 servers of a group and 10 tools of a server until all are asked for', async () => {
		// 30 servers of 12 tools: 24 configured, 6 no longer configured.
		const { screen } = mount(answer(hugeUsage(30, 12, 2)));
		const servers = () => screen.container.querySelectorAll('.usage-server').length;
		const rowsOf = (server: string) =>
			screen.container.querySelector(`[aria-label="Tools of ${server} that agents used"] tbody`)!.children.length;
		await expect.element(page.getByRole('button', { name: 'Show all 24 servers' })).toBeVisible();
		expect(servers()).toBe(20 + 6);
		expect(rowsOf('server-0')).toBe(10);
		expect(screen.container.textContent).toContain('Showing the first 10 of 12 tools, in the order chosen above.');
		await page.getByRole('button', { name: 'Show all 12 tools of server-0' }).click();
		expect(rowsOf('server-0')).toBe(12);
		expect(rowsOf('server-1')).toBe(10);
		const fewer = page.getByRole('button', { name: 'Show the first 10 tools only' });
		await expect.element(fewer).toHaveFocus();
		await page.getByRole('button', { name: 'Show all 24 servers' }).click();
		expect(servers()).toBe(24 + 6);
		await expect.element(page.getByRole('button', { name: 'Show the first 20 servers only' })).toHaveFocus();
		expect(await axeViolations(screen.container)).toEqual([]);
		await fewer.click();
		expect(rowsOf('server-0')).toBe(10);
	});

	it('shows failures, and groups removed servers and the line with no server', async () => {
		mount(answer({ servers: [...failingUsage().servers, ...removedUsage().servers] }));
		await expect.element(page.getByText('5 failed')).toBeVisible();
		await expect.element(page.getByRole('heading', { name: 'Tools of servers no longer configured' })).toBeVisible();
		await expect.element(page.getByRole('heading', { name: 'no server named' })).toBeVisible();
		await expect.element(page.getByRole('heading', { name: 'jira', exact: true })).toBeVisible();
	});

	it('asks again only on Refresh', async () => {
		// The page's clock and intervals are the test's: a re-ask on an interval would come in the hour run below.
		vi.useFakeTimers({ toFake: ['setInterval', 'Date'] });
		const city = new FakeCity({
			replies: { mcp_usage: answer(someUsage()), endpoints: { answer: { endpoints: { endpoints: [], chosen: [] } } } }
		});
		let client: CityClient | null = null;
		render(InHarness, {
			props: {
				city,
				onClient: (c: CityClient) => (client = c),
				component: UsagePanel as never,
				props: { now: SAMPLE_NOW }
			}
		});
		// A question beside it that events, gaps and reconnects do make stale: its re-asks are the barriers.
		const beside = new QueryObserver(client!.queryClient, endpointViewOptions());
		const unwatch = beside.subscribe(() => {});
		try {
			await expect.element(page.getByText('13 calls in the last 30 days')).toBeVisible();
			await expect.poll(() => endpointAsks(city)).toBe(1);
			expect(usageAsks(city)).toBe(1);
			vi.advanceTimersByTime(60 * 60_000);
			expect(usageAsks(city)).toBe(1);
			// Events, then a gap: each re-asks the question beside it (its re-ask comes after the usage panel's would).
			city.emitEvent('endpoint_attached', { endpoint: 'x' });
			city.emitEvent('mcp_tool_called', { server: 'github', tool: 'search' });
			await expect.poll(() => endpointAsks(city)).toBe(2);
			city.emitLagged();
			await expect.poll(() => endpointAsks(city)).toBe(3);
			expect(usageAsks(city)).toBe(1);
			// The press: one ask, and its answer ends the waiting.
			await page.getByRole('button', { name: 'Refresh usage' }).click();
			await expect.poll(() => usageAsks(city)).toBe(2);
			await expect.element(page.getByRole('button', { name: 'Refresh usage' })).toBeEnabled();
		} finally {
			unwatch();
			vi.useRealTimers();
		}
	});

	it('shows a refusal or unavailable in its own place', async () => {
		mount({
			refusal: {
				code: 'E_STORAGE_FATAL',
				action: 'read usage',
				subject: 'ledger unreadable',
				nearby: [],
				recovery: 'repair it',
				retry: 'no'
			}
		});
		await expect.element(page.getByText('ledger unreadable')).toBeVisible();
	});

	it('hides the usage parts of an older city without the question, and says why once', async () => {
		const { screen } = mount('unknown question');
		await expect.element(page.getByText(/This city is older/)).toBeVisible();
		expect(page.getByRole('button', { name: 'Refresh usage' }).query()).toBeNull();
		expect(page.getByRole('button', { name: 'Download CSV' }).query()).toBeNull();
		expect(screen.container.textContent!.match(/This city is older/g)).toHaveLength(1);
	});
});

describe('UsageExport', () => {
	it('saves the city’s body byte for byte, named for the city, the day and the format', async () => {
		const body = 'server,tool\n"a,b",ü 😀\r\n';
		const saved: [string, string, string][] = [];
		const city = new FakeCity({
			city: 'acme',
			replies: {
				usage_export: (q) => ({
					answer: {
						usage_export: { what: 'mcp', format: (q as { usage_export: { format: string } }).usage_export.format, body }
					}
				})
			}
		});
		render(InHarness, {
			props: {
				city,
				component: UsageExport as never,
				props: { save: (...a: [string, string, string]) => saved.push(a) }
			}
		});
		await page.getByRole('button', { name: 'Download CSV' }).click();
		await expect.poll(() => saved.length).toBe(1);
		expect(saved[0]![0]).toMatch(/^acme-mcp-usage-\d{4}-\d{2}-\d{2}\.csv$/);
		expect(saved[0]![2]).toBe(body);
		await page.getByRole('button', { name: 'Download JSON Lines' }).click();
		await expect.poll(() => saved.length).toBe(2);
		expect(saved[1]![0]).toMatch(/\.jsonl$/);
		expect(city.asks).toEqual([
			{ usage_export: { what: 'mcp', format: 'csv' } },
			{ usage_export: { what: 'mcp', format: 'jsonl' } }
		]);
	});
});
