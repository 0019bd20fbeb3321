// A Vite plugin and the `build.modulePreload.resolveDependencies` it feeds: a lazily imported part's preload
// list names only the files its importer has not already loaded. Every file a chunk imports statically, at
// any depth, is loaded before that chunk runs, so preloading it again fetches nothing; the list's paths are
// bytes in every first load (the framework and shell chunks were in every part's list).
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
			const have = hostType === 'js' ? loaded.get(hostId) : undefined;
			if (!have) return deps;
			const missing = deps.filter((dep) => !have.has(dep));
			// The imported file alone needs no list: `import()` fetches it.
			return missing.length === 1 && missing[0] === file ? [] : missing;
		}
	};
}
