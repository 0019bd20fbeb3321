// The stack's floor (issue #18): SvelteKit, TanStack Query and the wire's checks, drawing /mcp's rows as
// plain text with nothing else of the app. `npm run bench` builds it (KIT_FLOOR_DIR) and serves it under
// /kit-floor beside the app and the plain floor page (bench/floor/); see docs/performance.md.
import adapter from '@sveltejs/adapter-static';

const out = process.env.KIT_FLOOR_DIR ?? '../../build-kit-floor';
// Its own SvelteKit folder per build, as the app's (KIT_OUT_DIR), so two benchmark runs can build side by side.
const kitOut = process.env.KIT_OUT_DIR ?? '../../.svelte-kit-kit-floor';

/** @type {import('@sveltejs/kit').Config} */
export default {
	compilerOptions: { runes: true },
	kit: {
		outDir: kitOut,
		adapter: adapter({ pages: out, assets: out, fallback: '200.html', strict: true }),
		paths: { base: '/kit-floor', relative: false },
		router: { type: 'pathname' },
		inlineStyleThreshold: Infinity,
		version: { pollInterval: 0 }
	}
};
