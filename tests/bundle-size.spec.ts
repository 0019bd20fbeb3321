import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLE_BUDGET_BYTES, lazyStylesInlined, routeBundles } from '../bench/bundle';
import { COMPILE_HINT } from '../scripts/compile-hints-plugin.mjs';
import { preloadGaps, resolveIn } from '../scripts/complete-preloads.mjs';
import { expect, test } from './fixtures';

// The one deterministic figure of the benchmark (bench/, issue #8): what the first load of each route
// downloads, JavaScript and CSS, gzipped, read from the build this run tests. Runs in the `app` project only.
test('the first load of every route stays within the bundle budget', async ({ appDir }, testInfo) => {
	const routes = routeBundles(appDir);
	expect(routes.map((r) => r.route)).toContain('/mcp');
	const table = routes.map(
		(r) => `${r.route.padEnd(12)} ${(r.gzipBytes / 1024).toFixed(1).padStart(6)} KB gzipped (${r.files.length} files)`
	);
	await testInfo.attach('first-load bytes per route', {
		body: JSON.stringify(routes, null, 2),
		contentType: 'application/json'
	});
	console.log(`first-load JS+CSS per route (budget ${BUNDLE_BUDGET_BYTES / 1024} KB):\n${table.join('\n')}`);
	for (const r of routes)
		expect.soft(r.gzipBytes, `${r.route}: ${r.files.join(', ')}`).toBeLessThanOrEqual(BUNDLE_BUDGET_BYTES);
});

test('no page inlines the styles of a part only its lazily fetched code draws', ({ appDir }) => {
	expect(lazyStylesInlined(appDir)).toEqual([]);
});

test('every page preloads each module its first load imports statically', ({ appDir }) => {
	const gaps = preloadGaps(appDir);
	expect(gaps.map((g) => g.page)).toContain('mcp.html');
	// The walk starts from what a page preloads, so each page must preload the entries its boot script imports.
	for (const { page } of gaps) {
		const html = readFileSync(join(appDir, page), 'utf8');
		const entries = [...html.matchAll(/import\("([^"]*_app\/[^"]+\.js)"\)/g)].map((m) => resolveIn(m[1]!, null));
		const preloaded = [...html.matchAll(/<link href="([^"]*_app\/[^"]+\.js)" rel="modulepreload">/g)].map((m) =>
			resolveIn(m[1]!, null)
		);
		expect(entries.length, `${page} imports no entry`).toBeGreaterThan(0);
		expect(
			entries.filter((e) => !preloaded.includes(e)),
			`${page}: entries it does not preload`
		).toEqual([]);
	}
	expect(gaps.filter((g) => g.missing.length)).toEqual([]);
});

test('every first load has its shell compiled as it arrives, and only the shell', ({ appDir }) => {
	// One file of the app's own code (and Valibot) carries V8's compile hint; the framework's entry and the pages do not.
	for (const r of routeBundles(appDir)) {
		const hinted = r.files.filter(
			(f) => f.endsWith('.js') && readFileSync(join(appDir, f), 'utf8').startsWith(COMPILE_HINT)
		);
		expect(hinted, r.route).toHaveLength(1);
		expect(hinted[0], r.route).toMatch(/^_app\/immutable\/chunks\//);
	}
});
