// The pages the static adapter writes name, as `<link rel="modulepreload">`, the modules their first load
// runs, so the browser fetches them all at once. SvelteKit (2.70) leaves one out when a lazily fetched part
// of the route imports it too: its walk of Vite's manifest meets the module first on the lazy path, marks it
// seen there and skips it when the page's own import names it. The browser then learns of it only once the
// page's code has arrived (`/mcp`: its shared chunk, about 20 ms later, on the way to the rows). This adds
// every module the preloaded ones import statically, at any depth, to each page after the adapter ran.
// (JavaScript, so svelte.config.js can import it.)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';

/**
 * The static imports at the head of a built module (`import{…}from"../chunks/x.js";import"./y.js";`), after
 * Vite's preload list (`const __vite__mapDeps=…`) if it has one.
 * @param {string} code
 * @returns {string[]}
 */
export function staticImports(code) {
	/** @type {string[]} */
	const out = [];
	const re = /^\s*import\s*(?:[^;'"`]*?\bfrom\s*)?["']([^"']+)["']\s*;?/;
	let rest = code.replace(/^const __vite__mapDeps=[^\n]*\n/, '');
	for (let m = re.exec(rest); m; m = re.exec(rest)) {
		out.push(/** @type {string} */ (m[1]));
		rest = rest.slice(m[0].length);
	}
	return out;
}

/**
 * `/settings/ai/_app/x.js` or `../chunks/x.js` (from the module `from`) → `_app/x.js`, relative to the build.
 * @param {string} spec
 * @param {string | null} from
 */
export function resolveIn(spec, from) {
	const i = spec.indexOf('_app/');
	if (spec.startsWith('/') || from === null) {
		if (i < 0) throw new Error(`Cannot place ${spec} in the build`);
		return spec.slice(i);
	}
	return posix.normalize(posix.join(posix.dirname(from), spec));
}

const PRELOAD = /<link href="([^"]*_app\/[^"]+\.js)" rel="modulepreload">/g;

/** @param {string} dir @returns {string[]} every page of the build, relative to it */
function pagesOf(dir) {
	return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
		(f) => f.endsWith('.html') && !f.split(/[\\/]/).includes('_app')
	);
}

/**
 * For each page of the build in `dir`, the modules its preloaded ones import statically that it does not
 * preload itself, in the order met.
 * @param {string} dir
 * @returns {{ page: string; missing: string[]; prefix: string }[]}
 */
export function preloadGaps(dir) {
	const imports = new Map();
	/** @param {string} file */
	const importsOf = (file) => {
		if (!imports.has(file)) {
			const code = readFileSync(join(dir, file), 'utf8');
			imports.set(
				file,
				staticImports(code).map((spec) => resolveIn(spec, file))
			);
		}
		return imports.get(file);
	};
	return pagesOf(dir).map((page) => {
		const hrefs = [...readFileSync(join(dir, page), 'utf8').matchAll(PRELOAD)].map((m) => /** @type {string} */ (m[1]));
		const named = new Set(hrefs.map((h) => resolveIn(h, null)));
		/** @type {string[]} */
		const missing = [];
		const seen = new Set();
		/** @param {string} file */
		const visit = (file) => {
			if (seen.has(file)) return;
			seen.add(file);
			if (!named.has(file)) missing.push(file);
			importsOf(file).forEach(visit);
		};
		named.forEach(visit);
		const first = hrefs[0] ?? '';
		return { page, missing, prefix: first.slice(0, first.indexOf('_app/')) };
	});
}

/**
 * Adds the missing preloads to each page of the build in `dir`, after its last one; returns what it added.
 * @param {string} dir
 */
export function completePreloads(dir) {
	const added = [];
	for (const { page, missing, prefix } of preloadGaps(dir)) {
		if (missing.length === 0) continue;
		const path = join(dir, page);
		const html = readFileSync(path, 'utf8');
		const last = [...html.matchAll(PRELOAD)].at(-1);
		if (!last || last.index === undefined) continue;
		const at = last.index + last[0].length;
		const indent = /\n([ \t]*)$/.exec(html.slice(0, last.index))?.[1] ?? '';
		const links = missing.map((f) => `\n${indent}<link href="${prefix}${f}" rel="modulepreload">`).join('');
		writeFileSync(path, html.slice(0, at) + links + html.slice(at));
		added.push({ page, files: missing });
	}
	return added;
}

/**
 * The adapter, then `completePreloads` on what it wrote to `pages`.
 * @param {import('@sveltejs/kit').Adapter} adapter
 * @param {string} pages
 * @returns {import('@sveltejs/kit').Adapter}
 */
export function withCompletePreloads(adapter, pages) {
	return {
		...adapter,
		async adapt(builder) {
			await adapter.adapt(builder);
			for (const { page, files } of completePreloads(pages))
				builder.log.minor(`${page}: also preloads ${files.join(', ')} (scripts/complete-preloads.mjs)`);
		}
	};
}
