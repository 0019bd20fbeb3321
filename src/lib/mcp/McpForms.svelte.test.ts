import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-svelte';
import { axeViolations } from '$lib/testing/axe';
import { FakeCity } from '$lib/testing/fake-city';
import refusalGate from '$protocol/frames/refusal-gate.json';
import type { Command } from '$protocol/schemas/commands';
import type { Query } from '$protocol/schemas/queries';
import type { McpServer } from '$protocol/schemas/mcp';
import McpPageFixture from './samples/McpPageFixture.svelte';
import { exampleBuilding, exampleHealth } from './samples/mcp-samples';

const healthAsks = (city: FakeCity) =>
	city.asks.filter((q: Query) => typeof q === 'object' && 'mcp_health' in q).length;
const sentLists = (city: FakeCity) =>
	city.commands
		.map((c: Command) => ('configure_building' in c ? c.configure_building : null))
		.filter((c) => c !== null);
const city = () =>
	new FakeCity({
		replies: {
			mcp_health: { answer: { mcp_health: exampleHealth } },
			building: { answer: { building: exampleBuilding } }
		}
	});
const own = exampleBuilding.mcp as McpServer[];

async function ready() {
	await expect.element(page.getByRole('heading', { name: 'Add a tool server' })).toBeVisible();
}

/** The change is shown as a difference first; this sends it. */
async function sendReviewed() {
	await page.getByRole('button', { name: 'Send the change' }).click();
}

describe('adding a stdio server', () => {
	it('is not red when fresh, says what is wrong once a field is left or send is pressed, and sends nothing', async () => {
		const c = city();
		const screen = render(McpPageFixture, { city: c });
		await ready();
		await expect.element(page.getByRole('textbox', { name: 'Command' })).toBeVisible();
		const form = page.getByRole('textbox', { name: 'Command' }).element().closest('form')!;
		// A fresh form: no error text, nothing marked invalid; the button still says how many things stop it.
		expect([...form.querySelectorAll('.field-error')].map((e) => e.textContent?.trim()).filter(Boolean)).toEqual([]);
		expect(form.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
		// None of the two is drawn yet, so the count says how to see them, not to look beside the fields.
		await expect
			.element(page.getByText('2 things stop this from being sent; “Add the server” shows where.').first())
			.toBeVisible();
		await page.getByRole('textbox', { name: 'Label' }).first().fill('Notes_2');
		expect(form.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
		await userEvent.tab();
		await expect.element(page.getByText(/A label may hold only lower-case letters/)).toBeVisible();
		expect(page.getByText('Enter the program to start.').elements()).toHaveLength(0);
		await page.getByRole('textbox', { name: 'Label' }).first().fill('notes');
		await expect.element(page.getByText('This building already has a server with this label.')).toBeVisible();
		await page.getByRole('button', { name: 'Add a row' }).first().click();
		await page.getByRole('textbox', { name: 'Value 1' }).first().fill('orphan');
		await page.getByRole('button', { name: 'Add the server' }).first().click();
		// Pressed: every reason shows, and focus goes to the first of them.
		await expect.element(page.getByText('Enter the program to start.')).toBeVisible();
		await expect.element(page.getByText(/This row has a value but no name/)).toBeVisible();
		await expect.element(page.getByRole('textbox', { name: 'Label' }).first()).toHaveFocus();
		await expect
			.element(page.getByText('3 things stop this from being sent; see beside the fields.').first())
			.toBeVisible();
		expect(c.commands).toEqual([]);
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('refuses two environment variables with the same name beside the second', async () => {
		render(McpPageFixture, { city: city() });
		await ready();
		await page.getByRole('button', { name: 'Add a row' }).first().click();
		await page.getByRole('button', { name: 'Add a row' }).first().click();
		await page.getByRole('textbox', { name: 'Name 1' }).first().fill('LOG');
		await page.getByRole('textbox', { name: 'Name 2' }).first().fill('LOG');
		await userEvent.tab();
		await expect
			.element(page.getByText('Another variable above has this name; each name may appear once.'))
			.toBeVisible();
		await expect.element(page.getByRole('textbox', { name: 'Name 2' }).first()).toHaveAttribute('aria-invalid', 'true');
		await expect
			.element(page.getByRole('textbox', { name: 'Name 1' }).first())
			.toHaveAttribute('aria-invalid', 'false');
	});

	it('sends the whole list with the new server, then asks health once when the city confirms', async () => {
		// Health's second answer leaves out the servers not connected, so its arrival is seen.
		let answers = 0;
		const c = new FakeCity({
			replies: {
				mcp_health: () => ({
					answer: {
						mcp_health:
							++answers === 1
								? exampleHealth
								: { ...exampleHealth, servers: exampleHealth.servers.filter((x) => 'connected' in x.state) }
					}
				}),
				building: { answer: { building: exampleBuilding } }
			}
		});
		render(McpPageFixture, { city: c });
		await ready();
		await expect.element(page.getByText('3 tools in all', { exact: false })).toBeVisible();
		await page.getByRole('textbox', { name: 'Label' }).first().fill('time');
		await page.getByRole('textbox', { name: 'Command' }).fill('uvx');
		await page.getByRole('button', { name: 'Add an argument' }).click();
		await page.getByRole('textbox', { name: 'Argument 1' }).fill('mcp-server-time');
		await page.getByRole('button', { name: 'Add an argument' }).click();
		await page.getByRole('textbox', { name: 'Argument 2' }).fill('--local-timezone=Europe/Paris France');
		await page.getByRole('button', { name: 'Add the server' }).first().click();
		// Shown first: the server to be added; nothing sent yet.
		const review = page.getByTestId('review');
		await expect.element(review.getByText('Added')).toBeVisible();
		await expect.element(review.getByText("uvx mcp-server-time '--local-timezone=Europe/Paris France'")).toBeVisible();
		expect(c.commands).toEqual([]);
		await sendReviewed();
		await expect.element(page.getByText('Sent; waiting for the city to confirm.')).toBeVisible();
		const [sent] = sentLists(c);
		expect(sent?.addr).toBe('acme/lab');
		expect(sent?.idem).toMatch(/^idem1-[0-9a-f]{32}$/);
		expect(sent?.mcp).toEqual([
			...own,
			{
				label: 'time',
				transport: {
					stdio: { command: 'uvx', args: ['mcp-server-time', '--local-timezone=Europe/Paris France'], env: [] }
				}
			}
		]);
		expect(healthAsks(c)).toBe(1);
		// An event for another building does nothing. The barrier: one for this building from another press, handled
		// after it, makes the page read the building again (nothing else does here) and does not confirm this press;
		// had the first event confirmed it, health would have been asked and the press would no longer wait.
		const buildingAsks = () => c.asks.filter((q: Query) => typeof q === 'object' && 'building_view' in q).length;
		const readsBefore = buildingAsks();
		c.emitEvent('building_configured', {}, 'acme/other');
		c.emitEvent('building_configured', { idem: 'idem1-' + '0'.repeat(32), mcp: own }, 'acme/lab');
		await expect.poll(buildingAsks).toBe(readsBefore + 1);
		await expect.element(page.getByText('Sent; waiting for the city to confirm.')).toBeVisible();
		expect(healthAsks(c)).toBe(1);
		// This press's event confirms it, and health is asked once: by the time its answer is drawn, a second ask
		// made with it would have been counted.
		c.emitEvent('building_configured', { idem: sent!.idem }, 'acme/lab');
		await expect
			.element(
				page.getByText(
					'The city changed the list, and every server was asked again: the summary above shows that check.'
				)
			)
			.toBeVisible();
		await expect.element(page.getByText(/ · 0 needing sign-in · 0 failed · /)).toBeVisible();
		expect(healthAsks(c)).toBe(2);
		await expect.element(page.getByRole('textbox', { name: 'Label' }).first()).toHaveValue('');
		// The review that sent it is gone: the keyboard lands on Undo, never on the page's body.
		await expect
			.element(page.getByRole('button', { name: 'Undo the last change to this building’s list' }))
			.toHaveFocus();
	});

	it('keeps the form as it was and shows a refusal that names this building beside it', async () => {
		const c = city();
		render(McpPageFixture, { city: c, addr: 'acme/payroll' });
		await ready();
		await page.getByRole('radio', { name: 'URL (http or sse)' }).click();
		await page.getByRole('textbox', { name: 'Label' }).first().fill('linear2');
		await page.getByRole('textbox', { name: 'URL', exact: true }).fill('https://mcp.linear.app/mcp');
		await page.getByRole('button', { name: 'Add the server' }).first().click();
		await sendReviewed();
		c.emitRefusal(refusalGate.refusal);
		await expect.element(page.getByText('The city refused this change; the form is as you left it.')).toBeVisible();
		await expect
			.element(page.getByText('a confidential building reaches only tool servers on this machine'))
			.toBeVisible();
		await expect
			.element(page.getByRole('textbox', { name: 'URL', exact: true }))
			.toHaveValue('https://mcp.linear.app/mcp');
		await expect.element(page.getByRole('textbox', { name: 'Label' }).first()).toHaveValue('linear2');
		expect(healthAsks(c)).toBe(1);
	});

	it('moves a credential into the vault and sends only its reference', async () => {
		const c = city();
		const bodies: string[] = [];
		const enrollFetch = (async (_u: string, init: RequestInit) => {
			bodies.push(String(init.body));
			return new Response('secret:mcp/gh-github_token', { status: 201 });
		}) as unknown as typeof fetch;
		render(McpPageFixture, { city: c, enrollFetch });
		await ready();
		await page.getByRole('textbox', { name: 'Label' }).first().fill('gh');
		await page.getByRole('textbox', { name: 'Command' }).fill('github-mcp-server');
		await page.getByRole('button', { name: 'Add a row' }).first().click();
		await page.getByRole('textbox', { name: 'Name 1' }).first().fill('GITHUB_TOKEN');
		await page.getByRole('textbox', { name: 'Value 1' }).first().fill('ghp_typedvalue');
		await expect.element(page.getByRole('checkbox', { name: /store it in the city’s vault/ })).toBeChecked();
		await page.getByRole('button', { name: 'Add the server' }).first().click();
		// Nothing goes to the vault before the person confirms the change.
		expect(bodies).toEqual([]);
		await sendReviewed();
		await expect.element(page.getByText('Sent; waiting for the city to confirm.')).toBeVisible();
		expect(bodies).toEqual([JSON.stringify({ realm: 'mcp', name: 'gh-github_token', value: 'ghp_typedvalue' })]);
		expect(JSON.stringify(c.commands)).not.toContain('ghp_typedvalue');
		expect(sentLists(c)[0]?.mcp?.at(-1)).toEqual({
			label: 'gh',
			transport: {
				stdio: { command: 'github-mcp-server', args: [], env: [['GITHUB_TOKEN', 'secret:mcp/gh-github_token']] }
			}
		});
		// The typed value has left the form.
		await expect
			.element(page.getByRole('textbox', { name: 'Value 1' }).first())
			.toHaveValue('secret:mcp/gh-github_token');
	});
});

describe('removing a server', () => {
	it('shows the difference with focus on “Keep it”, then sends the list without it', async () => {
		const c = city();
		const screen = render(McpPageFixture, { city: c });
		await page.getByRole('button', { name: 'Remove docs…' }).click();
		await expect
			.element(page.getByText('Remove docs from acme/lab? Its tools stop being offered in this building.'))
			.toBeVisible();
		await expect.element(page.getByTestId('review').getByText('Removed')).toBeVisible();
		await expect.element(page.getByRole('button', { name: 'Keep it' })).toHaveFocus();
		expect(await axeViolations(screen.container)).toEqual([]);
		await page.getByRole('button', { name: 'Remove docs', exact: true }).click();
		expect(sentLists(c)[0]?.mcp?.map((s) => s.label)).toEqual(['github', 'linear', 'notes']);
	});

	it('cancels on Escape and puts focus back on the row’s remove button', async () => {
		const c = city();
		render(McpPageFixture, { city: c });
		await page.getByRole('button', { name: 'Remove docs…' }).click();
		await expect.element(page.getByRole('button', { name: 'Keep it' })).toHaveFocus();
		await userEvent.keyboard('{Escape}');
		await expect.element(page.getByRole('button', { name: 'Remove docs…' })).toHaveFocus();
		expect(page.getByTestId('review').elements()).toHaveLength(0);
		expect(c.commands).toEqual([]);
	});
});

describe('the paste box', () => {
	it('previews each server with its transport and target or its reason, and adds the valid ones', async () => {
		const c = city();
		const screen = render(McpPageFixture, { city: c });
		await ready();
		await page.getByRole('radio', { name: 'Paste a configuration' }).click();
		const text = JSON.stringify({
			mcpServers: {
				time: { command: 'uvx', args: ['mcp-server-time'] },
				github: { command: 'docker' },
				ws: { type: 'ws', url: 'ws://x' },
				sentry: { type: 'http', url: 'https://mcp.sentry.dev/mcp' }
			}
		});
		await page.getByRole('textbox', { name: 'Configuration to read' }).fill(text);
		const preview = page.getByRole('table', { name: 'What would be added' });
		await expect.element(preview.getByText('uvx mcp-server-time')).toBeVisible();
		await expect.element(preview.getByText('This building already has a server with this label.')).toBeVisible();
		await expect.element(preview.getByText('Its type “ws” is not stdio, http or sse.')).toBeVisible();
		expect(await axeViolations(screen.container)).toEqual([]);
		await page.getByRole('button', { name: 'Add 2 servers' }).click();
		await sendReviewed();
		expect(sentLists(c)[0]?.mcp?.map((s) => s.label)).toEqual(['github', 'linear', 'docs', 'notes', 'time', 'sentry']);
	});

	it('keeps every column of the preview on screen, long names and targets included, at 360, 600 and 800 px', async () => {
		const long = 'a-very-long-server-name-without-any-spaces-at-all-for-sure';
		const text = JSON.stringify({
			mcpServers: {
				time: { command: 'uvx', args: ['mcp-server-time', '--local-timezone=Europe/Paris France'] },
				gitlab: { command: 'npx', args: ['-y', 'x'], env: { GITLAB_PERSONAL_ACCESS_TOKEN: 'glpat-exampleexample' } },
				sentry: { type: 'http', url: 'https://mcp.sentry.dev/mcp', headers: { Authorization: 'Bearer example-token' } },
				ws: { type: 'ws', url: 'ws://localhost:9000' },
				[long]: {
					command: 'node',
					args: ['/opt/an/extremely/long/path/to/some/server/entry/point/that/keeps/going/index.js']
				}
			}
		});
		try {
			for (const width of [360, 600, 800]) {
				await page.viewport(width, 800);
				const screen = render(McpPageFixture, { city: city() });
				await ready();
				await page.getByRole('radio', { name: 'Paste a configuration' }).click();
				await page.getByRole('textbox', { name: 'Configuration to read' }).fill(text);
				await expect.element(page.getByRole('table', { name: 'What would be added' })).toBeVisible();
				const region = screen.container.querySelector('.table-scroll')!;
				expect(region.scrollWidth, `at ${width} px`).toBeLessThanOrEqual(region.clientWidth);
				const edge = region.getBoundingClientRect().right;
				const past = [...region.querySelectorAll('th, td, td *')].filter(
					(el) => el.getBoundingClientRect().right > edge + 1
				);
				expect(past, `at ${width} px`).toEqual([]);
				screen.unmount();
			}
		} finally {
			await page.viewport(1280, 900);
		}
	});

	it('says when the paste cannot be read', async () => {
		render(McpPageFixture, { city: city() });
		await ready();
		await page.getByRole('radio', { name: 'Paste a configuration' }).click();
		await page.getByRole('textbox', { name: 'Configuration to read' }).fill('{"mcpServers": {');
		await expect.element(page.getByText(/This is not JSON that can be read/)).toBeVisible();
		await expect.element(page.getByRole('button', { name: 'Add 0 servers' })).toBeDisabled();
	});
});
