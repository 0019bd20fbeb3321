import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { AxError, McpServer, McpServerHealth, McpToolLine } from '../../protocol/schemas';
import { sortKeys } from './canonical';
import { describeMcpError, type Phase } from './mcp-errors';
import { ChildStdioTransport } from './mcp-stdio';
import { axError } from '../wire/refusal';
import { isSecretRef } from '../../protocol/schemas';
import { targetOf } from '../../protocol/mcp-target';
import { SecretUnavailable, type Vault } from '../storage/vault';
import { reachOf } from './toolkit-broker';

export interface HealthOptions {
	vault: Vault;
	deadlineMs: number;
	/** The application broker the city talks to (`--broker-url`): its MCP servers are reached there. */
	brokerUrl?: string;
	signal: AbortSignal;
	/** Receives clean-up work (closing transports, killing children) that outlives the answer. */
	track(work: Promise<unknown>): void;
}

/**
 * `mcp_health` (WIRE.md §11.1): a real `initialize` + `tools/list` against
 * every server, all at once, each within its own deadline, in configuration order.
 */
export function mcpHealth(servers: readonly McpServer[], opts: HealthOptions): Promise<McpServerHealth[]> {
	return Promise.all(servers.map((s) => checkServer(s, opts)));
}

class Deadline extends Error {}
class Gone extends Error {}

async function checkServer(server: McpServer, opts: HealthOptions): Promise<McpServerHealth> {
	const kind = 'stdio' in server.transport ? 'stdio' : 'http' in server.transport ? 'http' : 'sse';
	const row = (state: McpServerHealth['state']): McpServerHealth => ({
		label: server.label,
		transport: kind,
		target: targetOf(server),
		state
	});
	const failed = (refusal: AxError) => row({ failed: { refusal } });
	const action = `open tool server ${server.label}`;

	// Secrets are redeemed now, used once, and scrubbed from anything that is reported.
	const secrets: string[] = [];
	const redeem = (pairs: [string, string][]): Record<string, string> => {
		const out: Record<string, string> = {};
		for (const [name, value] of pairs) {
			if (isSecretRef(value)) {
				const secret = opts.vault.redeem(value);
				secrets.push(secret);
				out[name] = secret;
			} else out[name] = value;
		}
		return out;
	};
	let transport: Transport;
	let stdio: ChildStdioTransport | null = null;
	let agreed: string | null = null;
	try {
		const t = server.transport;
		if ('stdio' in t) {
			stdio = new ChildStdioTransport({ command: t.stdio.command, args: t.stdio.args, env: redeem(t.stdio.env) });
			transport = stdio;
		} else {
			const remote = 'http' in t ? t.http : t.sse;
			const url = opts.brokerUrl ? reachOf(remote.url, opts.brokerUrl) : new URL(remote.url);
			const requestInit = { headers: redeem(remote.headers) };
			const http =
				'http' in t
					? new StreamableHTTPClientTransport(url, { requestInit })
					: new SSEClientTransport(url, { requestInit });
			const set = http.setProtocolVersion.bind(http);
			http.setProtocolVersion = (v: string) => {
				agreed = v;
				set(v);
			};
			transport = http;
		}
	} catch (err) {
		if (err instanceof SecretUnavailable) {
			return failed(
				axError(
					'E_CREDENTIAL_MISSING',
					action,
					err.message,
					`store the key for ${err.reference} (or fix its environment variable), then check this server again`,
					{ retry: 'no' }
				)
			);
		}
		return failed(
			axError(
				'E_CONFIG_INVALID',
				action,
				`${targetOf(server)}: ${(err as Error).message}`,
				`fix ${server.label} in this building's MCP list`
			)
		);
	}

	const client = new Client({ name: 'local-city', version: '1.0.0' }, { capabilities: {} });
	// Errors the transport reports outside a request are not the answer; the deadline or close decides.
	client.onerror = () => undefined;
	let phase: Phase = 'initialize';
	let timer: NodeJS.Timeout | undefined;
	let onAbort: (() => void) | undefined;
	const started = Date.now();
	const stop = new Promise<never>((_, reject) => {
		timer = setTimeout(() => reject(new Deadline()), opts.deadlineMs);
		onAbort = () => reject(new Gone());
		if (opts.signal.aborted) onAbort();
		else opts.signal.addEventListener('abort', onAbort, { once: true });
	});
	stop.catch(() => undefined);
	const left = () => Math.max(1, opts.deadlineMs - (Date.now() - started));
	try {
		await Promise.race([client.connect(transport, { timeout: left() }), stop]);
		phase = 'tools/list';
		const tools: McpToolLine[] = [];
		if (client.getServerCapabilities()?.tools) {
			let cursor: string | undefined;
			for (let page = 0; page < 100; page++) {
				const res = await Promise.race([client.listTools(cursor ? { cursor } : {}, { timeout: left() }), stop]);
				for (const tool of res.tools) {
					tools.push({
						remote: tool.name,
						name: `${server.label}_${tool.name}`,
						disclosure: tool.description ?? '',
						input_schema: sortKeys(tool.inputSchema as Record<string, unknown>)
					});
				}
				cursor = res.nextCursor;
				if (!cursor) break;
			}
		}
		const version = client.getServerVersion();
		return row({
			connected: {
				protocol_version: stdio?.protocolVersion ?? agreed ?? 'unknown',
				server: version?.name ?? '',
				tools
			}
		});
	} catch (err) {
		if (err instanceof Gone)
			return failed(axError('E_TIMEOUT', action, 'the asker went away', 'ask again', { retry: 'yes' }));
		const exit = stdio
			? await Promise.race([stdio.exited, new Promise<null>((r) => setTimeout(() => r(null), 100))])
			: null;
		const described = describeMcpError({
			server,
			target: targetOf(server),
			phase,
			error: err instanceof Deadline ? null : err,
			deadlineMs: opts.deadlineMs,
			exit,
			stderr: stdio?.stderrTail ?? '',
			badOutput: stdio?.badLines ?? 0,
			flooded: stdio?.flooded ?? false
		});
		const scrub = (s: string) =>
			secrets.reduce((acc, secret) => (secret ? acc.split(secret).join('[secret]') : acc), s);
		if ('authenticating' in described) return row({ authenticating: { recovery: scrub(described.authenticating) } });
		return failed({ ...described.refusal, subject: scrub(described.refusal.subject), action });
	} finally {
		clearTimeout(timer);
		if (onAbort) opts.signal.removeEventListener('abort', onAbort);
		opts.track(
			client
				.close()
				.catch(() => undefined)
				.then(() => transport.close())
				.catch(() => undefined)
		);
	}
}
