import type { McpHealthAnswer, McpToolLine } from '$protocol/schemas/mcp';

/*
 * Checks the city does not make and a person needs: a server can be connected
 * and still unusable to a model. Computed from the health answer alone and shown
 * on the row they concern, as warnings, never as failures.
 */

/** What model APIs accept as a tool name (Anthropic, OpenAI): 1–64 of letters, digits, `_`, `-`. */
export const TOOL_NAME_MAX = 64;
const TOOL_NAME_CHARS = /^[A-Za-z0-9_-]*$/;
/** An input schema larger than this costs tokens on every call. */
export const SCHEMA_BYTES_MAX = 32 * 1024;

export type ToolWarning =
	| { kind: 'duplicate'; tool: string; servers: string[] }
	| { kind: 'nameTooLong'; tool: string; length: number }
	| { kind: 'nameChars'; tool: string }
	| { kind: 'schemaNotObject'; tool: string }
	| { kind: 'schemaLarge'; tool: string; bytes: number };

const utf8 = new TextEncoder();

/** The size of a schema as it travels to a model: UTF-8 bytes of its JSON. */
export function schemaBytes(schema: unknown): number {
	return utf8.encode(JSON.stringify(schema)).length;
}

/** The schema's size when it may be over `SCHEMA_BYTES_MAX`, else null: most are far too short to count. */
function largeSchemaBytes(schema: unknown): number | null {
	const json = JSON.stringify(schema);
	// A UTF-16 unit is at most 3 bytes of UTF-8, so a short JSON text cannot be over the limit.
	if (json.length * 3 <= SCHEMA_BYTES_MAX) return null;
	return utf8.encode(json).length;
}

/** The warnings about one tool on its own (not the duplicates, which need every server). */
export function toolWarnings(tool: McpToolLine): ToolWarning[] {
	const out: ToolWarning[] = [];
	const length = Array.from(tool.name).length;
	if (length > TOOL_NAME_MAX) out.push({ kind: 'nameTooLong', tool: tool.name, length });
	if (!TOOL_NAME_CHARS.test(tool.name)) out.push({ kind: 'nameChars', tool: tool.name });
	if (tool.input_schema.type !== 'object') out.push({ kind: 'schemaNotObject', tool: tool.name });
	const bytes = largeSchemaBytes(tool.input_schema);
	if (bytes !== null && bytes > SCHEMA_BYTES_MAX) out.push({ kind: 'schemaLarge', tool: tool.name, bytes });
	return out;
}

/**
 * Every warning, by server label, in tool order. A duplicate city name is
 * reported on each server that has it, naming all of them.
 */
export function healthWarnings(health: McpHealthAnswer): Map<string, ToolWarning[]> {
	const owners = new Map<string, string[]>();
	for (const server of health.servers) {
		if (!('connected' in server.state)) continue;
		for (const tool of server.state.connected.tools) {
			owners.set(tool.name, [...(owners.get(tool.name) ?? []), server.label]);
		}
	}
	const out = new Map<string, ToolWarning[]>();
	for (const server of health.servers) {
		if (!('connected' in server.state)) continue;
		const list: ToolWarning[] = [];
		const reported = new Set<string>();
		for (const tool of server.state.connected.tools) {
			const servers = owners.get(tool.name) ?? [];
			if (servers.length > 1 && !reported.has(tool.name)) {
				reported.add(tool.name);
				list.push({ kind: 'duplicate', tool: tool.name, servers });
			}
			list.push(...toolWarnings(tool));
		}
		if (list.length) out.set(server.label, list);
	}
	return out;
}
