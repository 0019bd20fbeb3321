import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { startCity, type CityOptions, type RunningCity } from '../../city/server';
import { DoorClient } from '../../city/testing/door-client';

/*
 * What the embedding specs share: the embed module and the packed library (built once per run, whoever asks
 * first), the example hosts staged beside them, local cities that serve a host folder from their own origin,
 * and session tokens minted in Node the way a dashboard's backend would.
 */

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const EMBED_DIR = join(ROOT, 'build-embed');
const PACK_DIR = join(ROOT, '.pack');
// Staged examples live under the repository, so their bare imports (svelte, react…) resolve from its node_modules.
const STAGE_ROOT = join(ROOT, 'test-results', `embed-examples-${process.env.E2E_BUILD ?? 'main'}`);

/**
 * Runs `make` once per Playwright run across its workers (they share the runner as parent): the first to take the
 * lock builds, the others wait. `npm test` builds first and says so (SKIP_BUILD=1): then an existing `ready` will do.
 */
function once(name: string, ready: () => boolean, make: () => void): void {
	mkdirSync(STAGE_ROOT, { recursive: true });
	const marker = join(STAGE_ROOT, `${name}.run-${process.ppid}`);
	const done = () => ready() && (existsSync(marker) || process.env.SKIP_BUILD === '1');
	if (done()) return;
	const lock = join(STAGE_ROOT, `${name}.lock`);
	try {
		mkdirSync(lock);
	} catch {
		// Another worker builds it; wait for its lock to go (a build takes a minute or two).
		for (let i = 0; i < 1200 && existsSync(lock); i++) execFileSync('sleep', ['0.5']);
		if (!done()) throw new Error(`${name}: another worker's build left nothing`);
		return;
	}
	try {
		if (!done()) {
			make();
			// This run's marker replaces earlier runs'.
			for (const f of readdirSync(STAGE_ROOT)) if (f.startsWith(`${name}.run-`)) rmSync(join(STAGE_ROOT, f));
			writeFileSync(marker, '');
		}
	} finally {
		rmSync(lock, { recursive: true, force: true });
	}
}

/** `build-embed/` (npm test builds it before the end-to-end suite; a private run builds it here if missing). */
export function ensureEmbedBuild(): string {
	once(
		'build-embed',
		() => existsSync(join(EMBED_DIR, 'city-settings.js')),
		() =>
			execFileSync('npm', ['run', 'build:embed', '--silent', '--', '--logLevel', 'warn'], {
				cwd: ROOT,
				stdio: 'inherit'
			})
	);
	return EMBED_DIR;
}

/** The library as `npm pack` made it: `.pack/city-settings-<version>.tgz` (packed here if npm test did not). */
export function packedTarball(): string {
	const find = () =>
		existsSync(PACK_DIR) ? readdirSync(PACK_DIR).filter((f) => /^city-settings-.*\.tgz$/.test(f)) : [];
	once(
		'pack',
		() => find().length > 0,
		() => {
			// `prepack` runs `npm run package` first.
			mkdirSync(PACK_DIR, { recursive: true });
			execFileSync('npm', ['pack', '--silent', '--pack-destination', PACK_DIR], { cwd: ROOT, stdio: 'inherit' });
		}
	);
	const newest = find().sort((a, b) => statSync(join(PACK_DIR, b)).mtimeMs - statSync(join(PACK_DIR, a)).mtimeMs)[0];
	if (!newest) throw new Error('no .pack/city-settings-*.tgz: run `npm pack --pack-destination .pack`');
	return join(PACK_DIR, newest);
}

/**
 * A fresh folder holding the embed module and `files` (each a path from the repository or, as `{ text }`, the
 * file's content): a host page the city serves from its own origin. Removed by `cleanup`.
 */
export function hostFolder(files: Record<string, string | { text: string }>): { dir: string; cleanup(): void } {
	const dir = mkdtempSync(join(tmpdir(), 'embed-host-'));
	cpSync(ensureEmbedBuild(), dir, { recursive: true });
	for (const [name, from] of Object.entries(files)) {
		const to = join(dir, name);
		mkdirSync(resolve(to, '..'), { recursive: true });
		if (typeof from === 'string') cpSync(join(ROOT, from), to, { recursive: true });
		else writeFileSync(to, from.text);
	}
	return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Copies `examples/<name>` into a fresh folder under the repository (a user's checkout of it) and returns it. */
export function stageExample(name: string): string {
	const dir = join(STAGE_ROOT, name);
	rmSync(dir, { recursive: true, force: true });
	cpSync(join(ROOT, 'examples', name), dir, { recursive: true });
	return dir;
}

/** Installs the packed library into `dir/node_modules/city-settings` as npm does: the tarball's `package/`, unpacked. */
export function installTarball(dir: string, tarball: string): string {
	const into = join(dir, 'node_modules', 'city-settings');
	rmSync(into, { recursive: true, force: true });
	mkdirSync(into, { recursive: true });
	execFileSync('tar', ['-xzf', tarball, '-C', into, '--strip-components=1']);
	return into;
}

/** `vite build` of a staged example with its own config, into a fresh folder; returns that folder. */
export function viteBuild(dir: string): string {
	const out = join(dir, 'out');
	execFileSync(
		process.execPath,
		[join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', out, '--logLevel', 'error'],
		{
			cwd: dir,
			stdio: 'inherit',
			env: { ...process.env, NODE_ENV: 'production' }
		}
	);
	return out;
}

export interface EmbedCity {
	city: RunningCity;
	close(): Promise<void>;
}

/** A second local city on a free port with its own data folder (the fixture's `city` is the first). */
export async function embedCity(opts: Partial<CityOptions>): Promise<EmbedCity> {
	const root = mkdtempSync(join(tmpdir(), 'city-embed-'));
	const city = await startCity({ root, port: 0, app: null, ...opts });
	return {
		city,
		close: async () => {
			await city.close();
			rmSync(root, { recursive: true, force: true });
		}
	};
}

/**
 * A dashboard's backend in Node: pairs with the city once (an open code), then opens a fresh session for each
 * call, as `getToken` wants. Signed for the origin the page is on (the city's own, or a host it lets in).
 */
export async function tokenSource(city: RunningCity): Promise<() => Promise<string>> {
	const door = await DoorClient.create();
	await door.pair(city.origin, { open: city.mintOpenCode(), label: 'dashboard backend' });
	return () => door.openSession(city.origin);
}

/** `window.dashboardToken()` for the page: a fresh session token per call; counts the calls. */
export async function exposeTokens(page: Page, mint: () => Promise<string>): Promise<{ calls(): number }> {
	let calls = 0;
	await page.exposeFunction('dashboardToken', () => {
		calls++;
		return mint();
	});
	return { calls: () => calls };
}

/** The hello frames a page sent, by socket URL, as `[url, token]` pairs (for "two sockets, two credentials"). */
export function helloTokens(sent: { url: string; frame: string }[]): [string, string | undefined][] {
	const out: [string, string | undefined][] = [];
	for (const { url, frame } of sent) {
		try {
			const f = JSON.parse(frame) as { hello?: { token?: string } };
			if (f.hello) out.push([url, f.hello.token]);
		} catch {
			// Not JSON: not a hello.
		}
	}
	return out;
}
