import type { Locator, Page } from '@playwright/test';
import { configureCommand, postEnroll } from '../city/testing/harness';
import { WireClient, wsUrlOf } from '../city/testing/wire-client';
import { MAX_CLIENT_FRAME_BYTES } from '../protocol/limits';
import type { McpServer } from '../protocol/schemas/index';
import { expect, test } from './fixtures';

/*
 * Changes to a building's MCP list against a real local city: each shown as a
 * difference before it is sent, undone, edited, exported and pasted elsewhere,
 * and a second tab's change noticed before a form sends. The city's list is read
 * back through building_view, by a client of its own.
 */

const row = (page: Page, label: string): Locator =>
	page
		.getByRole('list', { name: 'Servers' })
		.getByRole('listitem')
		.filter({ has: page.getByRole('heading', { name: label, exact: true }) });

/** What a test's own program needs to reach the city: its origin, and its key (as a program on this machine). */
type CityDoor = { origin: string; cityKey: string };

async function ownList(city: CityDoor, addr: string): Promise<McpServer[]> {
	const c = await WireClient.connect(wsUrlOf(city.origin), { token: city.cityKey });
	try {
		return (await c.answer<{ mcp: McpServer[] }>({ building_view: { addr } })).mcp;
	} finally {
		await c.close();
	}
}

async function configure(city: CityDoor, addr: string, mcp: McpServer[]): Promise<void> {
	const c = await WireClient.connect(wsUrlOf(city.origin), { token: city.cityKey });
	c.command(configureCommand(addr, mcp));
	await c.nextEvent('building_configured');
	await c.close();
}

const ghost: McpServer = {
	label: 'ghost',
	transport: { stdio: { command: '/nonexistent/mcp-server', args: ['--flag', 'two words'], env: [] } }
};

test.describe('changes to the MCP list', () => {
	test('remove: the difference first, then sent, then undone; the city’s list is the original again', async ({
		page,
		city,
		openApp
	}) => {
		const everything = (await ownList(city, city.city))[0]!;
		await configure(city, city.city, [everything, ghost]);
		const original = await ownList(city, city.city);
		await openApp('/mcp');
		await expect(row(page, 'everything').getByText('connected', { exact: true })).toBeVisible({ timeout: 30_000 });

		await row(page, 'ghost').getByRole('button', { name: 'Remove ghost…' }).click();
		const review = page.getByTestId('review');
		await expect(review.getByText('Removed')).toBeVisible();
		await expect(review.getByText("/nonexistent/mcp-server --flag 'two words'")).toBeVisible();
		await expect(page.getByRole('button', { name: 'Keep it' })).toBeFocused();
		expect(await ownList(city, city.city)).toEqual(original);

		await page.getByRole('button', { name: 'Remove ghost', exact: true }).click();
		await expect(row(page, 'ghost')).toHaveCount(0);
		await expect(page.getByRole('heading', { name: 'Servers', exact: true })).toBeFocused();
		expect((await ownList(city, city.city)).map((s) => s.label)).toEqual(['everything']);

		await page.getByRole('button', { name: 'Undo the last change to this building’s list' }).click();
		await expect(row(page, 'ghost')).toHaveCount(1);
		await expect.poll(() => ownList(city, city.city)).toEqual(original);
		await expect(page.getByRole('button', { name: 'Undo the last change to this building’s list' })).toHaveCount(0);
	});

	test('remove with its key deleted, then undo: said before the press, and the card takes a fresh key after', async ({
		page,
		city,
		openApp,
		secrets
	}) => {
		const [first, again] = ['everything-key-first-4d1c', 'everything-key-again-8b2e'];
		secrets.remember(first);
		secrets.remember(again);
		const stored = await postEnroll(
			city.origin,
			{ realm: 'mcp', name: 'everything', value: first },
			{ authorization: `Bearer ${city.cityKey}` }
		);
		expect(stored.status).toBe(201);
		const everything = (await ownList(city, city.city))[0]!;
		if (!('stdio' in everything.transport)) throw new Error('the seeded server is stdio');
		const { stdio } = everything.transport;
		const keyed: McpServer = {
			...everything,
			transport: { stdio: { ...stdio, env: [['EVERYTHING_KEY', 'secret:mcp/everything']] } }
		};
		await configure(city, city.city, [keyed]);
		await openApp('/mcp');
		await expect(row(page, 'everything').getByText('connected', { exact: true })).toBeVisible({ timeout: 30_000 });

		await row(page, 'everything').getByRole('button', { name: 'Remove everything…' }).click();
		await page.getByRole('checkbox', { name: /Also delete the key secret:mcp\/everything from the vault/ }).check();
		await page.getByRole('button', { name: 'Remove everything', exact: true }).click();
		await expect(page.getByText('Asked the city to delete secret:mcp/everything from the vault.')).toBeVisible();
		const undo = page.getByRole('button', { name: 'Undo the last change to this building’s list' });
		await expect(undo).toHaveAccessibleDescription(
			/^Undo puts everything back, but its key secret:mcp\/everything was deleted from the vault/
		);

		await undo.click();
		const back = row(page, 'everything');
		await expect(back.getByText('E_CREDENTIAL_MISSING')).toBeVisible({ timeout: 30_000 });
		await back.getByRole('button', { name: 'Store a fresh key under secret:mcp/everything' }).click();
		await back.getByLabel('Key for secret:mcp/everything').fill(again);
		await back.getByRole('button', { name: 'Store the key and check again' }).click();
		await expect(back.getByText('connected', { exact: true })).toBeVisible({ timeout: 30_000 });
		expect(await ownList(city, city.city)).toEqual([keyed]);
	});

	test('edit an argument: the difference names it, and the server is connected with the new argument', async ({
		page,
		city,
		openApp
	}) => {
		await openApp('/mcp');
		const everything = row(page, 'everything');
		await expect(everything.getByText('connected', { exact: true })).toBeVisible({ timeout: 30_000 });
		await everything.getByRole('button', { name: 'Edit everything…' }).click();
		await expect(page.getByRole('heading', { name: 'Edit everything' })).toBeFocused();
		const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Stop editing' }) });
		const arg = form.getByRole('textbox', { name: 'Argument 1' });
		const entry = await arg.inputValue();
		const moved = entry.replace(/\/([^/]+)$/, '/./$1');
		await arg.fill(moved);
		await form.getByRole('button', { name: 'Review the change' }).click();
		const review = page.getByTestId('review');
		await expect(review.getByText('Changed')).toBeVisible();
		// The field that changes, named, with both sides.
		await expect(review.locator('[data-field="args"]')).toContainText(moved);
		await expect(review.locator('[data-field="args"]')).toContainText(entry);
		await page.getByRole('button', { name: 'Send the change' }).click();
		await expect(everything.getByText(moved, { exact: false })).toBeVisible({ timeout: 30_000 });
		await expect(everything.getByText('connected', { exact: true })).toBeVisible({ timeout: 30_000 });
		await expect(page.getByRole('heading', { name: 'Edit everything' })).toHaveCount(0);
		const list = await ownList(city, city.city);
		expect(list.map((s) => s.label)).toEqual(['everything']);
		expect('stdio' in list[0]!.transport && list[0]!.transport.stdio.args[0]).toBe(moved);
	});

	test('an edit of environment variables only: the review names each variable and its value', async ({
		page,
		openApp
	}) => {
		await openApp('/mcp');
		const everything = row(page, 'everything');
		await expect(everything.getByText('connected', { exact: true })).toBeVisible({ timeout: 30_000 });
		await everything.getByRole('button', { name: 'Edit everything…' }).click();
		const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Stop editing' }) });
		const env = form.getByRole('group', { name: 'Environment variables' });
		await env.getByRole('button', { name: 'Add a row' }).click();
		await env
			.getByRole('textbox', { name: /^Name \d+$/ })
			.last()
			.fill('MCP_MODE');
		await env
			.getByRole('textbox', { name: /^Value \d+$/ })
			.last()
			.fill('quiet');
		await form.getByRole('button', { name: 'Review the change' }).click();
		const review = page.getByTestId('review');
		// Before: "everything was stdio … becomes stdio …", the same text twice. Now the one field that changes.
		await expect(review.locator('[data-field]')).toHaveCount(1);
		await expect(review.locator('[data-field="env"]')).toHaveText('Environment variable MCP_MODE: added quiet');
	});

	test('export the list, paste it into another building, and get the same servers', async ({ page, city, openApp }) => {
		const everything = (await ownList(city, city.city))[0]!;
		const remote: McpServer = {
			label: 'remote',
			transport: { http: { url: 'http://127.0.0.1:9/mcp', headers: [['Authorization', 'secret:mcp/remote-auth']] } }
		};
		await configure(city, city.city, [everything, ghost, remote]);
		const original = await ownList(city, city.city);
		await openApp('/mcp');
		await expect(row(page, 'everything').getByText('connected', { exact: true })).toBeVisible({ timeout: 30_000 });
		await page.getByRole('button', { name: 'Export the list' }).click();
		const exported = await page.getByRole('textbox', { name: `mcpServers JSON of ${city.city}` }).inputValue();
		expect(exported).toContain('secret:mcp/remote-auth');

		const other = `${city.city}/annex`;
		await openApp('/mcp', `?addr=${encodeURIComponent(other)}`);
		await expect(page.getByText(`Showing ${other}`)).toBeVisible();
		await page.getByRole('radio', { name: 'Paste a configuration' }).click();
		await page.getByRole('textbox', { name: 'Configuration to read' }).fill(exported);
		await page.getByRole('button', { name: 'Add 3 servers' }).click();
		await expect(page.getByTestId('review').getByText('Added')).toBeVisible();
		await page.getByRole('button', { name: 'Send the change' }).click();
		await expect(row(page, 'remote')).toHaveCount(1, { timeout: 30_000 });
		await expect.poll(() => ownList(city, other)).toEqual(original);
	});

	test('two tabs: tab A’s form notices tab B’s change before sending, and sends nothing built on the old list', async ({
		page,
		city,
		openApp,
		wireLog
	}) => {
		await openApp('/mcp');
		await expect(row(page, 'everything').getByText('connected', { exact: true })).toBeVisible({ timeout: 30_000 });
		await page.getByRole('textbox', { name: 'Label' }).fill('mine');
		await page.getByRole('textbox', { name: 'Command' }).fill('/nonexistent/mine');

		// Tab B (another page of the same city) adds a server.
		const tabB = await page.context().newPage();
		await tabB.goto(new URL('mcp', city.url).toString());
		await expect(row(tabB, 'everything')).toHaveCount(1, { timeout: 30_000 });
		await tabB.getByRole('textbox', { name: 'Label' }).fill('theirs');
		await tabB.getByRole('textbox', { name: 'Command' }).fill('/nonexistent/theirs');
		await tabB.getByRole('button', { name: 'Add the server' }).click();
		await tabB.getByRole('button', { name: 'Send the change' }).click();
		await expect(row(tabB, 'theirs')).toHaveCount(1, { timeout: 30_000 });
		await tabB.close();

		// Tab A says so, shows the difference, and does not send until it has been seen.
		const notice = page.getByTestId('conflict');
		await expect(notice).toBeVisible({ timeout: 30_000 });
		await expect(notice.getByText('theirs', { exact: true })).toBeVisible();
		const sentBefore = wireLog.commands().length;
		await page.getByRole('button', { name: 'Add the server' }).click();
		await expect(notice.getByRole('button', { name: 'I have seen it: continue on the newest list' })).toBeFocused();
		expect(wireLog.commands().length).toBe(sentBefore);

		await notice.getByRole('button', { name: 'I have seen it: continue on the newest list' }).click();
		await page.getByRole('button', { name: 'Add the server' }).click();
		await page.getByRole('button', { name: 'Send the change' }).click();
		await expect(row(page, 'mine')).toHaveCount(1, { timeout: 30_000 });
		expect((await ownList(city, city.city)).map((s) => s.label)).toEqual(['everything', 'theirs', 'mine']);
	});

	test('a pasted list larger than one frame is refused in the form with the limit named, and nothing is sent', async ({
		page,
		city,
		openApp,
		wireLog
	}) => {
		const original = await ownList(city, city.city);
		await openApp('/mcp');
		await expect(row(page, 'everything').getByText('connected', { exact: true })).toBeVisible({ timeout: 30_000 });
		await page.getByRole('radio', { name: 'Paste a configuration' }).click();
		const box = page.getByRole('textbox', { name: 'Configuration to read' });
		// 17,000 arguments of 1,000 characters: one server whose command is over the 16 MiB a frame may hold.
		// Made in the page and put in the box as a paste does (one input event), not sent over CDP key by key.
		const pastedLength = await box.evaluate((el: HTMLTextAreaElement) => {
			const args = Array.from({ length: 17_000 }, (_, i) => `${i}`.padEnd(1000, 'x'));
			el.value = JSON.stringify({ mcpServers: { huge: { command: '/nonexistent/huge', args } } });
			el.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
			return el.value.length;
		});
		expect(pastedLength).toBeGreaterThan(MAX_CLIENT_FRAME_BYTES);
		await page.getByRole('button', { name: 'Add 1 server' }).click();
		await expect(page.getByTestId('review').getByText('Added')).toBeVisible();
		const sentBefore = wireLog.commands().length;
		await page.getByRole('button', { name: 'Send the change' }).click();
		await expect(
			page.getByText(/^Not sent: this change is 16\.\d MiB, and the city reads at most 16 MiB in one frame\./)
		).toBeVisible();
		expect(wireLog.commands().length).toBe(sentBefore);
		expect(await ownList(city, city.city)).toEqual(original);
		// Nothing is lost: the pasted text stays in its box, to be shortened.
		expect(await box.evaluate((el: HTMLTextAreaElement) => el.value.length)).toBe(pastedLength);
	});
});
