import type { McpServer } from '$protocol/schemas/mcp';
import { freeLabel } from './list-diff';

/** A server of the own list opened in the form: edited in place, or duplicated under a new label. */
export interface Editing {
	as: 'edit' | 'duplicate';
	server: McpServer;
	/** The label the duplicate starts with. */
	newLabel?: string;
}

/** What the form opens with for a row's Edit or Duplicate (a duplicate gets a free label). */
export function startEditing(as: 'edit' | 'duplicate', server: McpServer, own: readonly McpServer[] | null): Editing {
	if (as === 'edit') return { as, server };
	return {
		as,
		server,
		newLabel: freeLabel(
			server.label,
			(own ?? []).map((s) => s.label)
		)
	};
}
