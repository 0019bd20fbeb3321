#!/usr/bin/env node
// `npm run package [-- --out DIR]`: the library for Svelte 5 hosts (issue #43), written to `dist/`.
// svelte-package packages one folder, but the library also imports the wire's shapes (`$protocol/…`, the top-level
// `protocol/` folder shared with the local city). So: stage what `src/lib/index.ts` reaches (statically or through
// `import()`), with `protocol/` as `src/lib/protocol/`, every `$lib/`/`$protocol/` import made relative, in a temp
// folder; run svelte-package there; then check the output names nothing a host cannot resolve.
import { spawnSync } from 'node:child_process';
import {
	cpSync,
	existsSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	rmSync,
	symlinkSync,
	writeFileSync
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const LIB = join(ROOT, 'src', 'lib');
const PROTOCOL = join(ROOT, 'protocol');

/** Bare imports the package may keep: its peer dependencies and their subpaths. */
export const PEERS = ['svelte', '@tanstack/svelte-query', 'valibot'];
/** And its own dependencies: `esm-env` (DEV-only checks), which Svelte itself depends on. */
export const DEPENDENCIES = ['esm-env'];
const ALLOWED = [...PEERS, ...DEPENDENCIES];
/** Strings no file of the package may hold: SvelteKit's modules and this repository's aliases. */
export const FORBIDDEN = ['$app/', '$env/', '$protocol/', '$lib/'];
/** What public code must never need: the SvelteKit adapter, tests, stories and their helpers, sample data. */
const PRIVATE = /(^|\/)(kit|testing|storybook|samples|frames)\/|\.test\.ts$|\.stories\.svelte$/;

const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"\n]+)\2/g;

/**
 * `$lib/x`, `$protocol/x` or a relative specifier, as a path in the repository (no extension added); `null` if bare.
 * @param {string} spec
 * @param {string} fromFile
 * @returns {string | null}
 */
function target(spec, fromFile) {
	if (spec === '$lib' || spec.startsWith('$lib/')) return join(LIB, spec.slice(4));
	if (spec.startsWith('$protocol/')) return join(PROTOCOL, spec.slice(10));
	if (spec.startsWith('./') || spec.startsWith('../')) return resolve(dirname(fromFile), spec);
	return null;
}

/**
 * The package a bare specifier names: `svelte/reactivity` → `svelte`, `@tanstack/svelte-query` as is.
 * @param {string} spec
 */
const packageOf = (spec) =>
	spec
		.split('/')
		.slice(0, spec.startsWith('@') ? 2 : 1)
		.join('/');

/**
 * The file a path names, as the bundler would find it.
 * @param {string} path
 * @returns {string}
 */
function fileOf(path) {
	const candidates = [path, `${path}.ts`, path.replace(/\.js$/, '.ts'), join(path, 'index.ts')];
	const found = candidates.find((c) => existsSync(c) && !readdirSafe(c));
	if (!found) throw new Error(`cannot resolve ${relative(ROOT, path)}`);
	return found;
}

/** @param {string} p */
function readdirSafe(p) {
	try {
		return readdirSync(p) && true;
	} catch {
		return false;
	}
}

/**
 * Where a repository path goes in the staged library.
 * @param {string} path
 * @param {string} stageLib
 */
function staged(path, stageLib) {
	if (path === LIB || path.startsWith(LIB + sep)) return join(stageLib, relative(LIB, path));
	if (path === PROTOCOL || path.startsWith(PROTOCOL + sep)) return join(stageLib, 'protocol', relative(PROTOCOL, path));
	throw new Error(`${relative(ROOT, path)} is outside src/lib and protocol/`);
}

/**
 * Copies what `src/lib/index.ts` reaches into `stageLib`, each import rewritten to a relative one.
 * @param {string} stageLib
 * @returns {string[]} the files staged, relative to the repository
 */
function stageLibrary(stageLib) {
	if (existsSync(join(LIB, 'protocol'))) throw new Error('src/lib/protocol exists: the staged protocol/ would clash');
	const seen = new Set();
	const queue = [join(LIB, 'index.ts')];
	while (queue.length) {
		const file = /** @type {string} */ (queue.pop());
		if (seen.has(file)) continue;
		seen.add(file);
		const rel = relative(ROOT, file).split(sep).join('/');
		if (PRIVATE.test(rel)) throw new Error(`public code reaches ${rel}`);
		const out = staged(file, stageLib);
		mkdirSync(dirname(out), { recursive: true });
		if (!/\.(ts|js|svelte)$/.test(file)) {
			cpSync(file, out);
			continue;
		}
		// Only Vite replaces `import.meta.env`; a library ships production's behaviour (the root component provides
		// every section its pages draw).
		const source = readFileSync(file, 'utf8').replaceAll('import.meta.env.DEV', 'false');
		if (source.includes('import.meta.env')) throw new Error(`${rel} reads import.meta.env, which only Vite replaces`);
		const rewritten = source.replace(SPECIFIER, (whole, lead, quote, spec, at) => {
			if (inComment(source, at)) return whole;
			const path = target(spec, file);
			if (path === null) {
				if (!ALLOWED.includes(packageOf(spec))) throw new Error(`${rel} imports ${spec}, not a peer or a dependency`);
				return whole;
			}
			queue.push(fileOf(path.replace(/\?.*$/, '')));
			let next = relative(dirname(out), staged(path, stageLib)).split(sep).join('/');
			if (!next.startsWith('.')) next = `./${next}`;
			return `${lead}${quote}${next}${quote}`;
		});
		writeFileSync(out, rewritten);
	}
	return [...seen].map((f) => relative(ROOT, f));
}

/**
 * Whether `at` is on a comment line (`//`, `/*`, ` * `, `<!--`): an example in words, not an import.
 * @param {string} text
 * @param {number} at
 */
function inComment(text, at) {
	const line = text.slice(text.lastIndexOf('\n', at) + 1, at);
	return /\/\/|^\s*(\/\*|\*)|<!--/.test(line);
}

/**
 * Every file under `dir`, relative to it.
 * @param {string} dir
 * @returns {string[]}
 */
function walk(dir) {
	return readdirSync(dir, { recursive: true, withFileTypes: true })
		.filter((e) => e.isFile())
		.map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'));
}

/**
 * What is wrong with a packaged `dist`: forbidden strings, imports that resolve nowhere or to a non-peer.
 * @param {string} dist
 * @returns {string[]}
 */
export function problemsIn(dist) {
	/** @type {string[]} */
	const problems = [];
	const files = walk(dist);
	for (const f of files) {
		const text = readFileSync(join(dist, f), 'utf8');
		for (const s of FORBIDDEN) if (text.includes(s)) problems.push(`${f} holds ${s}`);
		if (!/\.(js|svelte|d\.ts)$/.test(f)) continue;
		for (const m of text.matchAll(SPECIFIER)) {
			const spec = /** @type {string} */ (m[3]);
			if (inComment(text, m.index ?? 0)) continue;
			if (spec.startsWith('.')) {
				const path = resolve(dirname(join(dist, f)), spec);
				const ok = [path, `${path}.js`, `${path}.d.ts`, path.replace(/\.js$/, '.d.ts')].some(existsSync);
				if (!ok) problems.push(`${f} imports ${spec}, which is not in the package`);
			} else {
				if (!ALLOWED.includes(packageOf(spec))) problems.push(`${f} imports ${spec}, not a peer or a dependency`);
			}
		}
	}
	return problems;
}

/**
 * Types TypeScript inferred through `@tanstack/svelte-query` name `@tanstack/query-core`, its own dependency; the
 * peer re-exports all of it (`export * from '@tanstack/query-core'`), so the declarations name the peer.
 * @param {string} dist
 */
function peerTypes(dist) {
	for (const f of walk(dist).filter((f) => f.endsWith('.d.ts'))) {
		const text = readFileSync(join(dist, f), 'utf8');
		const next = text.replace(/(["'])@tanstack\/query-core\1/g, '$1@tanstack/svelte-query$1');
		if (next !== text) writeFileSync(join(dist, f), next);
	}
}

/**
 * Stages, packages into `out` (default `dist/`) and checks it; throws on any problem.
 * @param {string} [out]
 * @returns {{ files: string[]; said: string }}
 */
export function packageLibrary(out = join(ROOT, 'dist')) {
	const stage = mkdtempSync(join(tmpdir(), 'city-settings-package-'));
	try {
		const stageLib = join(stage, 'src', 'lib');
		const files = stageLibrary(stageLib);
		// svelte-package reads the package's peers and exports, and resolves types through node_modules.
		cpSync(join(ROOT, 'package.json'), join(stage, 'package.json'));
		symlinkSync(join(ROOT, 'node_modules'), join(stage, 'node_modules'), 'dir');
		writeFileSync(
			join(stage, 'svelte.config.js'),
			`import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';\n` +
				`export default { preprocess: vitePreprocess(), compilerOptions: { runes: true } };\n`
		);
		writeFileSync(
			join(stage, 'ambient.d.ts'),
			`/// <reference types="vite/client" />\n/// <reference types="svelte" />\n`
		);
		writeFileSync(
			join(stage, 'tsconfig.json'),
			JSON.stringify({
				compilerOptions: {
					target: 'es2022',
					module: 'esnext',
					moduleResolution: 'bundler',
					lib: ['esnext', 'dom', 'dom.iterable'],
					strict: true,
					skipLibCheck: true,
					isolatedModules: true,
					verbatimModuleSyntax: true,
					allowJs: true,
					types: []
				},
				include: ['ambient.d.ts', 'src/lib/**/*.ts', 'src/lib/**/*.svelte']
			})
		);
		const cli = join(ROOT, 'node_modules', '@sveltejs', 'package', 'src', 'cli.js');
		const run = spawnSync(process.execPath, [cli, '-i', 'src/lib', '-o', out, '--tsconfig', 'tsconfig.json'], {
			cwd: stage,
			encoding: 'utf8'
		});
		const said = `${run.stdout}${run.stderr}`;
		if (run.status !== 0) throw new Error(`svelte-package failed:\n${said}`);
		// svelte-package only warns when a file's declarations cannot be written; a host would lose its types.
		if (/declaration files .* likely not generated/.test(said)) throw new Error(`types missing:\n${said}`);
		peerTypes(out);
		const problems = problemsIn(out);
		if (problems.length) throw new Error(`the package is not self-contained:\n${problems.join('\n')}`);
		return { files, said };
	} finally {
		rmSync(stage, { recursive: true, force: true });
	}
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	const i = process.argv.indexOf('--out');
	const out = resolve(i > 0 ? (process.argv[i + 1] ?? 'dist') : join(ROOT, 'dist'));
	try {
		const { files, said } = packageLibrary(out);
		process.stdout.write(said);
		console.log(`packaged ${files.length} files into ${relative(ROOT, out) || out}`);
	} catch (e) {
		console.error(e instanceof Error ? e.message : e);
		process.exit(1);
	}
}
