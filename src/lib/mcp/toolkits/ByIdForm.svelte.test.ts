import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-svelte';
import { axeViolations } from '$lib/testing/axe';
import { FakeCity } from '$lib/testing/fake-city';
import type { Command } from '$protocol/schemas/commands';
import type { McpServer } from '$protocol/schemas/mcp';
import McpPageFixture from '../samples/McpPageFixture.svelte';
import { exampleBuilding, exampleHealth } from '../samples/mcp-samples';

const own = exampleBuilding.mcp as McpServer[];
const ID = '7d0c1f5e-2b4a-4c8e-9f31-6a5b2c9d8e01';
const city = () =>
	new FakeCity({
		replies: {
			mcp_health: { answer: { mcp_health: exampleHealth } },
			building: { answer: { building: exampleBuilding } },
			toolkits: { answer: { toolkits: 'unenrolled' } }
		}
	});
const sent = (c: FakeCity) =>
	c.commands.map((x: Command) => ('configure_building' in x ? x.configure_building : null)).filter((x) => x !== null);

async function openByIdForm() {
	await expect.element(page.getByRole('heading', { name: 'Add a tool server' })).toBeVisible();
	await page.getByRole('radio', { name: 'The broker’s server id' }).click();
	await expect.element(page.getByRole('textbox', { name: 'Server id' })).toBeVisible();
}

describe('adding the broker’s server by its id', () => {
	it('reviews, sends the whole list with the broker’s http server, and offers Undo once confirmed', async () => {
		const c = city();
		const screen = render(McpPageFixture, { city: c });
		await openByIdForm();
		await page.getByRole('textbox', { name: 'Server id' }).fill(ID);
		await page.getByRole('textbox', { name: 'User id (optional)' }).fill('local city');
		// The label follows the id (labels hold lower-case letters and digits only).
		await expect.element(page.getByRole('textbox', { name: 'Label' }).last()).toHaveValue(ID.replaceAll('-', ''));
		await page.getByRole('textbox', { name: 'Label' }).last().fill('composio');
		await expect
			.element(page.getByText(`https://backend.composio.dev/v3/mcp/${ID}?user_id=local%20city`))
			.toBeVisible();
		await page.getByRole('button', { name: 'Add the server' }).last().click();
		// Nothing is sent before the person has seen the difference.
		expect(sent(c)).toEqual([]);
		await page.getByRole('button', { name: 'Send the change' }).click();
		await expect.poll(() => sent(c).length).toBe(1);
		const command = sent(c)[0]!;
		expect(command.mcp).toEqual([
			...own,
			{
				label: 'composio',
				transport: {
					http: {
						url: `https://backend.composio.dev/v3/mcp/${ID}?user_id=local%20city`,
						headers: [['x-api-key', 'secret:mcp/composio']]
					}
				}
			}
		]);
		c.emitEvent('building_configured', { idem: command.idem }, 'acme/lab');
		await expect
			.element(page.getByRole('button', { name: 'Undo the last change to this building’s list' }))
			.toBeVisible();
		await expect.element(page.getByRole('textbox', { name: 'Server id' })).toHaveValue('');
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('says what is accepted beside each field, keeps what was typed, and sends nothing', async () => {
		const c = city();
		const screen = render(McpPageFixture, { city: c });
		await openByIdForm();
		const typed = `https://backend.composio.dev/v3/mcp/${ID}`;
		await page.getByRole('textbox', { name: 'Server id' }).fill(typed);
		await page.getByRole('textbox', { name: 'User id (optional)' }).fill('a\u202eb');
		await page.getByRole('textbox', { name: 'Label' }).last().fill(own[0]!.label);
		// Leaving the field draws its problem (the form grows) before the press.
		await userEvent.tab();
		await page.getByRole('button', { name: 'Add the server' }).last().click();
		await expect.element(page.getByText(/the id, not the whole address/).last()).toBeVisible();
		await expect.element(page.getByText('Remove the control or direction characters from the user id.')).toBeVisible();
		await expect.element(page.getByText('This building already has a server with this label.').last()).toBeVisible();
		await expect.element(page.getByRole('textbox', { name: 'Server id' })).toHaveFocus();
		await expect.element(page.getByRole('textbox', { name: 'Server id' })).toHaveValue(typed);
		expect(c.commands).toEqual([]);
		expect(await axeViolations(screen.container)).toEqual([]);
	});
});
