/**
 * A part of the page whose code is fetched on first use (a dynamic `import()`), so a route's first load
 * does not download it. The module is fetched once; a failed fetch may be tried again.
 */
export interface LazyPart<C> {
	/** The component once its module has arrived (then it is drawn at once, with no pending state); reactive. */
	readonly loaded: C | null;
	/** Fetches the module (once; again after a failure). */
	load(): Promise<C>;
}

/** Wraps `() => import('./Part.svelte')` (a literal import, so Vite splits it into its own chunk). */
export function lazyPart<C>(importer: () => Promise<{ default: C }>): LazyPart<C> {
	// State, so whoever reads it (a page's owner made from a fetched class) follows a fetch started elsewhere.
	let loaded = $state<C | null>(null);
	let loading: Promise<C> | null = null;
	return {
		get loaded() {
			return loaded;
		},
		load() {
			loading ??= importer().then(
				(m) => (loaded = m.default),
				(error: unknown) => {
					loading = null;
					throw error;
				}
			);
			return loading;
		}
	};
}
