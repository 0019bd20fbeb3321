import type { McpServer } from '$protocol/schemas/mcp';

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

/** A free label near `label` for a duplicate: `label2`, `label3`… */
export function freeLabel(label: string, taken: Iterable<string>): string {
	const used = new Set(taken);
	const stem = label.replace(/[0-9]+$/, '') || label;
	for (let n = 2; ; n++) if (!used.has(`${stem}${n}`)) return `${stem}${n}`;
}
