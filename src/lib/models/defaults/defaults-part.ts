import { lazyPart } from '$lib/ui/lazy-part.svelte';

/** The city's own defaults on /models: fetched after the page's first paint, not with its first load. */
export const cityDefaultsPart = lazyPart(() => import('./CityDefaults.svelte'));

/** The overview's line for the thinking level in force: fetched after the overview's first paint. */
export const overviewEffortPart = lazyPart(() => import('./OverviewEffort.svelte'));
