import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-svelte';
import { axeViolations } from '$lib/testing/axe';
import { serverRow as row, twoFrames } from '$lib/testing/paints';
import { FakeCity, type FakeReply } from '$lib/testing/fake-city';
import type { Query } from '$protocol/schemas/queries';
import McpPageFixture from './samples/McpPageFixture.svelte';
import { exampleBuilding, exampleHealth, warningHealth } from './samples/mcp-samples';
import { usagePanel } from './usage/usage-part';

const healthAsks = (city: FakeCity) =>
	city.asks.filter((q: Query) => typeof q === 'object' && 'mcp_health' in q).length;

function cityWith(health: FakeReply = { answer: { mcp_health: exampleHealth } }, building: unknown = exampleBuilding) {
	return new FakeCity({ replies: { mcp_health: health, building: { answer: { building } } } });
}

describe('McpPage: the four states', () => {
	it('draws connected, authenticating and failed rows in configuration order, with no axe violations', async () => {
		const city = cityWith();
		const screen = render(McpPageFixture, { city });
		await expect.element(row('github').getByText('connected', { exact: true })).toBeVisible();
		const labels = [...screen.container.querySelectorAll('li[data-state] h3')].map((h) => h.textContent);
		expect(labels).toEqual(['github', 'linear', 'docs', 'notes']);
		await expect.element(row('github').getByText('2025-06-18')).toBeVisible();
		await expect.element(row('github').getByText('github-mcp-server', { exact: true })).toBeVisible();
		// authenticating: the recovery sentence verbatim, as the next step.
		await expect
			.element(
				row('linear').getByText('store a fresh Linear token under secret:mcp/linear, then check this server again')
			)
			.toBeVisible();
		// failed: the whole refusal.
		const docs = row('docs');
		for (const text of [
			'E_TOOL_UNAVAILABLE',
			'open tool server docs',
			'http://127.0.0.1:9100/sse: connection refused',
			"start the docs server on 127.0.0.1:9100, or remove docs from this building's MCP list"
		]) {
			await expect.element(docs.getByText(text, { exact: true })).toBeVisible();
		}
		// connected with no tools is not "not asked".
		await expect.element(row('notes').getByText('Connected, and it offers no tools.')).toBeVisible();
		await expect
			.element(page.getByText('4 servers · 2 connected · 1 needing sign-in · 1 failed · 3 tools in all'))
			.toBeVisible();
		expect(healthAsks(city)).toBe(1);
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('draws the rows once both the building’s list and health are known; a list the city cannot give does not hold them', async () => {
		const health = { answer: { mcp_health: exampleHealth } };
		const waiting = render(McpPageFixture, {
			city: new FakeCity({ replies: { mcp_health: health, building: 'never' } })
		});
		await expect.element(page.getByText('Asking the city: building acme/lab…')).toBeVisible();
		expect(waiting.container.querySelector('li[data-state]')).toBeNull();
		expect(waiting.container.querySelector('section.add')).toBeNull();
		waiting.unmount();

		const city = new FakeCity({
			replies: { mcp_health: health, building: { answer: { unavailable: { query: 'building', reason: null } } } }
		});
		const screen = render(McpPageFixture, { city });
		await expect.element(row('github').getByText('connected', { exact: true })).toBeVisible();
		expect(screen.container.querySelectorAll('li[data-state]')).toHaveLength(4);
		// Not the building's own list, so nothing here can be removed from it.
		expect(page.getByRole('button', { name: /^Remove / }).elements()).toHaveLength(0);
	});

	it('shows servers as not asked yet while the first check runs, never as failed', async () => {
		const city = cityWith('never');
		const screen = render(McpPageFixture, { city });
		await expect.element(row('github').getByText('not asked yet')).toBeVisible();
		expect(screen.container.querySelectorAll('li[data-state="notAsked"]')).toHaveLength(4);
		expect(screen.container.querySelector('li[data-state="failed"]')).toBeNull();
		await expect.element(page.getByText(/Asking every server now/)).toBeVisible();
		await expect.element(page.getByRole('button', { name: 'Check again' })).toBeDisabled();
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('keeps the earlier answer, marked, while Check again is in flight; asks only on the press', async () => {
		let n = 0;
		const city = cityWith(() => (n++ === 0 ? { answer: { mcp_health: exampleHealth } } : 'never'));
		const screen = render(McpPageFixture, { city });
		await expect.element(row('github').getByText('connected', { exact: true })).toBeVisible();
		expect(healthAsks(city)).toBe(1);
		// Other events do not ask health. The barrier: the building's list, which a change to this building makes
		// stale, is read again; an ask of health either event had made is scheduled before that read.
		const buildingReads = () => city.asks.filter((q: Query) => typeof q === 'object' && 'building_view' in q).length;
		const readsBefore = buildingReads();
		city.emitEvent('endpoint_attached', {}, 'acme');
		city.emitEvent('building_configured', {}, 'acme/lab');
		await expect.poll(buildingReads).toBe(readsBefore + 1);
		expect(healthAsks(city)).toBe(1);
		await page.getByRole('button', { name: 'Check again' }).click();
		await expect.element(page.getByText(/The states below are from the earlier check/)).toBeVisible();
		await expect.element(row('github').getByText('earlier check')).toBeVisible();
		await expect.element(row('github').getByText('connected', { exact: true })).toBeVisible();
		expect(healthAsks(city)).toBe(2);
		expect(await axeViolations(screen.container)).toEqual([]);
	});
});

describe('McpPage: tools, parameters and search', () => {
	it('expands a row into every tool with both names, the disclosure and the parameter table', async () => {
		const screen = render(McpPageFixture, { city: cityWith() });
		await page.getByRole('button', { name: 'Show the 3 tools of github' }).click();
		// One line per tool; opening one shows its whole entry.
		await page.getByRole('button', { name: /^github_create_pull_request_review/ }).click();
		const review = page.getByRole('article').filter({ hasText: 'github_create_pull_request_review' });
		await expect.element(review.getByText('create_pull_request_review', { exact: true })).toBeVisible();
		await expect
			.element(
				review.getByText('Review a pull request: approve, request changes or comment, with optional line comments.')
			)
			.toBeVisible();
		const table = review.getByRole('table');
		await expect.element(table.getByRole('rowheader', { name: 'comments' })).toBeVisible();
		await expect.element(table.getByText('array of object')).toBeVisible();
		await expect.element(table.getByText('REQUEST_CHANGES')).toBeVisible();
		// Nested under comments[], indented.
		expect(screen.container.querySelectorAll('tr[data-depth="1"]').length).toBeGreaterThan(0);
		await review
			.getByRole('button', { name: 'Show the schema of github_create_pull_request_review as published' })
			.click();
		const raw = review.getByRole('region', { name: /as published/ });
		await expect.element(raw).toHaveTextContent('"additionalProperties": false');
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('searches by name, remote name or disclosure and names each match’s server', async () => {
		render(McpPageFixture, { city: cityWith() });
		await page.getByRole('searchbox', { name: 'Search tools' }).fill('line comments');
		await expect.element(page.getByText('1 tool matches')).toBeVisible();
		const match = page.getByRole('search').getByRole('article');
		await expect.element(match.getByText('github', { exact: true })).toBeVisible();
		await expect.element(match.getByRole('heading', { name: 'github_create_pull_request_review' })).toBeVisible();
	});
});

describe('McpPage: warnings', () => {
	it('shows each warning on the row it concerns', async () => {
		const screen = render(McpPageFixture, {
			city: cityWith({ answer: { mcp_health: warningHealth() } }, { addr: 'acme/lab', mcp: null })
		});
		const alpha = row('alpha');
		const beta = row('beta');
		await expect
			.element(
				alpha.getByText('shared_search: the same city name is offered by alpha, beta; a model cannot tell them apart.')
			)
			.toBeVisible();
		await expect
			.element(
				beta.getByText('shared_search: the same city name is offered by alpha, beta; a model cannot tell them apart.')
			)
			.toBeVisible();
		await expect
			.element(alpha.getByText(/the name has 76 characters; model APIs reject names longer than 64/))
			.toBeVisible();
		await expect.element(alpha.getByText(/alpha_find\.files: the name has characters other than/)).toBeVisible();
		await expect.element(beta.getByText(/beta_raw: the input schema is not an object schema/)).toBeVisible();
		await expect.element(beta.getByText(/beta_big: the input schema is 40 KB, more than 32 KB/)).toBeVisible();
		expect(await axeViolations(screen.container)).toEqual([]);
	});
});

describe('McpPage: what agents use', () => {
	const usageAsks = (city: FakeCity) =>
		city.asks.filter((q: Query) => typeof q === 'object' && 'mcp_usage' in q).length;

	it('asks what agents use once the building’s list is drawn, and never waits for health', async () => {
		const waiting = new FakeCity({ replies: { mcp_health: 'never', building: 'never', mcp_usage: 'never' } });
		const first = render(McpPageFixture, { city: waiting });
		await expect.element(page.getByText('Asking the city: building acme/lab…')).toBeVisible();
		// The barrier: the part's code is here and two frames have passed, by when it used to be drawn and asking.
		await usagePanel.load();
		await twoFrames();
		expect(usageAsks(waiting)).toBe(0);
		first.unmount();

		const city = new FakeCity({
			replies: { mcp_health: 'never', building: { answer: { building: exampleBuilding } }, mcp_usage: 'never' }
		});
		render(McpPageFixture, { city });
		await expect.poll(() => usageAsks(city)).toBe(1);
		expect(healthAsks(city)).toBe(1);
	});
});
