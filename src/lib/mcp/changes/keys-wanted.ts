import type { McpServer, McpState } from '$protocol/schemas/mcp';
import { referencesOf } from './forget';

const REF_CHAR = /[A-Za-z0-9._-]/;

/** Whether `text` names `ref` as a whole token (`secret:mcp/a` is not named by `secret:mcp/ab`). */
function names(text: string, ref: string): boolean {
	for (let i = text.indexOf(ref); i !== -1; i = text.indexOf(ref, i + 1)) {
		if (!REF_CHAR.test(text[i + ref.length] ?? '')) return true;
	}
	return false;
}

/**
 * The vault references a server's card offers a key field for: the one an authenticating server asks a
 * fresh key under, or, for a server that failed for a missing key (`E_CREDENTIAL_MISSING`), the references
 * of its own entry that the refusal names (all of them when it names none). Keys go only to `/enroll`.
 */
export function keysWanted(state: McpState | null, server: McpServer | undefined): string[] {
	if (!state) return [];
	if ('authenticating' in state) {
		const asked = /\bstore a fresh\b[^.:]*?\bunder (secret:[A-Za-z0-9._-]+\/[A-Za-z0-9._-]+)/.exec(
			state.authenticating.recovery
		);
		return asked ? [asked[1]!] : [];
	}
	if (!('failed' in state) || state.failed.refusal.code !== 'E_CREDENTIAL_MISSING' || !server) return [];
	const { subject, recovery } = state.failed.refusal;
	const refs = referencesOf(server);
	const named = refs.filter((ref) => names(subject, ref) || names(recovery, ref));
	return named.length ? named : refs;
}

/**
 * What an undo would put back without its keys: the servers of the list it restores that use a key the
 * vault was asked to forget since (the removal's "Also delete the key"), and those keys. Undo restores
 * the list, never a deleted key.
 */
export function keysUndoLeavesOut(
	restores: readonly McpServer[],
	forgotten: readonly string[]
): { labels: string[]; refs: string[] } {
	const gone = new Set(forgotten);
	const hit = restores.map((s) => ({ label: s.label, refs: referencesOf(s).filter((r) => gone.has(r)) }));
	const users = hit.filter((h) => h.refs.length > 0);
	return { labels: users.map((h) => h.label), refs: [...new Set(users.flatMap((h) => h.refs))] };
}
