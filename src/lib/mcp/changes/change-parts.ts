import { lazyPart } from '$lib/ui/lazy-part';

/**
 * The MCP page's parts drawn only once a person acts (a change shown before it is sent, an export, the
 * undo bar, storing a key, the add form), fetched after the rows' first paint or when first needed, so
 * the first load of /mcp does not carry them.
 */
export const changeReview = lazyPart(() => import('./ChangeReview.svelte'));
export const removalReview = lazyPart(() => import('./RemovalReview.svelte'));
export const changeStatusView = lazyPart(() => import('./ChangeStatusView.svelte'));
export const exportBox = lazyPart(() => import('./ExportBox.svelte'));
export const undoBar = lazyPart(() => import('./UndoBar.svelte'));
export const storeKey = lazyPart(() => import('./StoreKey.svelte'));
export const addServer = lazyPart(() => import('./AddServer.svelte'));

/** Fetches them all, so a press finds them here; a failure is left for the part to retry when drawn. */
export function preloadChangeParts(): Promise<unknown> {
	return Promise.allSettled(
		[changeReview, removalReview, changeStatusView, exportBox, undoBar, storeKey, addServer].map((p) => p.load())
	);
}
