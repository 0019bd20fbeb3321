/**
 * Stable links to one thing on a page: query parameters (`?server=docs&tool=docs_search`) on the page's
 * own URL, so they work under any base path and survive a reload. The pairing token never goes into one.
 */

/** What a link can point at (`account`: one account of the linked `endpoint`, its key field). */
export const LINK_KEYS = ['server', 'tool', 'endpoint', 'account', 'tag'] as const;
export type LinkKey = (typeof LINK_KEYS)[number];
export type LinkTarget = Partial<Record<LinkKey, string>>;

/** The link target named in a URL's query (absent keys left out). */
export function readLink(search: string): LinkTarget {
	const params = new URLSearchParams(search);
	const out: LinkTarget = {};
	for (const key of LINK_KEYS) {
		const value = params.get(key);
		if (value !== null && value !== '') out[key] = value;
	}
	return out;
}

/** The link target of the page now showing (nothing outside a browser). */
export function currentLink(): LinkTarget {
	return typeof location === 'undefined' ? {} : readLink(location.search);
}

/**
 * A link to `target` on the page at `here`: its path (base path included) and its `addr`, the target's
 * keys, and nothing else (no token, no other target, no fragment).
 */
export function linkUrl(target: LinkTarget, here: string): string {
	const url = new URL(here);
	const addr = url.searchParams.get('addr');
	const params = new URLSearchParams();
	if (addr !== null) params.set('addr', addr);
	for (const key of LINK_KEYS) {
		const value = target[key];
		if (value !== undefined) params.set(key, value);
	}
	url.search = params.toString();
	url.hash = '';
	return url.toString();
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
