import AxeBuilder from './support/axe-builder';
import type { Locator, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type WireLog } from './fixtures';
import { untilAsked } from './support/ask-barrier';

/*
 * The MCP page against a real local city: real stdio handshakes with the
 * reference server (server-everything), real configure_building round trips.
 * The page's default address is the one the city names in `welcome`.
 */

const healthAsks = (log: WireLog) => log.asks().filter((a) => JSON.stringify(a.query).includes('mcp_health')).length;
const row = (page: Page, label: string): Locator =>
	page
		.getByRole('list', { name: 'Servers' })
		.getByRole('listitem')
		.filter({ has: page.getByRole('heading', { name: label, exact: true }) });

async function axe(page: Page): Promise<string[]> {
	const result = await new AxeBuilder({ page })
		.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
		.disableRules(['region'])
		.analyze();
	return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`);
}

/** Moves focus with Tab only until the control with this accessible name has it. */
async function tabTo(page: Page, target: Locator, max = 200): Promise<void> {
	for (let i = 0; i < max; i++) {
		if (await target.evaluate((el) => el === document.activeElement)) return;
		await page.keyboard.press('Tab');
	}
	throw new Error('could not reach the control with Tab');
}

test.describe('the MCP page', () => {
	test('shows the reference server as connected with its real tool list, asking health once', async ({
		page,
		city,
		openApp,
		wireLog
	}) => {
		await openApp('/mcp');
		await expect(page.getByRole('heading', { level: 1, name: 'Tool servers' })).toBeVisible();
		await expect(page.getByText(`Showing ${city.city}`)).toBeVisible();
		const everything = row(page, 'everything');
		await expect(everything.getByText('connected', { exact: true })).toBeVisible({ timeout: 30_000 });
		await expect(everything.getByText('stdio', { exact: true })).toBeVisible();
		// The tool count and names come from the server's own tools/list.
		const answered = wireLog.received.map((f) => JSON.parse(f)).find((f) => f.answered?.outcome?.answer?.mcp_health);
		const server = answered.answered.outcome.answer.mcp_health.servers.find(
			(s: { label: string }) => s.label === 'everything'
		);
		const tools: { name: string; remote: string }[] = server.state.connected.tools;
		expect(tools.length).toBeGreaterThan(3);
		await everything.getByRole('button', { name: `Show the ${tools.length} tools of everything` }).click();
		// One line per tool; each opens into its whole entry.
		for (const tool of tools) await expect(everything.locator(`li[data-tool="${tool.name}"]`)).toBeVisible();
		expect(tools.map((t) => t.name)).toContain('everything_echo');
		expect(await axe(page)).toEqual([]);
		// A press is the barrier: an ask made by itself before it would make this 3, not 2.
		await page.getByRole('button', { name: 'Check again' }).click();
		await expect(page.getByRole('button', { name: 'Check again' })).toBeEnabled({ timeout: 30_000 });
		expect(healthAsks(wireLog)).toBe(2);
	});

	test('adds a server that does not exist, shows the city’s own failure, and removes it; both survive a reload', async ({
		page,
		openApp,
		wireLog
	}) => {
		await openApp('/mcp');
		await expect(row(page, 'everything').getByText('connected', { exact: true })).toBeVisible({ timeout: 30_000 });
		expect(healthAsks(wireLog)).toBe(1);

		await page.getByRole('textbox', { name: 'Label' }).fill('ghost');
		await page.getByRole('textbox', { name: 'Command' }).fill('/nonexistent/mcp-server');
		await page.getByRole('button', { name: 'Add the server' }).click();
		await page.getByRole('button', { name: 'Send the change' }).click();
		const ghost = row(page, 'ghost');
		// First as not asked yet (the building's list changed), then failed once health answers.
		await expect(ghost.getByText('failed', { exact: true })).toBeVisible({ timeout: 30_000 });
		await expect(row(page, 'everything').getByText('connected', { exact: true })).toBeVisible();
		const answers = wireLog.received.map((f) => JSON.parse(f)).filter((f) => f.answered?.outcome?.answer?.mcp_health);
		const refusal = answers
			.at(-1)
			.answered.outcome.answer.mcp_health.servers.find((s: { label: string }) => s.label === 'ghost').state
			.failed.refusal;
		for (const part of [refusal.code, refusal.action, refusal.subject, refusal.recovery])
			await expect(ghost.getByText(part, { exact: true })).toBeVisible();
		expect(healthAsks(wireLog)).toBe(2);
		expect(await axe(page)).toEqual([]);
		const sent = wireLog.commands().at(-1) as { configure_building: { mcp: { label: string }[] } };
		expect(sent.configure_building.mcp.map((s) => s.label)).toEqual(['everything', 'ghost']);

		await page.reload();
		await expect(row(page, 'ghost').getByText('failed', { exact: true })).toBeVisible({ timeout: 30_000 });

		await row(page, 'ghost').getByRole('button', { name: 'Remove ghost…' }).click();
		await expect(page.getByText(/Remove ghost from .+\? Its tools stop being offered/)).toBeVisible();
		await page.getByRole('button', { name: 'Remove ghost', exact: true }).click();
		await expect(row(page, 'ghost')).toHaveCount(0);
		await expect(row(page, 'everything').getByText('connected', { exact: true })).toBeVisible({ timeout: 30_000 });
		await page.reload();
		await expect(row(page, 'everything').getByText('connected', { exact: true })).toBeVisible({ timeout: 30_000 });
		await expect(row(page, 'ghost')).toHaveCount(0);
	});

	test('stores a credential-looking header in the vault and sends only its reference', async ({
		page,
		openApp,
		wireLog,
		secrets
	}) => {
		// A tool server that only records what it is sent: the city must bring it the real value.
		const seen: string[] = [];
		const server = createServer((req, res) => {
			seen.push(String(req.headers.authorization));
			res.writeHead(401, { 'content-type': 'text/plain' }).end('unauthorized');
		});
		await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
		try {
			const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
			const value = `Bearer ghp_${randomBytes(18).toString('hex')}`;
			secrets.remember(value);
			await openApp('/mcp');
			await expect(row(page, 'everything').getByText('connected', { exact: true })).toBeVisible({ timeout: 30_000 });

			await page.getByRole('radio', { name: 'URL (http or sse)' }).click();
			const form = page.locator('form').filter({ has: page.getByRole('textbox', { name: 'URL', exact: true }) });
			await form.getByRole('textbox', { name: 'Label' }).fill('vaulted');
			await form.getByRole('textbox', { name: 'URL', exact: true }).fill(url);
			await form.getByRole('button', { name: 'Add a row' }).click();
			await form.getByRole('textbox', { name: 'Name 1' }).fill('Authorization');
			await form.getByRole('textbox', { name: 'Value 1' }).fill(value);
			const offer = form.getByRole('checkbox', {
				name: /store it in the city’s vault, and the configuration carries secret:mcp\/vaulted-authorization instead/
			});
			await expect(offer).toBeChecked();
			await form.getByRole('button', { name: 'Add the server' }).click();
			await form.getByRole('button', { name: 'Send the change' }).click();
			// Confirmed by the city: the form clears, and the server's 401 is reported naming the reference, never the value.
			await expect(row(page, 'vaulted').getByText('authenticating', { exact: true })).toBeVisible({ timeout: 30_000 });
			await expect(
				row(page, 'vaulted').getByText(/store a fresh key under secret:mcp\/vaulted-authorization, then/)
			).toBeVisible();
			await expect(form.getByRole('textbox', { name: 'Label' })).toHaveValue('');

			const sent = wireLog.commands().at(-1) as {
				configure_building: { mcp: { label: string; transport: unknown }[] };
			};
			const added = sent.configure_building.mcp.find((s) => s.label === 'vaulted');
			expect(added?.transport).toEqual({
				http: { url, headers: [['Authorization', 'secret:mcp/vaulted-authorization']] }
			});
			// The city redeemed the reference for the outbound request only.
			await expect.poll(() => seen, { timeout: 30_000 }).toContain(value);
		} finally {
			await new Promise((r) => server.close(r));
		}
	});

	test('asks health once on open and once after a change, never on other events', async ({
		page,
		openApp,
		wireLog
	}) => {
		await openApp('/mcp');
		await expect(row(page, 'everything').getByText('connected', { exact: true })).toBeVisible({ timeout: 30_000 });
		await page.getByRole('textbox', { name: 'Label' }).fill('second');
		await page.getByRole('textbox', { name: 'Command' }).fill('/nonexistent/mcp-server');
		await page.getByRole('button', { name: 'Add the server' }).click();
		await page.getByRole('button', { name: 'Send the change' }).click();
		await expect(row(page, 'second').getByText('failed', { exact: true })).toBeVisible({ timeout: 30_000 });
		expect(healthAsks(wireLog)).toBe(2);
		// Focus and visibility changes do not ask.
		await page.evaluate(() => {
			window.dispatchEvent(new Event('focus'));
			document.dispatchEvent(new Event('visibilitychange'));
		});
		// The press is the barrier: an ask made by the focus, the visibility or the change before it would make 4.
		await page.getByRole('button', { name: 'Check again' }).click();
		await expect(page.getByRole('button', { name: 'Check again' })).toBeEnabled({ timeout: 30_000 });
		expect(healthAsks(wireLog)).toBe(3);
		// Leaving and coming back is a new opening: asked once more, and the other page asks nothing.
		const nav = page.getByRole('navigation', { name: 'Settings sections' });
		const asked = wireLog.asks().length;
		await nav.getByRole('link', { name: 'Endpoints' }).click();
		await expect(page.getByRole('heading', { level: 1, name: 'Endpoints' })).toBeVisible();
		// The barrier: the endpoints page's own first ask (known_hosts, never asked on /mcp) has gone out; what the
		// page asks as it opens goes out in the same pass.
		await untilAsked(wireLog, asked, 'known_hosts');
		expect(healthAsks(wireLog)).toBe(3);
		await nav.getByRole('link', { name: 'Tool servers' }).click();
		await expect.poll(() => healthAsks(wireLog)).toBe(4);
		await expect(page.getByRole('button', { name: 'Check again' })).toBeEnabled({ timeout: 30_000 });
		expect(healthAsks(wireLog)).toBe(4);
	});

	test('works with the keyboard alone, and axe finds nothing while a check is in flight', async ({ page, openApp }) => {
		await openApp('/mcp');
		// While the first check runs, rows show "not asked yet".
		await expect(page.getByRole('heading', { level: 1, name: 'Tool servers' })).toBeVisible();
		expect(await axe(page)).toEqual([]);
		const everything = row(page, 'everything');
		await expect(everything.getByText('connected', { exact: true })).toBeVisible({ timeout: 30_000 });

		const show = everything.getByRole('button', { name: /^Show the \d+ tools of everything$/ });
		await tabTo(page, show);
		await page.keyboard.press('Enter');
		await tabTo(page, everything.getByRole('button', { name: /^everything_echo\b/ }));
		await page.keyboard.press('Enter');
		await expect(everything.getByRole('heading', { name: 'everything_echo', exact: true })).toBeVisible();
		const schemaButton = page.getByRole('button', { name: 'Show the schema of everything_echo as published' });
		await tabTo(page, schemaButton);
		await page.keyboard.press('Space');
		await expect(page.getByRole('region', { name: /everything_echo, as published/ })).toBeVisible();

		await tabTo(page, page.getByRole('textbox', { name: 'Label' }));
		await page.keyboard.type('kb');
		await tabTo(page, page.getByRole('textbox', { name: 'Command' }), 5);
		await page.keyboard.type('/nonexistent/mcp-server');
		const submit = page.getByRole('button', { name: 'Add the server' });
		await tabTo(page, submit);
		await page.keyboard.press('Enter');
		// The difference is shown first, focus on the safe choice; the send button is one Tab away.
		await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
		await tabTo(page, page.getByRole('button', { name: 'Send the change' }), 3);
		await page.keyboard.press('Enter');
		const kb = row(page, 'kb');
		await expect(kb.getByText('failed', { exact: true })).toBeVisible({ timeout: 30_000 });

		await tabTo(page, kb.getByRole('button', { name: 'Remove kb…' }));
		await page.keyboard.press('Enter');
		await expect(page.getByRole('button', { name: 'Keep it' })).toBeFocused();
		await tabTo(page, page.getByRole('button', { name: 'Remove kb', exact: true }), 3);
		await page.keyboard.press('Enter');
		await expect(kb).toHaveCount(0);
	});
});
