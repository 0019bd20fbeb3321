import { lazyPart } from '$lib/ui/lazy-part.svelte';

/** The overview's line for the thinking level in force: fetched after the overview's first paint. */
export const overviewEffortPart = lazyPart(() => import('./OverviewEffort.svelte'));
