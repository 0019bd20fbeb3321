import { SECRET_REF_PATTERN } from '$protocol/schemas/common';

/** What `/enroll` said (WIRE.md §13). Bodies other than the reference are shown verbatim. */
export type EnrollResult =
	| { kind: 'stored'; reference: string }
	| { kind: 'refused'; status: number; text: string }
	| { kind: 'unconfirmed'; text: string }
	| { kind: 'unreachable'; url: string };

export interface EnrollTarget {
	enroll: string;
	token: string | null;
}

/**
 * Stores a key in the city's vault. The value goes in this one request body and
 * nowhere else: not in a frame, a URL, storage, the query cache or a log.
 */
export async function enrollKey(
	target: EnrollTarget,
	realm: string,
	name: string,
	value: string,
	fetchFn: typeof fetch = fetch
): Promise<EnrollResult> {
	const headers: Record<string, string> = { 'content-type': 'application/json' };
	if (target.token) headers.authorization = `Bearer ${target.token}`;
	let response: Response;
	try {
		response = await fetchFn(target.enroll, {
			method: 'POST',
			headers,
			body: JSON.stringify({ realm, name, value }),
			credentials: 'same-origin',
			cache: 'no-store'
		});
	} catch {
		return { kind: 'unreachable', url: target.enroll };
	}
	const text = await response.text();
	if (response.status === 201 && SECRET_REF_PATTERN.test(text.trim())) {
		return { kind: 'stored', reference: text.trim() };
	}
	if (response.status === 202) return { kind: 'unconfirmed', text };
	return { kind: 'refused', status: response.status, text };
}
