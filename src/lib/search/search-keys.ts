import { SECRET_REF_PATTERN } from '$protocol/schemas/common';
import type { KeyState, SupplierAccounts } from '$protocol/schemas/endpoints';
import type { SearchConfiguration } from '$protocol/schemas/search';
import { suppliersOf } from './search-value';

/** The realm the city's own client files a search supplier's keys under (docs/wire-provenance.md). */
export const SEARCH_REALM = 'search';

/** The reference an account of a supplier carries for a key stored under its own name: `secret:search/<supplier>.<account>`. */
export function searchReference(supplier: string, account: string): string {
	return `secret:${SEARCH_REALM}/${supplier}.${account}`;
}

/** The reference the city's own value gives an account of a supplier (`undefined`: the city lists no such account). */
export function cityReference(
	city: SearchConfiguration | null,
	supplier: string,
	account: string
): string | null | undefined {
	const listed = suppliersOf(city)
		.find((s) => s.id === supplier)
		?.accounts.find((a) => a.id === account);
	return listed ? (listed.reference ?? null) : undefined;
}

/** The city's key state for one account of one supplier, matched by ids; `null` when the city states none. */
export function searchKeyState(
	status: readonly SupplierAccounts[],
	supplier: string,
	account: string
): KeyState | null {
	return status.find((s) => s.supplier === supplier)?.accounts.find((a) => a.id === account)?.key ?? null;
}

/**
 * Where a key typed for an account goes in the vault. The reference the city already gives this very account
 * (`was`: the supplier's id as the city lists it) is written over; any other account gets
 * `search/<supplier>.<account>`, or `-2`, `-3`… when another listed account already uses that name, so storing a
 * key for a copy or a new account never replaces a key something else uses.
 */
export function searchKeyTarget(
	city: SearchConfiguration | null,
	was: string | null,
	supplier: string,
	account: string,
	reference: string | null
): { realm: string; name: string } {
	if (reference && SECRET_REF_PATTERN.test(reference) && was && cityReference(city, was, account) === reference) {
		const [realm, name] = reference.slice('secret:'.length).split('/') as [string, string];
		return { realm, name };
	}
	const used = new Set(suppliersOf(city).flatMap((s) => s.accounts.flatMap((a) => (a.reference ? [a.reference] : []))));
	const base = `${supplier}.${account}`;
	let name = base;
	for (let n = 2; used.has(`secret:${SEARCH_REALM}/${name}`); n++) name = `${base}-${n}`;
	return { realm: SEARCH_REALM, name };
}
