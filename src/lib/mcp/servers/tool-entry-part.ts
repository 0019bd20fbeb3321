import { lazyPart } from '$lib/ui/lazy-part.svelte';

/**
 * A tool's entry (description, schema table, raw schema), fetched when a server's tools are first shown
 * or a tool search first has text, so the first load of /mcp does not carry it.
 */
export const toolEntry = lazyPart(() => import('./ToolEntry.svelte'));

/** The tool search's matching and its matches, fetched when the search is first focused or has text. */
export const toolMatches = lazyPart(() => import('./ToolMatches.svelte'));

/** A server's dense tool list, fetched when a server's tools are first shown. */
export const toolList = lazyPart(() => import('./ToolList.svelte'));

/** A row's warnings (checks the city does not make): rare, so fetched only when a row has some. */
export const warningList = lazyPart(() => import('./WarningList.svelte'));

/**
 * The checks behind the rows' warnings (`healthWarnings`), fetched once the page is on screen: the rows are
 * drawn without them, and the warnings they find are drawn by a lazy part anyway.
 */
export const warningChecks = lazyPart(() => import('./warnings').then((m) => ({ default: m.healthWarnings })));
