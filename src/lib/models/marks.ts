import type { EndpointSummary, KeyState, ModelFactsSummary } from '$protocol/schemas/endpoints';

/** A mark on a provider row. */
export type Mark = 'local' | 'named' | 'no_usable_key';

/** Key states with which no key can be sent (WIRE.md §11.3: they "need attention"). */
const UNUSABLE: ReadonlySet<KeyState> = new Set<KeyState>(['missing', 'environment_unusable']);

/**
 * "No usable key": the endpoint has at least one account row and every one of
 * them is `missing` or `environment_unusable`. An endpoint without account rows
 * (`account_status: []`) never gets the mark, whatever `has_credential` says, and
 * `unread` (the city did not look) or `anonymous` (sends no key on purpose) never count.
 */
export function noUsableKey(endpoint: EndpointSummary): boolean {
	const accounts = endpoint.account_status;
	return accounts.length > 0 && accounts.every((a) => UNUSABLE.has(a.key));
}

/** The marks of one provider row, in a fixed order: local, named, no usable key. */
export function offerMarks(endpoint: EndpointSummary, model: ModelFactsSummary): Mark[] {
	const marks: Mark[] = [];
	if (endpoint.local) marks.push('local');
	if (model.listing === 'named') marks.push('named');
	if (noUsableKey(endpoint)) marks.push('no_usable_key');
	return marks;
}

/** The marks of an endpoint itself (the by-provider view's first list). */
export function endpointMarks(endpoint: EndpointSummary): Mark[] {
	const marks: Mark[] = [];
	if (endpoint.local) marks.push('local');
	if (noUsableKey(endpoint)) marks.push('no_usable_key');
	return marks;
}
