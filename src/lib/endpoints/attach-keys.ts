import type { EnrollResult } from '$lib/wire/enroll';
import type { EndpointSummary } from '$protocol/schemas/endpoints';
import { freeKeyTarget, usedReferences, vaultHeaderValues } from './enroll-name';

/** How a key reaches the vault: `/enroll` with a realm, a name and the value. */
export type Enroll = (realm: string, name: string, value: string) => Promise<EnrollResult>;

/** The reference `storeTypedKey` would store a key under now, for the preview before anything is stored. */
export function keyReference(endpoint: string, accountId: string, attached: readonly EndpointSummary[]): string {
	const target = freeKeyTarget(endpoint.trim(), accountId, usedReferences(attached));
	return `secret:${target.realm}/${target.name}`;
}

/**
 * Sends a typed key to `/enroll` under a name no attached endpoint uses, so a probe or a new attach never
 * writes over a key something already uses. The answer says where it went, or why it did not.
 */
export function storeTypedKey(
	key: string,
	endpoint: string,
	accountId: string,
	attached: readonly EndpointSummary[],
	enroll: Enroll
): Promise<EnrollResult> {
	const target = freeKeyTarget(endpoint, accountId, usedReferences(attached));
	return enroll(target.realm, target.name, key);
}

/**
 * Header values that look like credentials go to the vault; each header keeps the reference instead.
 * Returns the first answer that was not a store, or `null`.
 */
export function storeHeaderKeys(
	headers: { name: string; value: string }[],
	endpoint: string,
	attached: readonly EndpointSummary[],
	enroll: Enroll
): Promise<EnrollResult | null> {
	return vaultHeaderValues(headers, endpoint, usedReferences(attached), enroll);
}
