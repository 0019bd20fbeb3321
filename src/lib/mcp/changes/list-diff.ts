import type { McpServer } from '$protocol/schemas/mcp';
import { sameServer } from './same-list';

export { sameList, sameServer } from './same-list';

/**
 * What a change does to a building's own list, server by server (by label). The review reads it with renames
 * in place paired and every field named (`server-changes.ts`, fetched with the review, not with the page).
 */
export interface ListDiff {
	added: McpServer[];
	removed: McpServer[];
	changed: { before: McpServer; after: McpServer }[];
	/** Same servers, another order. */
	reordered: boolean;
}

/** The difference from one own list to another, by label. */
export function diffLists(from: readonly McpServer[] | null, to: readonly McpServer[] | null): ListDiff {
	const before = new Map((from ?? []).map((s) => [s.label, s]));
	const after = new Map((to ?? []).map((s) => [s.label, s]));
	const added = (to ?? []).filter((s) => !before.has(s.label));
	const removed = (from ?? []).filter((s) => !after.has(s.label));
	const changed = (to ?? []).flatMap((s) => {
		const old = before.get(s.label);
		return old && !sameServer(old, s) ? [{ before: old, after: s }] : [];
	});
	const kept = (list: readonly McpServer[] | null, other: Map<string, McpServer>) =>
		(list ?? []).filter((s) => other.has(s.label)).map((s) => s.label);
	const reordered = kept(from, after).join('\n') !== kept(to, before).join('\n');
	return { added, removed, changed, reordered };
}

/** Whether a diff changes nothing. */
export function isEmptyDiff(d: ListDiff): boolean {
	return !d.added.length && !d.removed.length && !d.changed.length && !d.reordered;
}

/** The own list with one server replaced in place (renamed or not); appended when it is no longer there. */
export function withReplaced(own: readonly McpServer[] | null, label: string, server: McpServer): McpServer[] {
	const list = [...(own ?? [])];
	const at = list.findIndex((s) => s.label === label);
	if (at === -1) list.push(server);
	else list[at] = server;
	return list;
}
