// The embed's budget (issue #43): `build-embed/city-settings.js` plus everything the embedded MCP page fetches
// before its rows are drawn, gzipped with zlib's default level as a web server would send them. Which files a
// first load fetches is what a browser did (tests/bundle-size-embed.spec.ts); each is taken with what it imports
// statically, since a module runs only once those have arrived.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { staticImports } from '../scripts/complete-preloads.mjs';

/** At most 64 KB gzipped (aim 56): the module and the MCP page's first load, with the framework inside. */
export const EMBED_BUDGET_BYTES = 64 * 1024;
export const EMBED_AIM_BYTES = 56 * 1024;
/** The module itself. */
export const EMBED_MODULE = 'city-settings.js';

/** Where the embed build is: EMBED_DIR, else `<E2E_BUILD>-embed` for a private run, else `build-embed`. */
export function embedBuildDir(): string {
	if (process.env.EMBED_DIR) return process.env.EMBED_DIR;
	return process.env.E2E_BUILD ? `${process.env.E2E_BUILD}-embed` : 'build-embed';
}

/** Builds the embed into `dir` (`npm run build:embed`) unless `npm test` already did (SKIP_BUILD=1). */
export function ensureEmbedBuild(dir = embedBuildDir()): string {
	if (process.env.SKIP_BUILD === '1' && existsSync(join(dir, EMBED_MODULE))) return dir;
	execFileSync('npx', ['vite', 'build', '--config', 'vite.embed.config.ts', '--logLevel', 'warn'], {
		stdio: 'inherit',
		env: { ...process.env, EMBED_DIR: dir }
	});
	return dir;
}

export interface EmbedBundle {
	files: string[];
	rawBytes: number;
	gzipBytes: number;
}

/** The module, the files a load fetched (names relative to `dir`) and their static imports, summed, gzipped. */
export function embedBundle(dir: string, fetched: readonly string[]): EmbedBundle {
	const files = new Set<string>();
	const visit = (f: string) => {
		if (files.has(f)) return;
		if (!existsSync(join(dir, f))) throw new Error(`${dir}/${f} is named but missing`);
		files.add(f);
		for (const spec of staticImports(readFileSync(join(dir, f), 'utf8')))
			if (spec.startsWith('.')) visit(posix.join(posix.dirname(f), spec));
	};
	[EMBED_MODULE, ...fetched].forEach(visit);
	let rawBytes = 0;
	let gzipBytes = 0;
	for (const f of files) {
		const body = readFileSync(join(dir, f));
		rawBytes += body.length;
		gzipBytes += gzipSync(body).length;
	}
	return { files: [...files].sort(), rawBytes, gzipBytes };
}
