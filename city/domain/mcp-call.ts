import { randomBytes } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { isSecretRef, type McpServer } from '../../protocol/schemas';
import type { CityContext } from '../city-context';
import type { Vault } from '../storage/vault';
import { reachOf } from './toolkit-broker';
import { ChildStdioTransport } from './mcp-stdio';
import { configuredLabels, TOOL_CALLED, type ToolCalledData } from './usage';

/** What `npm run city -- call` asks the running city to do. */
export interface CallRequest {
	server: string;
	tool: string;
	arguments: Record<string, unknown>;
}

/** How a call ended: `seq` is its ledger record (absent when the server is not configured: nothing was called). */
export interface CallResult {
	outcome: 'ok' | 'failed';
	seq?: number;
	/** The tool's result content (ok, or a tool-level error), or the error's message. */
	detail: unknown;
}

/** The building whose list names the server, and the server, in configuration order. */
function findServer(ctx: CityContext, label: string): { addr: string; server: McpServer } | null {
	for (const [addr, building] of Object.entries(ctx.store.current.buildings))
		for (const server of building.mcp ?? []) if (server.label === label) return { addr, server };
	return null;
}

function transportOf(server: McpServer, vault: Vault, brokerUrl: string): Transport {
	const redeem = (pairs: [string, string][]) =>
		Object.fromEntries(pairs.map(([name, value]) => [name, isSecretRef(value) ? vault.redeem(value) : value]));
	const t = server.transport;
	if ('stdio' in t)
		return new ChildStdioTransport({ command: t.stdio.command, args: t.stdio.args, env: redeem(t.stdio.env) });
	const remote = 'http' in t ? t.http : t.sse;
	const requestInit = { headers: redeem(remote.headers) };
	const url = reachOf(remote.url, brokerUrl);
	return 'http' in t
		? new StreamableHTTPClientTransport(url, { requestInit })
		: new SSEClientTransport(url, { requestInit });
}

/**
 * Calls one tool of a configured server through the city's MCP client (initialize, then `tools/call`) and
 * records the call in the ledger as a `tool_called` event with its true outcome: `failed` when the server
 * could not be reached, the call was refused (e.g. arguments the tool rejects) or the tool answered `isError`.
 * Runs in the city's serial queue, so a record never interleaves with a change.
 */
export async function callTool(
	ctx: CityContext,
	req: CallRequest,
	deadlineMs = ctx.mcpDeadlineMs
): Promise<CallResult> {
	const found = findServer(ctx, req.server);
	if (!found) {
		const known = configuredLabels(ctx.store.current);
		return {
			outcome: 'failed',
			detail: `no building configures a tool server named ${req.server} (configured: ${known.join(', ') || 'none'})`
		};
	}
	let outcome: CallResult['outcome'] = 'failed';
	let detail: unknown;
	let transport: Transport | null = null;
	const client = new Client({ name: 'local-city', version: '1.0.0' }, { capabilities: {} });
	client.onerror = () => undefined;
	try {
		transport = transportOf(found.server, ctx.vault, ctx.broker.url);
		await client.connect(transport, { timeout: deadlineMs });
		const result = await client.callTool({ name: req.tool, arguments: req.arguments }, undefined, {
			timeout: deadlineMs
		});
		outcome = result.isError ? 'failed' : 'ok';
		detail = result.content ?? result;
	} catch (err) {
		detail = (err as Error).message ?? String(err);
	} finally {
		const t = transport;
		ctx.track(
			client
				.close()
				.catch(() => undefined)
				.then(() => t?.close())
				.catch(() => undefined)
		);
	}
	const data: ToolCalledData = {
		server: req.server,
		tool: req.tool,
		run: `call-${randomBytes(4).toString('hex')}`,
		resident: null,
		outcome
	};
	const record = await ctx.serial(async () => ctx.emit(TOOL_CALLED, found.addr, { ...data }));
	return { outcome, seq: record.seq, detail };
}
