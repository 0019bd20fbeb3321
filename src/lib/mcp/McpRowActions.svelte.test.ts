import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-svelte';
import { serverRow as row, twoFrames } from '$lib/testing/paints';
import { FakeCity } from '$lib/testing/fake-city';
import { buildingChanges, rowActions } from './changes/change-parts';
import McpPageFixture from './samples/McpPageFixture.svelte';
import { exampleBuilding } from './samples/mcp-samples';

// A file of its own: the rows' buttons and the page's changes must not have been fetched by an earlier test.

describe('McpPage: the rows’ buttons', () => {
	it('are not fetched while the answers are on their way, and come with the page’s changes when health is slow', async () => {
		const load = vi.spyOn(rowActions, 'load');
		const city = new FakeCity({
			replies: { mcp_health: 'never', building: { answer: { building: exampleBuilding } } }
		});
		render(McpPageFixture, { city });
		await expect.element(row('github').getByText('not asked yet', { exact: true })).toBeVisible();
		// The barrier: two frames after the rows, by when an eager part would have started its fetch.
		await twoFrames();
		expect(load).not.toHaveBeenCalled();
		expect(row('github').getByRole('button', { name: 'Edit github…' }).elements()).toHaveLength(0);
		// A check that never ends keeps nothing from the person: after its wait the buttons come anyway.
		await expect.element(row('github').getByRole('button', { name: 'Edit github…' }), { timeout: 4000 }).toBeVisible();
		expect(buildingChanges.loaded).not.toBeNull();
		await expect.element(row('github').getByText('not asked yet', { exact: true })).toBeVisible();
	});
});
