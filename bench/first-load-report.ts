// `npm run bench:first-load [-- --build-dir DIR] [-- --top N]`: where the bytes of each route's first load go.
// Builds the app with the module-sizes plugin (bench/module-sizes-plugin.mjs), takes each route's first-load
// files as the bundle budget counts them (bench/bundle.ts), and splits each file's gzipped size over the
// source modules in it, in proportion to the minified bytes each wrote (read from the source maps; what the
// maps name no module for is `(no source)`): an estimate per module, exact per file and per route.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUNDLE_BUDGET_BYTES, routeBundles } from './bundle';

/** `{ "_app/immutable/chunks/x.js": { "/abs/src/lib/a.ts": 1234, … } }`, from bench/module-sizes-plugin.mjs */
export type ModuleSizes = Record<string, Record<string, number>>;

export interface ModuleShare {
	module: string;
	group: string;
	file: string;
	gzipBytes: number;
}

/** `node_modules/@sveltejs/kit/src/…` → `@sveltejs/kit`; `src/lib/mcp/X.svelte` → `src/lib/mcp`. */
export function groupOf(module: string): string {
	const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module);
	if (nm) return nm[1] as string;
	const parts = module.split('/');
	return parts.slice(0, Math.min(3, parts.length - 1)).join('/') || module;
}

/** Each first-load file of each route, split over its modules. */
export function moduleShares(buildDir: string, sizes: ModuleSizes): Map<string, ModuleShare[]> {
	const out = new Map<string, ModuleShare[]>();
	const root = process.cwd();
	for (const r of routeBundles(buildDir)) {
		const shares: ModuleShare[] = [];
		for (const file of r.files) {
			if (file.endsWith('(inline CSS)')) {
				const html = readFileSync(join(buildDir, file.replace(' (inline CSS)', '')), 'utf8');
				const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
				shares.push({ module: '(inline CSS)', group: '(inline CSS)', file, gzipBytes: gzipSync(css).length });
				continue;
			}
			const gz = gzipSync(readFileSync(join(buildDir, file))).length;
			const mods = Object.entries(sizes[file] ?? {}).filter(([, n]) => n > 0);
			const total = mods.reduce((s, [, n]) => s + n, 0);
			if (!mods.length || !total) {
				shares.push({ module: file, group: '(unattributed)', file, gzipBytes: gz });
				continue;
			}
			for (const [id, n] of mods) {
				const module = relative(root, id.replace(/^\0/, '').replace(/\?.*$/, ''));
				shares.push({ module, group: groupOf(module), file, gzipBytes: (gz * n) / total });
			}
		}
		out.set(r.route, shares);
	}
	return out;
}

const kb = (n: number) => (n / 1024).toFixed(1).padStart(6);

function sumBy(shares: ModuleShare[], key: (s: ModuleShare) => string): [string, number][] {
	const m = new Map<string, number>();
	for (const s of shares) m.set(key(s), (m.get(key(s)) ?? 0) + s.gzipBytes);
	return [...m].sort((a, b) => b[1] - a[1]);
}

/** The report as text: per route, the total, then by package / folder, then the largest modules. */
export function reportText(shares: Map<string, ModuleShare[]>, top: number): string {
	const lines: string[] = [];
	for (const [route, list] of shares) {
		const total = list.reduce((s, x) => s + x.gzipBytes, 0);
		lines.push(`${route}: ${kb(total).trim()} KB gzipped (budget ${BUNDLE_BUDGET_BYTES / 1024} KB)`);
		lines.push('  by file:');
		for (const [f, n] of sumBy(list, (s) => s.file)) lines.push(`  ${kb(n)} KB  ${f}`);
		lines.push('  by package or folder:');
		for (const [g, n] of sumBy(list, (s) => s.group)) lines.push(`  ${kb(n)} KB  ${g}`);
		lines.push(`  largest ${top} modules:`);
		for (const [m, n] of sumBy(list, (s) => s.module).slice(0, top)) lines.push(`  ${kb(n)} KB  ${m}`);
		lines.push('');
	}
	return lines.join('\n');
}

/** Builds `buildDir` with the module sizes written beside it; returns them. */
export function buildWithModuleSizes(buildDir: string): ModuleSizes {
	const kitOut = `.svelte-kit-${buildDir.replace(/^build-?/, '') || 'bench'}`;
	const sizesFile = join(kitOut, 'first-load-modules.json');
	rmSync(sizesFile, { force: true });
	execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], {
		stdio: ['ignore', 'ignore', 'inherit'],
		env: {
			...process.env,
			BUILD_DIR: buildDir,
			KIT_OUT_DIR: kitOut,
			BASE_PATH: '',
			FIRST_LOAD_MODULES: sizesFile
		}
	});
	return JSON.parse(readFileSync(sizesFile, 'utf8')) as ModuleSizes;
}

if (process.argv[1]?.endsWith('first-load-report.ts')) {
	const args = process.argv.slice(2);
	const at = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
	const buildDir = at('--build-dir') ?? 'build-first-load';
	const sizes = buildWithModuleSizes(buildDir);
	console.log(reportText(moduleShares(buildDir, sizes), Number(at('--top') ?? 25)));
}
