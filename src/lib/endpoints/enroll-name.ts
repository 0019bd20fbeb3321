import { SECRET_REF_PATTERN } from '$protocol/schemas/common';

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
