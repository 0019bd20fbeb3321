import type { McpServer } from '$protocol/schemas/mcp';
import { isSecretRef } from '$protocol/schemas/common';
import { looksLikeCredential } from './credentials';
import { writeMcpServers } from './paste-reader';
import { serverToDraft } from './server-draft-checks';

export interface Exported {
	/** `{"mcpServers": {…}}`, the shape the paste box reads. */
	text: string;
	/** `<label> <name>` of each value left out because it looks like a credential kept as plain text. */
	withheld: string[];
}

/**
 * Servers of the building's own list as an `mcpServers` block that the paste
 * box reads back as the same servers. Keys leave only as their `secret:`
 * references: a credential-looking plain value becomes a `${NAME}` placeholder,
 * which the paste box refuses until a value or reference is given.
 */
export function exportServers(servers: readonly McpServer[]): Exported {
	const withheld: string[] = [];
	const drafts = servers.map((server) => {
		const draft = serverToDraft(server);
		const hide = (list: 'env' | 'headers') =>
			draft[list].map((p) => {
				if (isSecretRef(p.value) || !looksLikeCredential(p.name, p.value)) return p;
				withheld.push(`${server.label} ${p.name}`);
				return { ...p, value: `\${${p.name}}` };
			});
		return { ...draft, env: hide('env'), headers: hide('headers') };
	});
	return { text: writeMcpServers(drafts), withheld };
}
