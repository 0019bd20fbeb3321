import type { McpServer } from '$protocol/schemas/mcp';
import { BuildingChanges, type ChangeStatus, type Proposal, type UndoOffer } from '../changes/changes.svelte';
import { exampleBuilding } from './mcp-samples';

/*
 * Helpers for the MCP stories: a `BuildingChanges` that goes nowhere, and a way
 * for a play function to type into a field without user-event's `{…}` key syntax
 * (the drafts hold `${…}` placeholders), idempotent across re-renders.
 */

/** Changes for one building that send nowhere; `status` presets what the person meets. */
export function storyChanges(status: ChangeStatus = { kind: 'idle' }, addr = 'acme/lab'): BuildingChanges {
	const changes = new BuildingChanges(addr, {
		connection: { onEvent: () => () => {}, onRefusal: () => () => {}, onNotice: () => () => {} },
		send: () => {},
		recheck: () => {}
	});
	changes.status = status;
	return changes;
}

const exampleOwn = exampleBuilding.mcp as McpServer[];

/** Changes with the example list read, and optionally a change shown before sending or an undo offered. */
export function storyChangesWith(
	set: { own?: McpServer[]; review?: Omit<Proposal, 'base'> & { base?: McpServer[] }; undo?: UndoOffer } = {}
): BuildingChanges {
	const changes = storyChanges();
	changes.own = set.own ?? exampleOwn;
	if (set.review) changes.review = { base: changes.own, ...set.review };
	if (set.undo) changes.undo = set.undo;
	return changes;
}

/** Sets a field's value as typing would (one `input` event), replacing what was there. */
export function setValue(field: HTMLElement, value: string): void {
	if (!(
		field instanceof HTMLInputElement ||
		field instanceof HTMLTextAreaElement ||
		field instanceof HTMLSelectElement
	)) {
		throw new Error(`not a form field: <${field.tagName.toLowerCase()}>`);
	}
	field.value = value;
	field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Presses `add` until `count()` reaches `n` (a play function may run on a form that already has the rows). */
export async function growTo(n: number, count: () => number, add: () => Promise<void>): Promise<void> {
	for (let guard = 0; count() < n && guard < 20; guard++) await add();
}
