import * as v from 'valibot';
import { Address, Payload, ServerLabel, tagged } from './common';
import { AxError } from './refusal';

/** One tool as the city names it and as the server publishes it. */
export const McpToolLine = v.object({
	remote: v.string(),
	name: v.string(),
	disclosure: v.string(),
	input_schema: Payload
});
export type McpToolLine = v.InferOutput<typeof McpToolLine>;

export const McpConnected = v.object({
	protocol_version: v.string(),
	server: v.string(),
	tools: v.array(McpToolLine)
});
export type McpConnected = v.InferOutput<typeof McpConnected>;

/** Exactly three variants; "not asked yet" is the page's own state, never the city's. */
export const McpState = tagged({
	connected: McpConnected,
	authenticating: v.object({ recovery: v.string() }),
	failed: v.object({ refusal: AxError })
});
export type McpState = v.InferOutput<typeof McpState>;

export const MCP_TRANSPORT_KINDS = ['stdio', 'http', 'sse'] as const;
export const McpTransportKind = v.picklist(MCP_TRANSPORT_KINDS);
export type McpTransportKind = v.InferOutput<typeof McpTransportKind>;

export const McpServerHealth = v.object({
	label: ServerLabel,
	transport: McpTransportKind,
	target: v.string(),
	state: McpState
});
export type McpServerHealth = v.InferOutput<typeof McpServerHealth>;

export const McpHealthAnswer = v.object({ addr: Address, servers: v.array(McpServerHealth) });
export type McpHealthAnswer = v.InferOutput<typeof McpHealthAnswer>;

/** `[name, value]`, in order; a value may be a SecretRef. */
export const NameValuePair = v.tuple([v.string(), v.string()]);
export type NameValuePair = v.InferOutput<typeof NameValuePair>;

export const McpStdio = v.object({
	command: v.string(),
	args: v.array(v.string()),
	env: v.array(NameValuePair)
});
export type McpStdio = v.InferOutput<typeof McpStdio>;

export const McpRemote = v.object({ url: v.string(), headers: v.array(NameValuePair) });
export type McpRemote = v.InferOutput<typeof McpRemote>;

export const McpTransport = tagged({ stdio: McpStdio, http: McpRemote, sse: McpRemote });
export type McpTransport = v.InferOutput<typeof McpTransport>;

export const McpServer = v.object({ label: ServerLabel, transport: McpTransport });
export type McpServer = v.InferOutput<typeof McpServer>;

/**
 * Only `addr` and `mcp` are read. `mcp` is the building's own list, always an array (`[]`: none of its
 * own); an older city's `null` or missing list reads as `[]` (WIRE.md §11.2).
 */
export const BuildingAnswer = v.object({ addr: Address, mcp: v.nullish(v.array(McpServer), () => []) });
export type BuildingAnswer = v.InferOutput<typeof BuildingAnswer>;
