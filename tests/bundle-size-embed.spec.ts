import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCity, type RunningCity } from '../city/server';
import { staticImports } from '../scripts/complete-preloads.mjs';
import {
	EMBED_AIM_BYTES,
	EMBED_BUDGET_BYTES,
	EMBED_MODULE,
	embedBundle,
	ensureEmbedBuild
} from '../bench/embed-bundle';
import { expect, test } from './fixtures';

// The embed's budget (issue #43): `build-embed/city-settings.js` and what the embedded MCP page fetches before its
// rows are drawn, gzipped, served from a plain page on the city's own origin (under /embed/, not the root).
// One worker runs them, after one build (a private run builds the embed here).
test.describe.configure({ mode: 'serial' });

let dir = '';
let host = '';
let city: RunningCity | null = null;

test.beforeAll(async () => {
	dir = ensureEmbedBuild();
	host = mkdtempSync(join(tmpdir(), 'embed-host-'));
	cpSync(dir, join(host, 'embed'), { recursive: true });
	writeFileSync(
		join(host, 'index.html'),
		'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title></head><body><main id="host"></main></body></html>'
	);
	city = await startCity({ root: join(host, 'city'), port: 0, app: host });
});

test.afterAll(async () => {
	await city?.close();
	rmSync(host, { recursive: true, force: true });
});

test('the embed folder holds ES modules only, each importing the others relative to itself', () => {
	const files = readdirSync(dir);
	expect(files).toContain(EMBED_MODULE);
	// Every style is injected into the shadow root it draws in: a stylesheet here would be one no page links.
	expect(files.filter((f) => !f.endsWith('.js'))).toEqual([]);
	const specifiers = files.flatMap((f) =>
		[...readFileSync(join(dir, f), 'utf8').matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["'`]([^"'`]+)["'`]/g)].map(
			(m) => `${f}: ${m[1]}`
		)
	);
	expect(specifiers.some((s) => s.startsWith(`${EMBED_MODULE}: ./`))).toBe(true);
	// Importing the module fetches nothing more: the widget comes with the first mount.
	expect(staticImports(readFileSync(join(dir, EMBED_MODULE), 'utf8'))).toEqual([]);
	expect(specifiers.filter((s) => !/: \.\/[\w.-]+\.js$/.test(s))).toEqual([]);
});

test('importing the module defines nothing and leaves the document as it was', async ({ page }) => {
	const { url } = city as RunningCity;
	await page.goto(url);
	const found = await page.evaluate(
		async (src) => {
			const before = document.documentElement.outerHTML;
			const m = (await import(src)) as Record<string, unknown>;
			return {
				exports: Object.keys(m).sort(),
				defined: customElements.get('city-settings') !== undefined,
				same: document.documentElement.outerHTML === before
			};
		},
		new URL(`embed/${EMBED_MODULE}`, url).href
	);
	expect(found).toEqual({
		exports: expect.arrayContaining(['defineElement', 'mount']),
		defined: false,
		same: true
	});
});

test('the embedded MCP page draws its rows within the embed budget', async ({ page }, testInfo) => {
	const running = city as RunningCity;
	await page.goto(running.url);
	// Everything the page had asked for when the first server row appeared in the widget's shadow root.
	const fetched = await page.evaluate(
		async ({ src, socket, token }) => {
			const { mount } = (await import(src)) as typeof import('../src/embed/city-settings');
			const target = document.getElementById('host') as HTMLElement;
			mount(target, { city: { socket, token }, page: 'mcp' });
			const root = target.shadowRoot as ShadowRoot;
			return new Promise<string[]>((resolve) => {
				const check = () => {
					if (!root.querySelector('li[data-server]')) return;
					observer.disconnect();
					resolve(performance.getEntriesByType('resource').map((e) => e.name));
				};
				const observer = new MutationObserver(check);
				observer.observe(root, { subtree: true, childList: true });
				check();
			});
		},
		{
			src: new URL(`embed/${EMBED_MODULE}`, running.url).href,
			socket: new URL('ws', running.url.replace(/^http/, 'ws')).href,
			token: running.cityKey
		}
	);
	const inEmbed = fetched
		.map((u) => new URL(u).pathname)
		.filter((p) => p.startsWith('/embed/'))
		.map((p) => p.slice('/embed/'.length));
	expect(inEmbed).toContain(EMBED_MODULE);
	const bundle = embedBundle(dir, inEmbed);
	const kb = (b: number) => (b / 1024).toFixed(1);
	console.log(
		`embedded /mcp first load: ${kb(bundle.gzipBytes)} KB gzipped (budget ${kb(EMBED_BUDGET_BYTES)}, aim ${kb(EMBED_AIM_BYTES)}), ${bundle.files.length} files: ${bundle.files.join(', ')}`
	);
	await testInfo.attach('embedded /mcp first-load bytes', {
		body: JSON.stringify(bundle, null, 2),
		contentType: 'application/json'
	});
	expect(bundle.gzipBytes, bundle.files.join(', ')).toBeLessThanOrEqual(EMBED_BUDGET_BYTES);
});
