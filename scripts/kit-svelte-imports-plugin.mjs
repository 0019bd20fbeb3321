// A Vite plugin for builds: SvelteKit's client imports Svelte as a namespace (`import * as svelte`) and
// unpacks it at run time, so the bundler keeps a live object of every export of `svelte` and, with it, code
// nothing calls (about 0.45 KB gzipped of every first load). The plugin rewrites that one import into the
// named imports the client uses; the code is otherwise unchanged. A client that no longer reads as expected
// stops the build, so a SvelteKit update is looked at, never half-rewritten.
// (JavaScript, so vite.config.ts can import it without a TypeScript extension.)

const CLIENT = /[\\/]@sveltejs[\\/]kit[\\/]src[\\/]runtime[\\/]client[\\/]client\.js$/;

/** Each piece of the client as shipped, and what it becomes. */
/** @type {[string, string][]} */
const REWRITES = [
	[
		"import * as svelte from 'svelte';",
		"import { onMount, tick, untrack, settled as svelte_settled, fork as svelte_fork } from 'svelte';"
	],
	['const { onMount, tick } = svelte;', ''],
	['const untrack = svelte.untrack ?? ((value) => value());', ''],
	['svelte.tick', 'tick'],
	['svelte.fork', 'svelte_fork'],
	['svelte.settled', 'svelte_settled']
];

/**
 * SvelteKit's client source with the namespace import of Svelte made named.
 * @param {string} code
 * @returns {string}
 */
export function namedSvelteImports(code) {
	let out = code;
	for (const [from, to] of REWRITES) {
		if (!out.includes(from)) {
			throw new Error(`kit-svelte-imports: SvelteKit's client no longer has \`${from}\`; look at the plugin`);
		}
		out = out.split(from).join(to);
	}
	const left = /\bsvelte\.(?!dev\b|js\b)\w+/.exec(out);
	if (left)
		throw new Error(`kit-svelte-imports: SvelteKit's client reads \`${left[0]}\`, which the plugin does not rewrite`);
	return out;
}

/** @returns {import('vite').Plugin} */
export function kitSvelteImports() {
	return {
		name: 'kit-svelte-imports',
		apply: 'build',
		transform(code, id) {
			return CLIENT.test(id) ? { code: namedSvelteImports(code), map: null } : null;
		}
	};
}
