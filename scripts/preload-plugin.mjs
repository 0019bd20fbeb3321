// A Vite plugin and the `build.modulePreload.resolveDependencies` it feeds, for the preload lists Vite writes
// beside each `import()`. The app's entry keeps its lists (a route's code and what it imports load at once on
// a client-side navigation); a lazily fetched part's list is dropped, since each part is fetched after the
// first paint, most of them while the page is idle, and the list's paths were bytes in every first load (a
// part's shared chunks then load as the part's own imports name them). Every other list names only what its
// importer has not loaded already: a chunk's static imports, at any depth, are loaded before it runs.
// (JavaScript, so vite.config.ts can import it without a TypeScript extension.)

/** @returns {{ plugin: import('vite').Plugin, resolveDependencies: (file: string, deps: string[], ctx: { hostId: string, hostType: 'html' | 'js' }) => string[] }} */
export function preloadOnlyWhatIsMissing() {
	/** @type {Map<string, Set<string>>} chunk file → the files its static imports bring, itself included */
	let loaded = new Map();
	return {
		plugin: {
			name: 'preload-only-what-is-missing',
			apply: 'build',
			generateBundle(_, bundle) {
				loaded = new Map();
				/** @param {string} file @param {Set<string>} into */
				const add = (file, into) => {
					if (into.has(file)) return;
					into.add(file);
					const chunk = bundle[file];
					if (chunk?.type === 'chunk') for (const dep of chunk.imports) add(dep, into);
				};
				for (const [file, chunk] of Object.entries(bundle)) {
					if (chunk.type !== 'chunk') continue;
					const into = new Set();
					add(file, into);
					loaded.set(file, into);
				}
			}
		},
		resolveDependencies(file, deps, { hostId, hostType }) {
			if (hostType === 'js' && !/(^|\/)entry\//.test(hostId)) return [];
			const have = hostType === 'js' ? loaded.get(hostId) : undefined;
			if (!have) return deps;
			const missing = deps.filter((dep) => !have.has(dep));
			// The imported file alone needs no list: `import()` fetches it.
			return missing.length === 1 && missing[0] === file ? [] : missing;
		}
	};
}
