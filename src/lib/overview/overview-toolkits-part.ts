import { lazyPart } from '$lib/ui/lazy-part.svelte';

/** The overview's line for the broker's directory: fetched after the overview's first paint (the first load's budget). */
export const overviewToolkitsPart = lazyPart(() => import('./OverviewToolkits.svelte'));
