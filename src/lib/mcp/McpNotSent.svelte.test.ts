import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-svelte';
import { axeViolations } from '$lib/testing/axe';
import { FakeCity, type FakeCityOptions } from '$lib/testing/fake-city';
import type { SocketFactory, WireSocket } from '$lib/wire/connection';
import McpPageFixture from './samples/McpPageFixture.svelte';
import { exampleBuilding, exampleHealth } from './samples/mcp-samples';

/**
 * A fake city whose socket can be dropped: `drop()` closes the open socket and
 * every later one never opens, so the page stays disconnected (retrying).
 */
class DroppingCity extends FakeCity {
	#socket: WireSocket | null = null;
	#down = false;

	constructor(opts: FakeCityOptions) {
		super(opts);
		const open = this.factory;
		const factory: SocketFactory = (url) => {
			if (this.#down)
				return { onopen: null, onmessage: null, onclose: null, onerror: null, send: () => {}, close: () => {} };
			return (this.#socket = open(url));
		};
		// `factory` is the base's own field; the Harness reads it when it connects.
		Object.defineProperty(this, 'factory', { value: factory });
	}

	drop(): void {
		this.#down = true;
		this.#socket?.onclose?.({ code: 1006 });
	}
}

const city = () =>
	new DroppingCity({
		replies: {
			mcp_health: { answer: { mcp_health: exampleHealth } },
			building: { answer: { building: exampleBuilding } }
		}
	});
const NOT_SENT = 'The change did not leave: the city is not connected. Nothing was changed; try again once connected.';

describe('a change pressed while the socket is down', () => {
	it('says an added server did not leave and keeps the form as typed', async () => {
		const c = city();
		const screen = render(McpPageFixture, { city: c });
		await expect.element(page.getByText('3 tools in all', { exact: false })).toBeVisible();
		await page.getByRole('textbox', { name: 'Label' }).first().fill('time');
		await page.getByRole('textbox', { name: 'Command' }).fill('uvx');
		await page.getByRole('button', { name: 'Add an argument' }).click();
		await page.getByRole('textbox', { name: 'Argument 1' }).fill('--local-timezone=Europe/Paris France');
		await page.getByRole('button', { name: 'Add a row' }).first().click();
		await page.getByRole('textbox', { name: 'Name 1' }).first().fill('LOG_LEVEL');
		await page.getByRole('textbox', { name: 'Value 1' }).first().fill('debug');
		await page.getByRole('button', { name: 'Add the server' }).first().click();
		c.drop();
		await page.getByRole('button', { name: 'Send the change' }).click();
		await expect.element(page.getByText(NOT_SENT)).toBeVisible();
		expect(c.commands).toEqual([]);
		await expect.element(page.getByRole('textbox', { name: 'Label' }).first()).toHaveValue('time');
		await expect.element(page.getByRole('textbox', { name: 'Command' })).toHaveValue('uvx');
		await expect
			.element(page.getByRole('textbox', { name: 'Argument 1' }))
			.toHaveValue('--local-timezone=Europe/Paris France');
		await expect.element(page.getByRole('textbox', { name: 'Name 1' }).first()).toHaveValue('LOG_LEVEL');
		await expect.element(page.getByRole('textbox', { name: 'Value 1' }).first()).toHaveValue('debug');
		// Not busy: the same press can be made again once connected.
		await expect.element(page.getByRole('button', { name: 'Add the server' }).first()).toBeEnabled();
		// Off the button: a hovered primary button is drawn in surface-2 under accent-text (theme.css), a separate finding.
		await page.getByRole('heading', { name: 'Add a tool server' }).hover();
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('says a removal did not leave and keeps the server in the list', async () => {
		const c = city();
		render(McpPageFixture, { city: c });
		await expect.element(page.getByText('3 tools in all', { exact: false })).toBeVisible();
		await page.getByRole('button', { name: 'Remove docs…' }).click();
		c.drop();
		await page.getByRole('button', { name: 'Remove docs', exact: true }).click();
		await expect.element(page.getByText(NOT_SENT)).toBeVisible();
		expect(c.commands).toEqual([]);
		await expect.element(page.getByRole('heading', { name: 'docs', exact: true })).toBeVisible();
	});
});
