import { isSecretRef } from '$protocol/schemas/common';

/** Names that usually carry a credential: `Authorization`, `GITHUB_TOKEN`, `X-Api-Key`, `DB_PASSWORD`… */
const CREDENTIAL_NAME = /authorization|token|key|secret|password|passwd|credential|cookie|^pat$|_pat$|^auth$/i;

/** Well-known key shapes and auth schemes, recognised by their prefix. */
const CREDENTIAL_VALUE =
	/^(sk-|sk_|pk_live_|rk_live_|ghp_|gho_|ghu_|ghs_|ghr_|github_pat_|glpat-|xox[abprs]-|AKIA[0-9A-Z]{12}|AIza|ya29\.|npm_|pypi-|lin_api_|hf_|Bearer\s+\S|Basic\s+\S|Token\s+\S)/;

/**
 * Whether a name/value pair looks like it carries a credential, so the form
 * offers to store it in the vault and keep only a `secret:` reference.
 * A value that is already a reference, or empty, never does.
 */
export function looksLikeCredential(name: string, value: string): boolean {
	const v = value.trim();
	if (v === '' || isSecretRef(v)) return false;
	// A value that only points at another variable (`${GITHUB_TOKEN}`) carries nothing itself.
	if (/^\$\{[^}]*\}$/.test(v)) return false;
	return CREDENTIAL_NAME.test(name) || CREDENTIAL_VALUE.test(v);
}

/** The vault name a pair's value goes under: `<label>-<name>`, squeezed to the SecretRef segment grammar. */
export function vaultNameFor(label: string, pairName: string): string {
	const squeeze = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '');
	const name = [squeeze(label), squeeze(pairName).toLowerCase()].filter(Boolean).join('-');
	return name || 'key';
}

/** The reference a value stored for this pair will have. */
export function vaultRefFor(label: string, pairName: string): string {
	return `secret:mcp/${vaultNameFor(label, pairName)}`;
}
