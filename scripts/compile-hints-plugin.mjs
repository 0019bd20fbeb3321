// A Vite plugin for builds: V8 compiles a function when it is first called, on the page's main thread, unless its
// file says that all its functions run on load (`//# allFunctionsCalledOnLoad`); then V8 compiles them all as the
// file arrives, on a background thread. The chunk group that holds the app's own first-load code (and Valibot, which
// only the app's own code imports) carries the line; SvelteKit's, Svelte's and TanStack's code, the route pages
// (with the line, the first load was slower) and every part fetched later do not. See docs/performance.md.
// (JavaScript, so vite.config.ts can import it without a TypeScript extension.)

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The hint on the browser chunks of one `codeSplitting` group.
 * @param {string} group
 * @returns {import('vite').Plugin}
 */
export function compileHints(group) {
	return {
		name: 'compile-hints',
		apply: 'build',
		enforce: 'post',
		generateBundle(_options, bundle) {
			// The browser's files of a SvelteKit build only: its server build, and Storybook's, stay as they are.
			if (!Object.keys(bundle).some((f) => f.startsWith('_app/immutable/'))) return;
			const hinted = Object.values(bundle).filter((c) => c.type === 'chunk' && c.name === group);
			if (hinted.length === 0) this.error(`compile-hints: no chunk of the group "${group}"`);
			for (const chunk of hinted) {
				if (chunk.type !== 'chunk') continue;
				chunk.code = COMPILE_HINT + chunk.code;
				// One line more at the top, with nothing of the source on it.
				if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
			}
		}
	};
}
