import type { McpServer, McpServerHealth } from '../src/lib/wire/schemas/index';
import type { Vault } from './vault';

export interface HealthOptions {
	vault: Vault;
	deadlineMs: number;
	signal: AbortSignal;
	track(work: Promise<unknown>): void;
}

/** Placeholder while the real check is written. */
export async function mcpHealth(servers: readonly McpServer[], _opts: HealthOptions): Promise<McpServerHealth[]> {
	return servers.map((s) => ({ label: s.label, transport: 'stdio', target: '', state: { connected: { protocol_version: '', server: '', tools: [] } } }));
}
