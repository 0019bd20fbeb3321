import { useRouter } from '$lib/settings/router.svelte';

/**
 * Stable links to one thing on a page: the place's parameters (`?server=docs&tool=docs_search` in the app), so
 * they work under any base path and survive a reload. The pairing token never goes into one.
 */

/** What a link can point at (`account`: one account of the linked `endpoint`, its key field; `toolkit`: a directory row). */
export const LINK_KEYS = ['server', 'tool', 'endpoint', 'account', 'tag', 'toolkit'] as const;
export type LinkKey = (typeof LINK_KEYS)[number];
export type LinkTarget = Partial<Record<LinkKey, string>>;

/** The link target of the page now showing, from the router; call while a component initialises. */
export function currentLink(): LinkTarget {
	const { params } = useRouter();
	const out: LinkTarget = {};
	for (const key of LINK_KEYS) if (params[key] !== undefined) out[key] = params[key];
	return out;
}

/** Brings a linked element into view and gives it the keyboard. */
export function focusLinked(el: HTMLElement | null | undefined): void {
	if (!el) return;
	el.scrollIntoView({ block: 'center' });
	el.focus({ preventScroll: true });
}

/** What a link named that the page does not have: its kind and name (a tool with its server). */
export type MissingTarget =
	| { kind: 'server'; name: string }
	| { kind: 'tool'; name: string; server: string }
	| { kind: 'endpoint'; name: string }
	| { kind: 'tag'; name: string };

/**
 * The first thing a link names that the page's answer does not hold, or `null`. A kind the page does not
 * know (`undefined`) is not judged; a server's tools are judged only once its tools are known (`null`: not yet).
 */
export function missingTarget(
	link: LinkTarget,
	known: {
		servers?: readonly string[];
		toolsOf?: (server: string) => readonly string[] | null;
		endpoints?: readonly string[];
		tags?: readonly string[];
	}
): MissingTarget | null {
	if (link.server !== undefined && known.servers) {
		if (!known.servers.includes(link.server)) return { kind: 'server', name: link.server };
		const tools = link.tool !== undefined ? known.toolsOf?.(link.server) : null;
		if (tools && !tools.includes(link.tool!)) return { kind: 'tool', name: link.tool!, server: link.server };
	}
	if (link.endpoint !== undefined && known.endpoints && !known.endpoints.includes(link.endpoint))
		return { kind: 'endpoint', name: link.endpoint };
	if (link.tag !== undefined && known.tags && !known.tags.includes(link.tag)) return { kind: 'tag', name: link.tag };
	return null;
}
