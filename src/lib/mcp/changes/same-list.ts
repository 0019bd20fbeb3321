import type { McpServer } from '$protocol/schemas/mcp';

// Apart from list-diff.ts: the page's first load compares lists, only the parts fetched later diff them.

/** One server as comparable text: the wire's shape, so key order inside cannot differ. */
function text(s: McpServer): string {
	const t = s.transport;
	const body =
		'stdio' in t
			? ['stdio', t.stdio.command, t.stdio.args, t.stdio.env]
			: 'http' in t
				? ['http', t.http.url, t.http.headers]
				: ['sse', t.sse.url, t.sse.headers];
	return JSON.stringify([s.label, body]);
}

/** Whether two servers are the same, label and transport. */
export function sameServer(a: McpServer, b: McpServer): boolean {
	return text(a) === text(b);
}

/** Whether two own lists are the same, order included; `null` (no list of its own) equals only `null`. */
export function sameList(a: readonly McpServer[] | null, b: readonly McpServer[] | null): boolean {
	if (a === null || b === null) return a === b;
	return a.length === b.length && a.every((s, i) => sameServer(s, b[i]!));
}
