import type { Command } from '$protocol/schemas/commands';
import type { McpServer, McpTransportKind } from '$protocol/schemas/mcp';
import type { AxError } from '$protocol/schemas/refusal';

/** stdio, http or sse. */
export function transportOf(server: McpServer): McpTransportKind {
	const t = server.transport;
	return 'stdio' in t ? 'stdio' : 'http' in t ? 'http' : 'sse';
}

/** The building's own list with servers appended (`null` read as `[]`, WIRE.md §11.2). */
export function withServers(own: readonly McpServer[] | null, added: readonly McpServer[]): McpServer[] {
	return [...(own ?? []), ...added];
}

/** The building's own list without one server, order kept. */
export function withoutServer(own: readonly McpServer[] | null, label: string): McpServer[] {
	return (own ?? []).filter((s) => s.label !== label);
}

/** `configure_building` carrying the whole new list; every other part left alone (`null`). */
export function configureCommand(addr: string, mcp: McpServer[], idem: string): Command {
	return { configure_building: { addr, mcp, sandbox: null, desktop: null, context_second_threshold: null, idem } };
}

const ADDRESS_CHAR = /[\p{L}\p{N}_\-/]/u;

/** Whether `text` names `addr` as a whole address (`acme/lab`, not `acme/lab2` or `acme/lab/room`). */
export function mentionsAddress(text: string, addr: string): boolean {
	if (addr === '') return false;
	for (let at = text.indexOf(addr); at !== -1; at = text.indexOf(addr, at + 1)) {
		const before = text[at - 1] ?? '';
		let after = text[at + addr.length] ?? '';
		// A full stop may end the sentence (`… acme/lab.`) or continue a segment (`acme/lab.v2`).
		if (after === '.') after = text[at + addr.length + 1] ?? '';
		if (!ADDRESS_CHAR.test(before) && before !== '.' && !ADDRESS_CHAR.test(after)) return true;
	}
	return false;
}

/**
 * Whether a refusal with no id plainly concerns a change to this building
 * (WIRE.md §6): its action or subject names the address. Never assumed otherwise.
 */
export function refusalConcerns(refusal: AxError, addr: string): boolean {
	return mentionsAddress(refusal.action, addr) || mentionsAddress(refusal.subject, addr);
}
