import { SECRET_REF_PATTERN } from '$protocol/schemas/common';
import type { EndpointSummary } from '$protocol/schemas/endpoints';
import type { EnrollResult } from '$lib/wire/enroll';
import { looksLikeCredential } from '$lib/mcp/changes/credentials';

/** Where a key for an account goes in the vault: its current reference, else `providers/<endpoint>-<account>`. */
export function enrollTarget(
	endpoint: string,
	accountId: string,
	reference: string | null
): { realm: string; name: string } {
	if (reference && SECRET_REF_PATTERN.test(reference)) {
		const [realm, name] = reference.slice('secret:'.length).split('/') as [string, string];
		return { realm, name };
	}
	const clean = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'key';
	return { realm: 'providers', name: `${clean(endpoint)}-${clean(accountId)}` };
}

/** A short endpoint id from a host name: `api.openai.com` → `openai`. */
export function nameFromHost(host: string): string {
	const parts = host
		.toLowerCase()
		.split('.')
		.filter((p) => p && !['api', 'www'].includes(p));
	return (parts.length >= 2 ? parts[parts.length - 2] : parts[0]) ?? '';
}

/** Every key reference an attached endpoint uses: account references, its single secret and header values. */
export function usedReferences(endpoints: readonly EndpointSummary[]): Set<string> {
	const used = new Set<string>();
	for (const e of endpoints) {
		for (const a of e.tuning.accounts ?? []) if (a.reference) used.add(a.reference);
		for (const h of e.tuning.headers ?? []) if (SECRET_REF_PATTERN.test(h.value)) used.add(h.value);
	}
	return used;
}

/**
 * A vault name for a newly typed key that no attached endpoint uses: `<endpoint>-<account>`, else the
 * first free `-2`, `-3`… So a probe or a new attach never writes over a key something already uses.
 */
export function freeKeyTarget(
	endpoint: string,
	accountId: string,
	used: ReadonlySet<string>
): { realm: string; name: string } {
	const base = enrollTarget(endpoint, accountId, null);
	let name = base.name;
	for (let n = 2; used.has(`secret:${base.realm}/${name}`); n++) name = `${base.name}-${n}`;
	return { realm: base.realm, name };
}

/** An endpoint id no attached endpoint has: `wanted`, else `wanted-2`, `wanted-3`… */
export function freeEndpointName(wanted: string, taken: readonly string[]): string {
	if (!wanted || !taken.includes(wanted)) return wanted;
	let n = 2;
	while (taken.includes(`${wanted}-${n}`)) n++;
	return `${wanted}-${n}`;
}

/**
 * Stores every header value that looks like a credential in the vault, under a free name, and puts its
 * reference in its place. Returns the first `/enroll` answer that was not a 201, or `null`.
 */
export async function vaultHeaderValues(
	headers: { name: string; value: string }[],
	endpoint: string,
	used: Set<string>,
	enroll: (realm: string, name: string, value: string) => Promise<EnrollResult>
): Promise<EnrollResult | null> {
	for (const h of headers) {
		if (!looksLikeCredential(h.name, h.value)) continue;
		const target = freeKeyTarget(endpoint, `header-${h.name.toLowerCase()}`, used);
		const result = await enroll(target.realm, target.name, h.value);
		if (result.kind !== 'stored') return result;
		h.value = result.reference;
		used.add(result.reference);
	}
	return null;
}
