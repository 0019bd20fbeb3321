import { CONTROL_CHARS, LABEL_PATTERN } from '$protocol/schemas/common';

/** Why a field cannot be sent as typed; the words live in the dictionary under `problems`. */
export type FieldProblem =
	| 'required'
	| 'not_a_url'
	| 'not_http'
	| 'credentials_in_url'
	| 'control_chars'
	| 'header_token'
	| 'header_duplicate'
	| 'none_checked'
	| 'header_needs_reference'
	| 'header_for_key'
	| 'not_a_pointer'
	| 'account_grammar'
	| 'account_duplicate'
	| 'not_a_whole_number'
	| 'below_one'
	| 'below_zero'
	| 'above_256'
	| 'too_large';

/** HTTP token characters (RFC 9110 §5.6.2): what a header name may contain. */
export const HEADER_TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** A base URL must be an http(s) URL without a user name or password. */
export function checkBaseUrl(text: string): FieldProblem | null {
	const t = text.trim();
	if (t === '') return 'required';
	let url: URL;
	try {
		url = new URL(t);
	} catch {
		return /^[a-z][a-z0-9+.-]*:/i.test(t) ? 'not_http' : 'not_a_url';
	}
	if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'not_http';
	if (url.username || url.password) return 'credentials_in_url';
	return null;
}

/** An endpoint name: not empty, no control characters (WIRE.md §9 ProviderName). */
export function checkEndpointName(text: string): FieldProblem | null {
	if (text.trim() === '') return 'required';
	if (CONTROL_CHARS.test(text)) return 'control_chars';
	return null;
}

/** A header name: HTTP token characters only. */
export function checkHeaderName(name: string): FieldProblem | null {
	if (name === '') return 'required';
	return HEADER_TOKEN.test(name) ? null : 'header_token';
}

/**
 * An account's own key header (WIRE.md §11.3 ProviderAccount.header): empty is
 * `null`, the dialect's usual header; otherwise HTTP token characters, and only
 * on an account with a key reference, since the header carries that key.
 */
export function checkAccountHeader(header: string, reference: string | null): FieldProblem | null {
	if (header === '') return null;
	if (!reference) return 'header_needs_reference';
	return HEADER_TOKEN.test(header) ? null : 'header_token';
}

/** A header where the key is the only way in (a search supplier's account): required once the account has a key. */
export function checkKeyedHeader(header: string, reference: string | null): FieldProblem | null {
	if (header === '' && reference) return 'header_for_key';
	return checkAccountHeader(header, reference);
}

/** A JSON Pointer (RFC 6901): empty, or `/`-separated with `~` only as `~0` or `~1`. */
export function checkPointer(pointer: string): FieldProblem | null {
	if (pointer === '') return null;
	if (!pointer.startsWith('/')) return 'not_a_pointer';
	return /~(?![01])/.test(pointer) ? 'not_a_pointer' : null;
}

/** Problems with a list of account ids, by index: grammar first, then a repeat of an earlier id. */
export function checkAccountIds(ids: readonly string[]): (FieldProblem | null)[] {
	const seen = new Set<string>();
	return ids.map((id) => {
		if (id === '') return 'required';
		if (!LABEL_PATTERN.test(id)) return 'account_grammar';
		if (seen.has(id)) return 'account_duplicate';
		seen.add(id);
		return null;
	});
}

/**
 * A figure box: empty is `null` (the city's default), never 0; otherwise a whole
 * number within the field's range.
 */
export function readFigure(
	text: string,
	range: { min: 0 | 1; max?: 256 }
): { ok: true; value: number | null } | { ok: false; problem: FieldProblem } {
	const t = text.trim();
	if (t === '') return { ok: true, value: null };
	const below = range.min === 1 ? 'below_one' : 'below_zero';
	if (/^-\d+$/.test(t) && Number(t) !== 0) return { ok: false, problem: below };
	if (!/^\d+$/.test(t)) return { ok: false, problem: 'not_a_whole_number' };
	if (!Number.isSafeInteger(Number(t)))
		return { ok: false, problem: range.max !== undefined ? 'above_256' : 'too_large' };
	const value = Number(t);
	if (value < range.min) return { ok: false, problem: below };
	if (range.max !== undefined && value > range.max) return { ok: false, problem: 'above_256' };
	return { ok: true, value };
}
