// `npm run build:embed`: `build-embed/city-settings.js`, the settings as one ES module for any page (`mount()` and
// `<city-settings>`, src/embed/). Its lazily loaded parts sit beside it and are imported relative to it, so the
// folder can be served under any path; every style is injected into the shadow root it draws in (no CSS file).
import { svelte, vitePreprocess } from '@sveltejs/vite-plugin-svelte';
import { fileURLToPath } from 'node:url';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
/** Where it is written: `build-embed/`, or EMBED_DIR for a private build. */
export const EMBED_DIR = process.env.EMBED_DIR ?? 'build-embed';

/**
 * The library's root component imports the theme for Svelte hosts (their bundler adds it to the page); embedded,
 * the theme goes into the shadow root (`theme.css?inline`, src/embed/instance.svelte.ts), never the document. And
 * nothing embedded may reach SvelteKit.
 */
const embedOnly: Plugin = {
	name: 'city-settings-embed-only',
	enforce: 'pre',
	resolveId(source, importer) {
		if (/^\$(app|env)\//.test(source)) this.error(`${importer ?? 'the embed'} imports ${source}: SvelteKit only`);
		if (/(^|\/)theme\/theme\.css$/.test(source)) return '\0city-settings-theme-in-shadow-root';
		return null;
	},
	load(id) {
		return id === '\0city-settings-theme-in-shadow-root' ? '' : null;
	}
};

const INSTANCE = here('./src/embed/instance.svelte.ts');
const MCP_SCREEN = here('./src/lib/mcp/McpScreen.svelte');
// The MCP page's own modules and words stay in its chunk.
const MCP_OWN = [here('./src/lib/mcp/'), here('./src/lib/i18n/en/mcp')];
// Every English section, which i18n imports for development only: followed, it would pull each lazy part's words in.
const NOT_FOLLOWED = new Set([here('./src/lib/i18n/en/index.ts')]);

/** `from` and every module it imports statically, at any depth. */
function staticClosure(from: string, ctx: ChunkingContext): Set<string> {
	const out = new Set<string>();
	const stack = [from];
	for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
		if (out.has(id) || NOT_FOLLOWED.has(id)) continue;
		out.add(id);
		stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
	}
	return out;
}

/**
 * One file for what the widget draws first, whatever the page (the framework, the wire, the shell), together with the
 * shared parts the MCP page imports (its question's view, its fields, its links): left to itself, Rolldown gives each
 * set of pages sharing a part a file of its own, a dozen small files on the way to the MCP page's rows, each with its
 * own gzip stream, imports and exports. The MCP page's own modules stay in its chunk; lazily fetched parts stay apart.
 */
function widgetChunk(): (id: string, ctx: ChunkingContext) => string | null {
	let members: Set<string> | null = null;
	return (id, ctx) => {
		if (!members) {
			members = staticClosure(INSTANCE, ctx);
			for (const m of staticClosure(MCP_SCREEN, ctx)) if (!MCP_OWN.some((own) => m.startsWith(own))) members.add(m);
		}
		return members.has(id) ? 'widget' : null;
	};
}

export default defineConfig({
	// Chunks are found relative to the module that imports them, wherever the folder is served.
	base: './',
	publicDir: false,
	plugins: [
		embedOnly,
		svelte({
			configFile: false,
			preprocess: vitePreprocess(),
			compilerOptions: { runes: true, css: 'injected' }
		})
	],
	resolve: { alias: { $lib: here('./src/lib'), $protocol: here('./protocol') } },
	// Library mode leaves this to a host's bundler; the embed is the last bundler, so its dependencies get production.
	define: { 'process.env.NODE_ENV': JSON.stringify('production') },
	build: {
		outDir: EMBED_DIR,
		emptyOutDir: true,
		target: 'es2022',
		// Vite's preload helper would add `<link rel="modulepreload">` to the host's `document.head`.
		modulePreload: false,
		lib: {
			entry: here('./src/embed/city-settings.ts'),
			formats: ['es'],
			fileName: () => 'city-settings.js'
		},
		// Library mode keeps whitespace and comments for a host's bundler to tree-shake; a browser loads this one as is.
		rolldownOptions: {
			output: {
				minify: true,
				comments: false,
				codeSplitting: { groups: [{ name: widgetChunk() }] }
			}
		}
	}
});
