// A Vite plugin for builds: TanStack Query's mutations, their cache and infinite queries, which the app never
// uses (commands have their own life in src/lib/wire; no question is paged), are replaced by stand-ins that
// say so if anything ever reaches them. `QueryClient` imports them whatever the app asks (≈ 1.5 KB gzipped of
// every first load). Builds only (the app's, and a built Storybook): tests and the dev server run the library
// as shipped.
// (JavaScript, so vite.config.ts can import it without a TypeScript extension.)

const UNUSED =
	/[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/](mutation|mutationCache|infiniteQueryBehavior)\.js$/;

/** @param {string} what */
const refuse = (what) =>
	`throw new Error(${JSON.stringify(`${what}: not in this build (scripts/no-mutations-plugin.mjs)`)})`;

/** The stand-ins, with the same exports as the modules they replace. */
export const STAND_INS = {
	mutation: `export class Mutation { constructor() { ${refuse('TanStack Query mutations')} } }
export function getDefaultState() { ${refuse('TanStack Query mutations')} }`,
	// What QueryClient asks of its mutation cache, answered for a cache that never holds one.
	mutationCache: `export class MutationCache {
	constructor(config = {}) { this.config = config; }
	build() { ${refuse('TanStack Query mutations')} }
	getAll() { return []; }
	find() { return undefined; }
	findAll() { return []; }
	resumePausedMutations() { return Promise.resolve(); }
	clear() {}
	notify() {}
	subscribe() { return () => {}; }
}`,
	infiniteQueryBehavior: `export function infiniteQueryBehavior() { ${refuse('TanStack Query infinite queries')} }
export function hasNextPage() { ${refuse('TanStack Query infinite queries')} }
export function hasPreviousPage() { ${refuse('TanStack Query infinite queries')} }`
};

/** @returns {import('vite').Plugin} */
export function noMutations() {
	return {
		name: 'no-tanstack-mutations',
		apply: 'build',
		load(id) {
			const m = UNUSED.exec(id);
			return m ? STAND_INS[/** @type {keyof typeof STAND_INS} */ (m[1])] : null;
		}
	};
}
