import { lazyPart } from '$lib/ui/lazy-part.svelte';

/** The overview's line for the web search mode in force: fetched after the overview's first paint. */
export const overviewSearchPart = lazyPart(() => import('./OverviewSearch.svelte'));
