import { afterEach, expect, it } from 'vitest';
import { FakeCity } from '$lib/testing/fake-city';
import { mountInShadow, type InShadow } from '$lib/testing/shadow';
import type { McpServer } from '$protocol/schemas/mcp';
import McpPageFixture from '../samples/McpPageFixture.svelte';
import { exampleBuilding, exampleHealth } from '../samples/mcp-samples';

let shadow: InShadow | null = null;
let hostField: HTMLInputElement | null = null;
afterEach(() => {
	shadow?.remove();
	hostField?.remove();
});

/** A fake city that confirms `configure_building` at once, or, once `hold` is set, only on `confirm()`. */
function holding() {
	const state = { mcp: structuredClone(exampleBuilding.mcp as McpServer[]) };
	const held = { hold: false, confirm: () => {} };
	const city = new FakeCity({
		replies: {
			mcp_health: { answer: { mcp_health: exampleHealth } },
			building: () => ({ answer: { building: { addr: 'acme/lab', mcp: state.mcp } } })
		},
		onCommand: (command, c) => {
			if (!('configure_building' in command)) return;
			const { mcp, idem, addr } = command.configure_building;
			held.confirm = () => {
				if (mcp) state.mcp = mcp;
				c.emitEvent('building_configured', { mcp: state.mcp, idem }, addr);
			};
			if (!held.hold) held.confirm();
		}
	});
	return { city, held };
}

/** Removes `docs` inside a shadow root and presses Undo; the city has not confirmed the undo yet. */
async function undoHeld(): Promise<{ confirm: () => void; shadow: InShadow }> {
	const { city, held } = holding();
	shadow = mountInShadow(McpPageFixture, { city });
	const { screen } = shadow;
	await screen.getByRole('button', { name: 'Remove docs…' }).click();
	await screen.getByRole('button', { name: 'Remove docs', exact: true }).click();
	held.hold = true;
	await screen.getByRole('button', { name: 'Undo the last change to this building’s list' }).click();
	await expect.poll(() => city.commands.length).toBe(2);
	return { confirm: () => held.confirm(), shadow };
}

const UNDONE = 'Undone: the city put the list back as it was before that change.';

it('inside a shadow root, Undo disabled under the keyboard once pressed leaves the keyboard on the bar', async () => {
	const { confirm, shadow } = await undoHeld();
	// The pressed button is disabled while the undo is on its way: focus was lost, and the bar took it.
	const bar = shadow.root.querySelector('[data-testid=undo]');
	await expect.poll(() => shadow.root.activeElement).toBe(bar);
	confirm();
	const undone = shadow.screen.getByText(UNDONE);
	await expect.element(undone).toBeVisible();
	await expect.poll(() => shadow.root.activeElement?.contains(undone.element())).toBe(true);
});

it('inside a shadow root, leaves the keyboard in a host’s own field: focus there is not lost', async () => {
	const { confirm, shadow } = await undoHeld();
	hostField = document.createElement('input');
	hostField.setAttribute('aria-label', 'host search');
	document.body.append(hostField);
	hostField.focus();
	expect(shadow.root.activeElement).toBeNull();
	expect(document.activeElement).toBe(hostField);
	confirm();
	// The bar's focus check runs a tick after the confirmation it shows.
	await expect.element(shadow.screen.getByText(UNDONE)).toBeVisible();
	await new Promise((r) => requestAnimationFrame(r));
	expect(document.activeElement).toBe(hostField);
});
