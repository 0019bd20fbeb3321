import { LABEL_PATTERN } from '$protocol/schemas/common';
import type { McpServer } from '$protocol/schemas/mcp';
import { BROKER_KEY_REFERENCE } from '$protocol/schemas/toolkits';

/**
 * The city client's manual "add by server id" form (WIRE.md §11.9): an `http` tool server at the broker's MCP
 * address, the project key sent as the vault reference in `x-api-key`. Nothing on the wire names the broker's
 * address, so the documented one is written; a local city reaches its own broker there (docs/local-city.md).
 */
export const BROKER_MCP_BASE = 'https://backend.composio.dev/v3/mcp/';
/** The header the broker reads its project key from. */
export const BROKER_KEY_HEADER = 'x-api-key';
/** A server id: a letter or digit, then letters, digits, `-` or `_`; up to 128 (the broker's ids are UUIDs). */
export const SERVER_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;
export const USER_ID_MAX = 256;

export interface ByIdDraft {
	serverId: string;
	/** Optional: empty sends no `user_id`. */
	userId: string;
	label: string;
}

export type ByIdField = 'serverId' | 'userId' | 'label';
export type ByIdCode =
	'idEmpty' | 'idGrammar' | 'userControl' | 'userLong' | 'labelEmpty' | 'labelGrammar' | 'labelTaken';
export interface ByIdProblem {
	field: ByIdField;
	code: ByIdCode;
}

const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** The label a server id suggests: its lower-case letters and digits (labels allow nothing else). */
export function labelFromId(serverId: string): string {
	return serverId
		.trim()
		.toLowerCase()
		.replace(/[^a-z0-9]/g, '');
}

/** Every reason the draft cannot be sent, in field order; `taken` are the building's own labels. */
export function checkById(draft: ByIdDraft, taken: readonly string[]): ByIdProblem[] {
	const out: ByIdProblem[] = [];
	const id = draft.serverId.trim();
	if (id === '') out.push({ field: 'serverId', code: 'idEmpty' });
	else if (!SERVER_ID_PATTERN.test(id)) out.push({ field: 'serverId', code: 'idGrammar' });
	const user = draft.userId.trim();
	if (CONTROL.test(user)) out.push({ field: 'userId', code: 'userControl' });
	else if (user.length > USER_ID_MAX) out.push({ field: 'userId', code: 'userLong' });
	if (draft.label === '') out.push({ field: 'label', code: 'labelEmpty' });
	else if (!LABEL_PATTERN.test(draft.label)) out.push({ field: 'label', code: 'labelGrammar' });
	else if (taken.includes(draft.label)) out.push({ field: 'label', code: 'labelTaken' });
	return out;
}

/** The broker's MCP address for a server id, with `?user_id=` when one is given (both percent-encoded). */
export function byIdUrl(serverId: string, userId: string): string {
	const user = userId.trim();
	const query = user === '' ? '' : `?user_id=${encodeURIComponent(user)}`;
	return `${BROKER_MCP_BASE}${encodeURIComponent(serverId.trim())}${query}`;
}

/** The tool server a valid draft adds: the key travels only as its vault reference. */
export function byIdServer(draft: ByIdDraft): McpServer {
	return {
		label: draft.label,
		transport: {
			http: { url: byIdUrl(draft.serverId, draft.userId), headers: [[BROKER_KEY_HEADER, BROKER_KEY_REFERENCE]] }
		}
	};
}
