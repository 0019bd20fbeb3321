import { lazyPart } from '$lib/ui/lazy-part.svelte';

/** The usage record on /mcp, fetched after the page's first paint so the route's first load does not carry it. */
export const usagePanel = lazyPart(() => import('./UsagePanel.svelte'));
