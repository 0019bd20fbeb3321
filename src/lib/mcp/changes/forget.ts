import type { EndpointSummary } from '$protocol/schemas/endpoints';
import type { McpServer } from '$protocol/schemas/mcp';
import { isSecretRef } from '$protocol/schemas/common';

/** The vault references a server's environment or headers carry, in order, once each. */
export function referencesOf(server: McpServer): string[] {
	const t = server.transport;
	const pairs = 'stdio' in t ? t.stdio.env : 'http' in t ? t.http.headers : t.sse.headers;
	return [...new Set(pairs.map(([, value]) => value).filter(isSecretRef))];
}

/**
 * The keys only `label` uses: referenced by it, by no other server of the own
 * list and by no attached endpoint (account or header). The city refuses to
 * forget one still used anywhere else (another building's list included).
 */
export function keysOnlyUsedBy(
	label: string,
	own: readonly McpServer[] | null,
	endpoints: readonly EndpointSummary[]
): string[] {
	const server = (own ?? []).find((s) => s.label === label);
	if (!server) return [];
	const elsewhere = new Set((own ?? []).filter((s) => s.label !== label).flatMap(referencesOf));
	for (const e of endpoints) {
		for (const a of e.tuning.accounts ?? []) if (a.reference) elsewhere.add(a.reference);
		for (const h of e.tuning.headers) elsewhere.add(h.value);
	}
	return referencesOf(server).filter((ref) => !elsewhere.has(ref));
}
