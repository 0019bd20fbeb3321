// What the first load of each route downloads: the JavaScript and CSS of the page the server sends for
// it (the route's own prerendered page, `mcp.html`, or the fallback `200.html`): the CSS inlined in it,
// the stylesheets it links, the modules it preloads and starts (SvelteKit's `start` and `app` entries, the
// root layout, the route's own nodes), plus the route's nodes with what Vite preloads for them, each file
// followed through its static imports. Read from the build output alone (Vite's manifest in
// `.svelte-kit*/` is shared by builds of different base paths, so it may describe another build);
// gzipped with zlib's default level, as a web server would send them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { resolveIn, staticImports } from '../scripts/complete-preloads.mjs';

/**
 * The budget: JavaScript and CSS of any route's first load, gzipped. 75 KB since issues #43 and #45 (73 from #44, 72
 * before): what the shell grew by is in docs/performance.md, "The first load's budget".
 */
export const BUNDLE_BUDGET_BYTES = 75 * 1024;

export interface RouteBundle {
	route: string;
	files: string[];
	rawBytes: number;
	gzipBytes: number;
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

	const fallback = read('200.html').toString('utf8');
	const appFile = [...fallback.matchAll(/import\(\s*["']([^"']+entry\/app\.[^"']+\.js)["']/g)].map((m) =>
		resolveIn(m[1] as string, null)
	)[0];
	if (!appFile) throw new Error('200.html does not import the app entry');
	const app = read(appFile).toString('utf8');

	// Vite's preload list: `m.f=[…files…]`, and each node's `import(`…nodes/N.x.js`),__vite__mapDeps([i,…])`.
	const depFiles = JSON.parse(/m\.f=(\[[^\]]*\])/.exec(app)?.[1] ?? '[]') as string[];
	const nodes = new Map<number, string[]>();
	for (const m of app.matchAll(
		/import\(\s*[`'"]([^`'"]*nodes\/(\d+)\.[^`'"]+\.js)[`'"]\s*\)\s*,\s*__vite__mapDeps\(\[([\d,]*)\]\)/g
	)) {
		const deps = (m[3] as string)
			.split(',')
			.filter(Boolean)
			.map((i) => depFiles[Number(i)] as string);
		nodes.set(Number(m[2]), [resolveIn(m[1] as string, appFile), ...deps.map((d) => resolveIn(d, appFile))]);
	}
	// The route dictionary: `{"/":[2],"/mcp":[4],"/a/b":[6,[3],[5]]}`: page, further layouts, further error
	// pages; the root layout (node 0) and root error page (node 1) are always loaded.
	const dict = /\{("\/[^"]*":\[[^{}]*?\](?:,|(?=\})))+\}/.exec(app)?.[0];
	if (!dict || nodes.size === 0) throw new Error(`Cannot read the routes from ${appFile}`);
	const routes = Object.entries(JSON.parse(dict.replace(/~/g, '-')) as Record<string, (number | number[])[]>);

	/** The page the server sends for `route`, and what in it the browser fetches or runs. */
	const pageOf = (route: string) => {
		const own = route === '/' ? 'index.html' : `${route.slice(1)}.html`;
		const file = existsSync(join(buildDir, own)) ? own : '200.html';
		const html = read(file).toString('utf8');
		const links = [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
		const hrefOf = (tag: string) => /href="([^"]+)"/.exec(tag)?.[1] ?? '';
		const inApp = (tag: string) => hrefOf(tag).includes('_app/');
		const modules = [
			...links.filter((l) => inApp(l) && /rel="modulepreload"/.test(l)).map((l) => resolveIn(hrefOf(l), null)),
			...[...html.matchAll(/import\(\s*["']([^"']+\.js)["']/g)].map((m) => resolveIn(m[1] as string, null))
		];
		const sheets = links.filter((l) => inApp(l) && /rel="stylesheet"/.test(l));
		return {
			file,
			modules,
			stylesheets: sheets.filter((l) => !/\bdisabled\b/.test(l)).map((l) => resolveIn(hrefOf(l), null)),
			named: new Set(sheets.map((l) => resolveIn(hrefOf(l), null))),
			inlineCss: [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n')
		};
	};

	return routes
		.sort(([a], [b]) => a.localeCompare(b))
		.map(([route, entry]) => {
			const leaf = Math.abs(entry[0] as number);
			const layouts = [0, ...((entry[1] as number[] | undefined) ?? []).map(Math.abs)];
			// SvelteKit also fetches the route's error pages up front (the root one is node 1), to avoid a waterfall.
			const errors = [1, ...((entry[2] as number[] | undefined) ?? []).map(Math.abs)];
			const page = pageOf(route);
			const roots = [
				...page.modules,
				...page.stylesheets,
				...[leaf, ...layouts, ...errors].flatMap((n) => nodes.get(n) ?? [])
			];
			if (!nodes.has(leaf)) throw new Error(`No node ${leaf} for ${route} in ${appFile}`);
			// A stylesheet the page names (even disabled, as SvelteKit names the ones it inlined) is one Vite's
			// preload helper does not fetch again.
			const fetched = new Set(
				[...closure(roots)].filter((f) => f.endsWith('.js') || (f.endsWith('.css') && !page.named.has(f)))
			);
			for (const f of page.stylesheets) fetched.add(f);
			const files = [...fetched].sort();
			let rawBytes = Buffer.byteLength(page.inlineCss);
			let gzipBytes = page.inlineCss ? gzipSync(page.inlineCss).length : 0;
			for (const f of files) {
				const body = read(f);
				rawBytes += body.length;
				gzipBytes += gzipSync(body).length;
			}
			if (page.inlineCss) files.unshift(`${page.file} (inline CSS)`);
			return { route, files, rawBytes, gzipBytes };
		});
}

/**
 * Styles a route's page inlines for components that only its lazily fetched code draws: each names the
 * route, the component's style hash and the file that draws it. Such a component is marked
 * `<svelte:options css="injected" />`, so its styles come with its code instead of the first load.
 */
export function lazyStylesInlined(buildDir: string): string[] {
	const js = (f: string) => readFileSync(join(buildDir, f), 'utf8');
	const everyModule = readdirSync(join(buildDir, '_app', 'immutable'), { recursive: true, encoding: 'utf8' })
		.filter((f) => f.endsWith('.js'))
		.map((f) => `_app/immutable/${f}`);
	const out: string[] = [];
	for (const r of routeBundles(buildDir)) {
		const page = r.files.find((f) => f.endsWith(' (inline CSS)'))?.replace(' (inline CSS)', '');
		if (!page) continue;
		const inline = [...js(page).matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
		const firstLoad = r.files
			.filter((f) => f.endsWith('.js'))
			.map(js)
			.join('\n');
		for (const hash of new Set(inline.match(/svelte-[a-z0-9]+/g) ?? [])) {
			if (firstLoad.includes(hash)) continue;
			out.push(`${r.route}: ${hash}, drawn by ${everyModule.find((f) => js(f).includes(hash)) ?? 'no module'}`);
		}
	}
	return out;
}
