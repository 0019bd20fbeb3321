import type { EndpointSummary } from '$protocol/schemas/endpoints';
import { buildSearchIndex, type SearchIndex } from './filter';
import { merge } from './merge';

const made = new WeakMap<readonly EndpointSummary[], SearchIndex>();

/**
 * The merged answer and its search index for one endpoints array: made once, and shared by every picker
 * drawn from that answer (a page has one per purpose). A new answer is a new array, so it is merged again.
 */
export function pickerIndex(endpoints: readonly EndpointSummary[]): SearchIndex {
	let index = made.get(endpoints);
	if (!index) {
		index = buildSearchIndex(merge(endpoints));
		made.set(endpoints, index);
	}
	return index;
}

/** Makes the index and its search keys when `idle` says, so the first open and the first key find them. */
export function warmPickerIndex(endpoints: readonly EndpointSummary[], idle: (step: () => void) => void): void {
	idle(() => void pickerIndex(endpoints).modelKeys);
}
