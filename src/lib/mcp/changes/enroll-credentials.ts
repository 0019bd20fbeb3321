import { enrollKey, type EnrollResult, type EnrollTarget } from '$lib/wire/enroll';
import { vaultNameFor } from './credentials';
import { pairsForVault, type ServerDraft } from './server-draft-checks';

export type VaultOutcome =
	| { ok: true; draft: ServerDraft }
	| { ok: false; draft: ServerDraft; pair: string; result: Exclude<EnrollResult, { kind: 'stored' }> };

/**
 * Stores every value the person chose to keep in the vault (realm `mcp`) and
 * returns the draft with each such value replaced by its `secret:` reference,
 * so the typed value leaves the form's state. Stops at the first value the
 * vault did not take; those stored before it stay replaced.
 */
export async function moveCredentialsToVault(
	draft: ServerDraft,
	target: EnrollTarget,
	fetchFn: typeof fetch = fetch
): Promise<VaultOutcome> {
	let current = draft;
	for (const { list, index, pair } of pairsForVault(draft)) {
		const result = await enrollKey(target, 'mcp', vaultNameFor(draft.label, pair.name), pair.value, fetchFn);
		if (result.kind !== 'stored') return { ok: false, draft: current, pair: pair.name, result };
		const rows = current[list].map((p, i) =>
			i === index ? { name: p.name, value: result.reference, vault: false } : p
		);
		current = { ...current, [list]: rows };
	}
	return { ok: true, draft: current };
}
