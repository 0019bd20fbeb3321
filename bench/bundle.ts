// What the first load of each route downloads: the JavaScript and CSS that `index.html` preloads and
// starts (SvelteKit's `start` and `app` entries and the root layout), plus the route's own nodes with what
// Vite preloads for them, each file followed through its static imports. Read from the build output
// alone (Vite's manifest in `.svelte-kit*/` is shared by builds of different base paths, so it may
// describe another build); gzipped with zlib's default level, as a web server would send them.
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The budget: JavaScript and CSS of any route's first load, gzipped. */
export const BUNDLE_BUDGET_BYTES = 90 * 1024;

export interface RouteBundle {
	route: string;
	files: string[];
	rawBytes: number;
	gzipBytes: number;
}

/** `/settings/ai/_app/x.js` or `../chunks/x.js` (from `from`) → `_app/x.js`, relative to the build folder. */
function resolveIn(spec: string, from: string | null): string {
	const i = spec.indexOf('_app/');
	if (spec.startsWith('/') || from === null) {
		if (i < 0) throw new Error(`Cannot place ${spec} in the build`);
		return spec.slice(i);
	}
	return posix.normalize(posix.join(posix.dirname(from), spec));
}

/** The static imports at the head of a built module (`import{…}from"../chunks/x.js";import"./y.js";`). */
function staticImports(code: string): string[] {
	const out: string[] = [];
	const re = /^\s*import\s*(?:[^;'"`]*?\bfrom\s*)?["']([^"']+)["']\s*;?/;
	let rest = code.replace(/^const __vite__mapDeps=[^\n]*\n/, '');
	for (let m = re.exec(rest); m; m = re.exec(rest)) {
		out.push(m[1] as string);
		rest = rest.slice(m[0].length);
	}
	return out;
}

/** Gzipped first-load JavaScript and CSS per route of the build in `buildDir`. */
export function routeBundles(buildDir: string): RouteBundle[] {
	const read = (f: string) => readFileSync(join(buildDir, f));
	const closure = (roots: string[]): Set<string> => {
		const out = new Set<string>();
		const visit = (f: string) => {
			if (out.has(f)) return;
			if (!existsSync(join(buildDir, f))) throw new Error(`${buildDir}/${f} is named but missing`);
			out.add(f);
			if (f.endsWith('.js')) for (const spec of staticImports(read(f).toString('utf8'))) visit(resolveIn(spec, f));
		};
		roots.forEach(visit);
		return out;
	};

	const html = read('index.html').toString('utf8');
	const initial = [...html.matchAll(/(?:href=|import\()\s*["']([^"']+\.(?:js|css))["']/g)].map((m) => resolveIn(m[1] as string, null));
	const appFile = initial.find((f) => /entry\/app\.[^/]+\.js$/.test(f));
	if (!appFile) throw new Error('index.html does not import the app entry');
	const app = read(appFile).toString('utf8');

	// Vite's preload list: `m.f=[…files…]`, and each node's `import(`…nodes/N.x.js`),__vite__mapDeps([i,…])`.
	const depFiles = JSON.parse(/m\.f=(\[[^\]]*\])/.exec(app)?.[1] ?? '[]') as string[];
	const nodes = new Map<number, string[]>();
	for (const m of app.matchAll(/import\(\s*[`'"]([^`'"]*nodes\/(\d+)\.[^`'"]+\.js)[`'"]\s*\)\s*,\s*__vite__mapDeps\(\[([\d,]*)\]\)/g)) {
		const deps = (m[3] as string).split(',').filter(Boolean).map((i) => depFiles[Number(i)] as string);
		nodes.set(Number(m[2]), [resolveIn(m[1] as string, appFile), ...deps.map((d) => resolveIn(d, appFile))]);
	}
	// The route dictionary: `{"/":[2],"/mcp":[4],"/a/b":[6,[3],[5]]}`: page, further layouts, further error
	// pages; the root layout (node 0) and root error page (node 1) are always loaded.
	const dict = /\{("\/[^"]*":\[[^{}]*?\](?:,|(?=\})))+\}/.exec(app)?.[0];
	if (!dict || nodes.size === 0) throw new Error(`Cannot read the routes from ${appFile}`);
	const routes = Object.entries(JSON.parse(dict.replace(/~/g, '-')) as Record<string, (number | number[])[]>);

	return routes
		.sort(([a], [b]) => a.localeCompare(b))
		.map(([route, entry]) => {
			const leaf = Math.abs(entry[0] as number);
			const layouts = [0, ...((entry[1] as number[] | undefined) ?? []).map(Math.abs)];
			// SvelteKit also fetches the route's error pages up front (the root one is node 1), to avoid a waterfall.
			const errors = [1, ...((entry[2] as number[] | undefined) ?? []).map(Math.abs)];
			const roots = [...initial, ...[leaf, ...layouts, ...errors].flatMap((n) => nodes.get(n) ?? [])];
			if (!nodes.has(leaf)) throw new Error(`No node ${leaf} for ${route} in ${appFile}`);
			const files = [...closure(roots)].filter((f) => /\.(js|css)$/.test(f)).sort();
			let rawBytes = 0;
			let gzipBytes = 0;
			for (const f of files) {
				const body = read(f);
				rawBytes += body.length;
				gzipBytes += gzipSync(body).length;
			}
			return { route, files, rawBytes, gzipBytes };
		});
}
