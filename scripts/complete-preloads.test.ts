import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { completePreloads, preloadGaps, staticImports } from './complete-preloads.mjs';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A build with a page that preloads `preloaded` (under `base`), and the modules in `files`. */
function build(files: Record<string, string>, preloaded: string[], base = '') {
	dir = mkdtempSync(join(tmpdir(), 'preloads-'));
	for (const [f, code] of Object.entries(files)) {
		mkdirSync(dirname(join(dir, f)), { recursive: true });
		writeFileSync(join(dir, f), code);
	}
	const links = preloaded.map((f) => `\t\t<link href="${base}/${f}" rel="modulepreload">`).join('\n');
	writeFileSync(join(dir, 'mcp.html'), `<head>\n${links}\n\t\t<style></style>\n</head>`);
}

const MODULES = {
	'_app/immutable/entry/start.js': 'export const a=1;',
	'_app/immutable/nodes/5.js':
		'const __vite__mapDeps=(i)=>i;\nimport{a as e}from"../entry/start.js";import{b as t}from"../chunks/shared.js";import("../chunks/lazy.js");',
	'_app/immutable/chunks/shared.js': 'import"./deeper.js";export const b=2;',
	'_app/immutable/chunks/deeper.js': 'export {};',
	'_app/immutable/chunks/lazy.js': 'import"./only-lazy.js";',
	'_app/immutable/chunks/only-lazy.js': ''
};

describe('completePreloads', () => {
	it('reads the static imports at the head of a built module, not its dynamic ones', () => {
		expect(staticImports(MODULES['_app/immutable/nodes/5.js'])).toEqual(['../entry/start.js', '../chunks/shared.js']);
	});

	it('adds every module the preloaded ones import statically, at any depth, after the last preload', () => {
		build(MODULES, ['_app/immutable/entry/start.js', '_app/immutable/nodes/5.js'], '/settings/ai');
		expect(preloadGaps(dir)).toEqual([
			{
				page: 'mcp.html',
				missing: ['_app/immutable/chunks/shared.js', '_app/immutable/chunks/deeper.js'],
				prefix: '/settings/ai/'
			}
		]);
		completePreloads(dir);
		const html = readFileSync(join(dir, 'mcp.html'), 'utf8');
		expect(html).toContain(
			[
				'\t\t<link href="/settings/ai/_app/immutable/nodes/5.js" rel="modulepreload">',
				'\t\t<link href="/settings/ai/_app/immutable/chunks/shared.js" rel="modulepreload">',
				'\t\t<link href="/settings/ai/_app/immutable/chunks/deeper.js" rel="modulepreload">',
				'\t\t<style></style>'
			].join('\n')
		);
		expect(html).not.toContain('lazy.js');
		expect(preloadGaps(dir)[0]?.missing).toEqual([]);
	});

	it('leaves a complete page as it is', () => {
		build(MODULES, [
			'_app/immutable/entry/start.js',
			'_app/immutable/nodes/5.js',
			'_app/immutable/chunks/shared.js',
			'_app/immutable/chunks/deeper.js'
		]);
		const before = readFileSync(join(dir, 'mcp.html'), 'utf8');
		expect(completePreloads(dir)).toEqual([]);
		expect(readFileSync(join(dir, 'mcp.html'), 'utf8')).toBe(before);
	});
});
