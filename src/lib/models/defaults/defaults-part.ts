import { lazyPart } from '$lib/ui/lazy-part.svelte';

/** The city's own defaults on /models: fetched after the page's first paint, not with its first load. */
export const cityDefaultsPart = lazyPart(() => import('./CityDefaults.svelte'));
