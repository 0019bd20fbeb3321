import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-svelte';
import { axeViolations } from '$lib/testing/axe';
import type { AnsweredQuery } from '$lib/query/answer-standing';
import type { McpServer } from '$protocol/schemas/mcp';
import ChangeReview from './ChangeReview.svelte';
import { BuildingChanges } from './changes.svelte';
import { withServers } from './configure';
import { exampleBuilding } from '../samples/mcp-samples';

const time: McpServer = { label: 'time', transport: { stdio: { command: 'uvx', args: [], env: [] } } };
const none = () => () => {};

/** A change to add `time`, shown for review, with the page's building query as given. */
function reviewing(list: AnsweredQuery, own: McpServer[] | undefined) {
	const send = vi.fn();
	const reread = vi.fn();
	const changes = new BuildingChanges('acme/lab', {
		connection: { onEvent: none, onRefusal: none, onNotice: none },
		send,
		recheck: () => {},
		list: () => list,
		reread
	});
	changes.own = own;
	changes.review = { origin: 'stdio', base: own ?? null, build: (l) => withServers(l, [time]) };
	return { changes, send, reread };
}
const query = (over: Partial<AnsweredQuery>): AnsweredQuery => ({
	data: undefined,
	isPending: false,
	isError: false,
	isFetching: false,
	error: null,
	...over
});

describe('ChangeReview: configure_building replaces the whole list, so it waits for a read of it', () => {
	it('holds the change while the building’s list is unavailable: one sentence why, Send held, a way to ask again', async () => {
		const { changes, send, reread } = reviewing(query({ data: { kind: 'unavailable', asOf: 9 } }), undefined);
		const screen = render(ChangeReview, { changes });
		await expect
			.element(page.getByText(/^Not sent: the city could not read this building’s own list of tool servers/))
			.toBeVisible();
		const sendButton = page.getByRole('button', { name: 'Send the change' });
		await expect.element(sendButton).toBeDisabled();
		await expect.element(sendButton).toHaveAccessibleDescription(/the building’s list has not been read/);
		expect(send).not.toHaveBeenCalled();
		await page.getByRole('button', { name: 'Ask the city again' }).click();
		expect(reread).toHaveBeenCalledOnce();
		// What the change would add is still shown, so nothing the person did is lost.
		await expect.element(page.getByText('time', { exact: true })).toBeVisible();
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('says “still waiting” before the first read, and sends once the list is read', async () => {
		const { changes, send } = reviewing(query({ isPending: true, isFetching: true }), undefined);
		render(ChangeReview, { changes });
		await expect
			.element(page.getByText(/^Not sent: this page is still waiting for this building’s own list/))
			.toBeVisible();
		changes.own = exampleBuilding.mcp as McpServer[];
		changes.review!.base = changes.own;
		await expect.element(page.getByTestId('held')).not.toBeInTheDocument();
		await page.getByRole('button', { name: 'Send the change' }).click();
		expect(send).toHaveBeenCalledOnce();
		expect(JSON.stringify(send.mock.calls[0]![0])).toContain('"label":"time"');
	});
});
