import { lazyPart } from '$lib/ui/lazy-part.svelte';

/**
 * The MCP page's parts drawn only once a person acts (a change shown before it is sent, an export, the
 * undo bar, storing a key, the add form), fetched after the rows' first paint or when first needed, so
 * the first load of /mcp does not carry them.
 */
export const changeReview = lazyPart(() => import('./ChangeReview.svelte'));
export const removalReview = lazyPart(() => import('./RemovalReview.svelte'));
export const changeStatusView = lazyPart(() => import('./ChangeStatusView.svelte'));
export const exportBox = lazyPart(() => import('./ExportBox.svelte'));
export const storeKey = lazyPart(() => import('./StoreKey.svelte'));

/** The page's owner of its changes (`BuildingChanges`): it comes with the first part that takes it. */
export const buildingChanges = lazyPart(() => import('./changes.svelte').then((m) => ({ default: m.BuildingChanges })));

/** A part drawn with the page's changes: fetched together, so it is drawn only once both are here. */
function withChanges<C>(importer: () => Promise<{ default: C }>) {
	return lazyPart(() => Promise.all([importer(), buildingChanges.load()]).then(([m]) => m));
}
// Each row's buttons: fetched once the rows stand with their health (McpPage), so the answers come first.
export const rowActions = withChanges(() => import('./RowActions.svelte'));
export const undoBar = withChanges(() => import('./UndoBar.svelte'));
export const addServer = withChanges(() => import('./AddServer.svelte'));

/** Fetches them all, so a press finds them here; a failure is left for the part to retry when drawn. */
export function preloadChangeParts(): Promise<unknown> {
	return Promise.allSettled(
		[rowActions, changeReview, removalReview, changeStatusView, exportBox, undoBar, storeKey, addServer].map((p) =>
			p.load()
		)
	);
}
