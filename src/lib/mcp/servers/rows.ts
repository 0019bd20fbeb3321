import type { McpHealthAnswer, McpServer, McpState, McpTransportKind } from '$protocol/schemas/mcp';
import { targetOf } from '$protocol/mcp-target';
import { transportOf } from '../changes/configure';

/** One row of the page: a server and where it stands, or `state: null` when not asked yet. */
export interface ServerRowModel {
	label: string;
	transport: McpTransportKind;
	target: string;
	/** `null`: not asked yet. Never drawn as failed or as having no tools. */
	state: McpState | null;
	/** In the building's own list, so this page can remove it. */
	own: boolean;
}

/**
 * The rows, in configuration order. When the building states servers of its
 * own, that list is the order and the set (a server just added shows as not
 * asked yet; one just removed is gone); health fills in the states by label.
 * Otherwise (`[]`, WIRE.md §11.2) the servers come from the health answer (the city's list).
 */
export function buildRows(
	own: readonly McpServer[] | null | undefined,
	health: McpHealthAnswer | null | undefined
): ServerRowModel[] {
	if (own?.length) {
		return own.map((server) => {
			const transport = transportOf(server);
			const h = health?.servers.find((s) => s.label === server.label && s.transport === transport);
			return {
				label: server.label,
				transport,
				target: h?.target ?? targetOf(server),
				state: h?.state ?? null,
				own: true
			};
		});
	}
	return (health?.servers ?? []).map((s) => ({
		label: s.label,
		transport: s.transport,
		target: s.target,
		state: s.state,
		own: false
	}));
}
