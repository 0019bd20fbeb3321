import { lazyPart } from '$lib/ui/lazy-part.svelte';

/** The broker's directory on /mcp, fetched after the rows are drawn so the route's first load does not carry it. */
export const toolkitDirectory = lazyPart(() => import('./ToolkitDirectory.svelte'));
