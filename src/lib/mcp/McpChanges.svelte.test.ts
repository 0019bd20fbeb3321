import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-svelte';
import { axeViolations } from '$lib/testing/axe';
import { FakeCity } from '$lib/testing/fake-city';
import endpointsFrame from '$protocol/frames/answered-endpoints.json';
import type { Command } from '$protocol/schemas/commands';
import type { EndpointsAnswer } from '$protocol/schemas/endpoints';
import type { McpServer } from '$protocol/schemas/mcp';
import type { Query } from '$protocol/schemas/queries';
import McpPageFixture from './samples/McpPageFixture.svelte';
import { exampleBuilding, exampleHealth } from './samples/mcp-samples';

const original = exampleBuilding.mcp as McpServer[];

/** A fake city that keeps the list it is sent and writes `building_configured` with it, as the real one does. */
function living(start: McpServer[] = original) {
	const state = { mcp: structuredClone(start) };
	const city = new FakeCity({
		replies: {
			mcp_health: { answer: { mcp_health: exampleHealth } },
			building: () => ({ answer: { building: { addr: 'acme/lab', mcp: state.mcp } } })
		},
		onCommand: (command, c) => {
			if (!('configure_building' in command)) return;
			const { mcp, idem, addr } = command.configure_building;
			if (mcp) state.mcp = mcp;
			c.emitEvent('building_configured', { mcp: state.mcp, idem }, addr);
		}
	});
	/** Another tab's change. */
	const elsewhere = (mcp: McpServer[]) => {
		state.mcp = mcp;
		city.emitEvent('building_configured', { mcp, idem: 'idem1-' + 'f'.repeat(32) }, 'acme/lab');
	};
	return { city, state, elsewhere };
}
/** The wire's example endpoints, one of whose accounts also uses `reference`. */
function endpointsUsing(reference: string) {
	const answer = structuredClone(endpointsFrame.answered.outcome.answer) as { endpoints: EndpointsAnswer };
	answer.endpoints.endpoints[0]!.tuning.accounts!.push({ id: 'mcpkey', reference, header: null });
	return { answer };
}
const lists = (c: FakeCity) =>
	c.commands.flatMap((c: Command) => ('configure_building' in c ? [c.configure_building.mcp ?? []] : []));
const labels = (l: McpServer[] | undefined) => l?.map((s) => s.label);
const healthAsks = (c: FakeCity) => c.asks.filter((q: Query) => typeof q === 'object' && 'mcp_health' in q).length;
const time: McpServer = { label: 'time', transport: { stdio: { command: 'uvx', args: [], env: [] } } };

describe('undo', () => {
	it('puts the previous list back with a new configure_building once the city confirmed', async () => {
		const { city } = living();
		const screen = render(McpPageFixture, { city });
		await page.getByRole('button', { name: 'Remove docs…' }).click();
		await page.getByRole('button', { name: 'Remove docs', exact: true }).click();
		const undo = page.getByRole('button', { name: 'Undo the last change to this building’s list' });
		await expect.element(undo).toBeVisible();
		await expect.element(page.getByText('The city made the change: 1 removed.')).toBeVisible();
		expect(await axeViolations(screen.container)).toEqual([]);
		await undo.click();
		expect(labels(lists(city).at(-1))).toEqual(labels(original));
		await expect.element(page.getByRole('heading', { name: 'docs', exact: true })).toBeVisible();
		expect(lists(city)).toHaveLength(2);
		// Undoing is confirmed in words, and the keyboard stays on that confirmation.
		const undone = page.getByText('Undone: the city put the list back as it was before that change.');
		await expect.element(undone).toBeVisible();
		expect(document.activeElement?.contains(undone.element())).toBe(true);
	});

	it('says the list changed again and sends nothing', async () => {
		const { city, elsewhere } = living();
		render(McpPageFixture, { city });
		await page.getByRole('button', { name: 'Remove docs…' }).click();
		await page.getByRole('button', { name: 'Remove docs', exact: true }).click();
		await expect.element(page.getByRole('button', { name: /^Undo the last change/ })).toBeVisible();
		elsewhere([...original.filter((s) => s.label !== 'docs'), time]);
		await expect
			.element(page.getByText(/The list has changed again since, so undo would drop that change/))
			.toBeVisible();
		expect(page.getByRole('button', { name: /^Undo the last change/ }).elements()).toHaveLength(0);
		expect(lists(city)).toHaveLength(1);
	});
});

describe('removing a server that used keys', () => {
	it('offers deleting the keys only it used, and asks the vault to forget the chosen ones once confirmed', async () => {
		const { city } = living();
		city.opts.replies!.endpoints = endpointsUsing('secret:mcp/github');
		render(McpPageFixture, { city });
		await page.getByRole('button', { name: 'Remove linear…' }).click();
		const offer = page.getByRole('checkbox', { name: /Also delete the key secret:mcp\/linear from the vault/ });
		await expect.element(offer).not.toBeChecked();
		await offer.click();
		await page.getByRole('button', { name: 'Remove linear', exact: true }).click();
		await expect.element(page.getByText('Asked the city to delete secret:mcp/linear from the vault.')).toBeVisible();
		const forgets = city.commands.flatMap((c: Command) => ('forget_secret' in c ? [c.forget_secret.reference] : []));
		expect(forgets).toEqual(['secret:mcp/linear']);
	});

	it('an undo of a removal whose key was deleted says so before, and offers the key field after', async () => {
		const { city, state } = living();
		city.opts.replies!.endpoints = { answer: endpointsFrame.answered.outcome.answer };
		// The vault as the city keeps it: a forgotten key makes github fail for a missing credential.
		const vault = new Set(['secret:mcp/github']);
		const missing = {
			failed: {
				refusal: {
					code: 'E_CREDENTIAL_MISSING',
					action: 'open tool server github',
					subject: 'secret:mcp/github is not in the vault',
					nearby: [],
					recovery:
						'store the key for secret:mcp/github (or fix its environment variable), then check this server again',
					retry: 'no'
				}
			}
		};
		city.opts.replies!.mcp_health = () => ({
			answer: {
				mcp_health: {
					...exampleHealth,
					servers: exampleHealth.servers
						.filter((h) => state.mcp.some((s) => s.label === h.label))
						.map((h) => (h.label === 'github' && !vault.has('secret:mcp/github') ? { ...h, state: missing } : h))
				}
			}
		});
		const onCommand = city.opts.onCommand!;
		city.opts.onCommand = (command, c) => {
			if ('forget_secret' in command) vault.delete(command.forget_secret.reference);
			onCommand(command, c);
		};
		const enrollFetch = (async () => {
			vault.add('secret:mcp/github');
			return new Response('secret:mcp/github', { status: 201 });
		}) as unknown as typeof fetch;
		const screen = render(McpPageFixture, { city, enrollFetch });
		await page.getByRole('button', { name: 'Remove github…' }).click();
		await page.getByRole('checkbox', { name: /Also delete the key secret:mcp\/github from the vault/ }).click();
		await page.getByRole('button', { name: 'Remove github', exact: true }).click();
		await expect.element(page.getByText('Asked the city to delete secret:mcp/github from the vault.')).toBeVisible();
		// Before the press: undo says it puts github back without its key.
		const warning =
			'Undo puts github back, but its key secret:mcp/github was deleted from the vault, and undo does not bring a key back: after undo, store a fresh key in the field its card shows.';
		const undo = page.getByRole('button', { name: 'Undo the last change to this building’s list' });
		await expect.element(undo).toHaveAccessibleDescription(warning);
		await expect.element(page.getByText(warning)).toBeVisible();
		expect(await axeViolations(screen.container)).toEqual([]);
		await undo.click();
		// After: github is back, failing for its key, and its card offers the field that stores one.
		const github = page
			.getByRole('listitem')
			.filter({ has: page.getByRole('heading', { name: 'github', exact: true }) });
		await expect.element(github.getByText('E_CREDENTIAL_MISSING')).toBeVisible();
		await github.getByRole('button', { name: 'Store a fresh key under secret:mcp/github' }).click();
		await github.getByLabelText('Key for secret:mcp/github').fill('ghp_typedagain');
		await github.getByRole('button', { name: 'Store the key and check again' }).click();
		await expect.element(github.getByText('connected', { exact: true })).toBeVisible();
		expect(page.getByText(warning).elements()).toHaveLength(0);
	});

	it('never offers a key another endpoint still uses', async () => {
		// github also holds a key nobody else uses: its offer, drawn from the same answer, is the barrier.
		const withSpare = structuredClone(original);
		const github = withSpare.find((x) => x.label === 'github')!.transport as { stdio: { env: [string, string][] } };
		github.stdio.env.push(['SPARE_TOKEN', 'secret:mcp/spare']);
		const { city } = living(withSpare);
		city.opts.replies!.endpoints = endpointsUsing('secret:mcp/github');
		render(McpPageFixture, { city });
		await page.getByRole('button', { name: 'Remove github…' }).click();
		await expect.element(page.getByTestId('review').getByText('Removed')).toBeVisible();
		await expect.element(page.getByRole('checkbox', { name: /Also delete the key secret:mcp\/spare/ })).toBeVisible();
		expect(page.getByRole('checkbox', { name: /Also delete the key/ }).elements()).toHaveLength(1);
	});
});

describe('a form that started from an older list', () => {
	it('says so, shows the difference, and does not send until the person has seen it', async () => {
		const { city, elsewhere } = living();
		const screen = render(McpPageFixture, { city });
		await expect.element(page.getByRole('textbox', { name: 'Command' })).toBeVisible();
		await page.getByRole('textbox', { name: 'Label' }).first().fill('mine');
		await page.getByRole('textbox', { name: 'Command' }).fill('/opt/mine');
		elsewhere([...original, time]);
		const notice = page.getByTestId('conflict');
		await expect.element(notice.getByText('time', { exact: true })).toBeVisible();
		expect(await axeViolations(screen.container)).toEqual([]);
		await page.getByRole('button', { name: 'Add the server' }).first().click();
		const seen = page.getByRole('button', { name: 'I have seen it: continue on the newest list' });
		await expect.element(seen).toHaveFocus();
		expect(lists(city)).toEqual([]);
		await seen.click();
		await page.getByRole('button', { name: 'Add the server' }).first().click();
		await page.getByRole('button', { name: 'Send the change' }).click();
		expect(labels(lists(city)[0])).toEqual([...labels(original)!, 'time', 'mine']);
	});
});

describe('edit and duplicate', () => {
	it('edits a server in the form it was added with, in place, through the difference', async () => {
		const { city } = living();
		render(McpPageFixture, { city });
		await page.getByRole('button', { name: 'Edit notes…' }).click();
		await expect.element(page.getByRole('heading', { name: 'Edit notes' })).toHaveFocus();
		const form = page.getByRole('button', { name: 'Stop editing' }).element().closest('form')!;
		const label = form.querySelector<HTMLInputElement>('[data-field="label"]')!;
		expect(label.value).toBe('notes');
		const command = form.querySelector<HTMLInputElement>('[data-field="command"]')!;
		await userEvent.fill(command, '/opt/notes-v2');
		await page.getByRole('button', { name: 'Review the change' }).click();
		await expect.element(page.getByTestId('review').getByText('Changed')).toBeVisible();
		await page.getByRole('button', { name: 'Send the change' }).click();
		const sent = lists(city)[0]!;
		expect(labels(sent)).toEqual(labels(original));
		const notes = sent.find((s) => s.label === 'notes')!;
		expect('stdio' in notes.transport && notes.transport.stdio.command).toBe('/opt/notes-v2');
		await expect.element(page.getByRole('heading', { name: 'Edit notes' })).not.toBeInTheDocument();
	});

	it('duplicates a server under a free label', async () => {
		const { city } = living();
		render(McpPageFixture, { city });
		await page.getByRole('button', { name: 'Duplicate notes…' }).click();
		await expect.element(page.getByRole('heading', { name: 'Duplicate notes' })).toHaveFocus();
		await page.getByRole('button', { name: 'Review the change' }).click();
		await expect.element(page.getByTestId('review').getByText('Added')).toBeVisible();
		await page.getByRole('button', { name: 'Send the change' }).click();
		const sent = lists(city)[0]!;
		expect(labels(sent)).toEqual([...labels(original)!, 'notes2']);
		expect(sent.at(-1)?.transport).toEqual(original.find((s) => s.label === 'notes')?.transport);
	});
});

describe('an authenticating server', () => {
	it('offers storing the fresh key it asks for, through /enroll, then asks health again', async () => {
		const { city } = living();
		const bodies: string[] = [];
		const enrollFetch = (async (_u: string, init: RequestInit) => {
			bodies.push(String(init.body));
			return new Response('secret:mcp/linear', { status: 201 });
		}) as unknown as typeof fetch;
		render(McpPageFixture, { city, enrollFetch });
		await page.getByRole('button', { name: 'Store a fresh key under secret:mcp/linear' }).click();
		await page.getByLabelText('Key for secret:mcp/linear').fill('lin_api_typed');
		const before = healthAsks(city);
		await page.getByRole('button', { name: 'Store the key and check again' }).click();
		await expect
			.element(
				page.getByText(
					'Stored under secret:mcp/linear, and every server was asked again: the summary above shows that check.'
				)
			)
			.toBeVisible();
		expect(bodies).toEqual([JSON.stringify({ realm: 'mcp', name: 'linear', value: 'lin_api_typed' })]);
		expect(healthAsks(city)).toBe(before + 1);
		expect(JSON.stringify(city.commands)).not.toContain('lin_api_typed');
		await expect.element(page.getByLabelText('Key for secret:mcp/linear')).toHaveValue('');
	});
});

describe('the paste box', () => {
	it('says a label clashes with another row of the same paste, and names variables by name', async () => {
		render(McpPageFixture, { city: living().city });
		await expect.element(page.getByRole('heading', { name: 'Add a tool server' })).toBeVisible();
		await page.getByRole('radio', { name: 'Paste a configuration' }).click();
		const text = JSON.stringify({
			mcpServers: {
				'brave-search': { command: 'a' },
				bravesearch: { command: 'b' },
				gh: { command: 'c', env: { GITHUB_TOKEN: '${input:token}' } }
			}
		});
		await page.getByRole('textbox', { name: 'Configuration to read' }).fill(text);
		const preview = page.getByRole('table', { name: 'What would be added' });
		await expect
			.element(preview.getByText('Another server earlier in this paste has this label; rename one of them.'))
			.toBeVisible();
		await expect.element(preview.getByText('env GITHUB_TOKEN')).toBeVisible();
		expect(preview.getByText('env.0.value').elements()).toHaveLength(0);
	});
});

describe('a list the page cannot read', () => {
	it('offers no change from a row while the building’s own list is unavailable, and sends nothing', async () => {
		const { city } = living();
		let readable = true;
		const replies = city.opts.replies!;
		const answer = replies.building as (q: Query) => unknown;
		replies.building = (q: Query) =>
			readable ? (answer(q) as never) : { answer: { unavailable: { query: 'building_view', reason: 'disk gone' } } };
		render(McpPageFixture, { city });
		await page.getByRole('button', { name: 'Remove docs…' }).click();
		await expect.element(page.getByRole('button', { name: 'Remove docs', exact: true })).toBeVisible();
		readable = false;
		// Another tab's change that carries no list: the page must read the list again, and cannot.
		city.emitEvent('building_configured', { idem: 'idem1-' + 'e'.repeat(32) }, 'acme/lab');
		await expect.element(page.getByText('disk gone')).toBeVisible();
		await expect.element(page.getByRole('button', { name: 'Remove docs', exact: true })).not.toBeInTheDocument();
		expect(page.getByRole('button', { name: /^Remove \w+…$/ }).elements()).toHaveLength(0);
		expect(lists(city)).toEqual([]);
	});
});
