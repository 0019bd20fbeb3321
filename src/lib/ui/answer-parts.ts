import { lazyPart } from './lazy-part.svelte';

/**
 * What a question that failed or was unavailable draws, and a refusal drawn whole: parts fetched after the
 * first paint, not in any route's first load. The shell fetches them once the page is idle, so a later
 * failure (even of the server the page came from) finds them here.
 */
export const answerError = lazyPart(() => import('./AnswerError.svelte'));
export const unavailableView = lazyPart(() => import('./UnavailableView.svelte'));
export const refusalView = lazyPart(() => import('./RefusalView.svelte'));

/** Fetches all three; a failure is left for the part to retry when drawn. */
export function preloadAnswerParts(): Promise<unknown> {
	return Promise.allSettled([answerError, unavailableView, refusalView].map((p) => p.load()));
}
