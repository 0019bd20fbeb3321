import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';
import { withCompletePreloads } from './scripts/complete-preloads.mjs';

// BASE_PATH lets a host dashboard mount the app under a sub-path (`/settings/ai`).
const base = process.env.BASE_PATH ?? '';
const pages = process.env.BUILD_DIR ?? 'build';

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	compilerOptions: { runes: true },
	kit: {
		// Separate output folders let several builds run side by side (see CONTRIBUTING.md).
		outDir: process.env.KIT_OUT_DIR ?? '.svelte-kit',
		// Each page then preloads every module its first load imports (scripts/complete-preloads.mjs).
		adapter: withCompletePreloads(
			adapter({
				pages,
				assets: pages,
				// Each route is also written as its own page (`mcp.html`, …) that preloads that route's code;
				// any other path gets this one (README "Performance").
				fallback: '200.html',
				strict: true
			}),
			pages
		),
		// The wire's shapes live at the top of the repository, shared with the local city, tests and benchmark.
		alias: { $protocol: 'protocol', $kit: 'src/kit' },
		paths: { base, relative: false },
		router: { type: 'pathname' },
		// The app sits next to a server that can run commands: no inline script,
		// no eval. SvelteKit hashes its own bootstrap script into the policy.
		csp: {
			mode: 'hash',
			directives: {
				'default-src': ['self'],
				'script-src': ['self'],
				'style-src': ['self', 'unsafe-inline'],
				'img-src': ['self', 'data:'],
				'font-src': ['self'],
				'connect-src': ['self', 'ws:', 'wss:', 'http:', 'https:'],
				'object-src': ['none'],
				'base-uri': ['self'],
				'form-action': ['self']
			}
		},
		// CSS goes into the page itself: a first load fetches no stylesheet before the app's script may run.
		inlineStyleThreshold: Infinity,
		version: { pollInterval: 0 }
	}
};

export default config;
