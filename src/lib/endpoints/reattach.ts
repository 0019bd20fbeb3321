import { newIdem } from '$protocol/idem';
import type { Command } from '$protocol/schemas/commands';
import type { AccountRetries } from '$protocol/schemas/common';
import {
	TUNING_KEYS,
	type EndpointSummary,
	type EndpointTuning,
	type ProviderAccount
} from '$protocol/schemas/endpoints';

export interface AccountChange {
	accounts: ProviderAccount[];
	/** Only when the person changed it; `undefined` keeps the read-back value. */
	accountRetries?: AccountRetries | null;
}

/**
 * The `attach_endpoint` that changes an endpoint's accounts (WIRE.md §12.3, D49):
 * the read-back tuning copied whole, only `accounts` (and a changed
 * `account_retries`) replaced; `admit` is every summary model's id in order.
 */
export function reattachCommand(summary: EndpointSummary, change: AccountChange, idem: string = newIdem()): Command {
	const tuning = copyTuning(summary.tuning);
	tuning.accounts = change.accounts.map((a) => ({
		id: a.id,
		reference: a.reference ?? null,
		header: a.header ?? null
	}));
	if (change.accountRetries !== undefined) tuning.account_retries = change.accountRetries;
	return {
		attach_endpoint: {
			name: summary.name,
			base_url: summary.base_url,
			dialect: summary.dialect,
			secret: null,
			auth_header: null,
			admit: summary.models.map((m) => m.id),
			tuning: tuning as EndpointTuning,
			idem
		}
	};
}

/**
 * The read-back tuning copied whole: every key it has, known or not (WIRE.md §12.3, the city's tuning grows),
 * and every known key missing from it as `null` (`[]` for headers and overrides).
 */
export function copyTuning(read: EndpointTuning): Record<string, unknown> {
	const source = read as Record<string, unknown>;
	const tuning: Record<string, unknown> = {};
	// Every known key goes out, a missing one as `null`; unknown ones as read.
	for (const key of new Set<string>([...TUNING_KEYS, ...Object.keys(source)])) {
		const value = source[key];
		// Copied by value (JSON: the read is JSON, maybe behind a reactive proxy) so it is never shared with a frame.
		tuning[key] =
			value === undefined ? (key === 'headers' || key === 'overrides' ? [] : null) : JSON.parse(JSON.stringify(value));
	}
	return tuning;
}

/** `forget_secret` for one removed account's key (WIRE.md §12.5), sent after the re-attach. */
export function forgetSecretCommand(reference: string, idem: string = newIdem()): Command {
	return { forget_secret: { reference, idem } };
}

/** References the old list used that the new list no longer uses: candidates to forget. */
export function droppedReferences(before: readonly ProviderAccount[], after: readonly ProviderAccount[]): string[] {
	const kept = new Set(after.map((a) => a.reference).filter((r): r is string => !!r));
	return before.map((a) => a.reference).filter((r): r is string => !!r && !kept.has(r));
}
