import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The theme's rules that only later parts use live in PartStyles.svelte, which adds them when a part draws
 * it. A part that used one of its classes without drawing it would be unstyled in a page that had drawn no
 * other such part, and only there: so every file that uses one of the classes draws PartStyles itself.
 */

const SRC = join(import.meta.dirname, '../..');
const partStyles = readFileSync(join(import.meta.dirname, 'PartStyles.svelte'), 'utf8');
const theme = readFileSync(join(import.meta.dirname, 'theme.css'), 'utf8');

/** The classes PartStyles' selectors name. */
const CLASSES = [...new Set([...partStyles.matchAll(/\.([a-z][a-z-]*)/g)].map((m) => m[1]!))].filter(
	(c) => c !== 'city-settings'
);

/** A component's markup and script, without its styles and comments. */
function usedText(source: string): string {
	return source
		.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
		.replace(/<!--[\s\S]*?-->/g, '')
		.replace(/\/\*[\s\S]*?\*\//g, '')
		.replace(/^\s*\/\/.*$/gm, '');
}

function components(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return components(path);
		return name.endsWith('.svelte') && !name.endsWith('.stories.svelte') && name !== 'PartStyles.svelte' ? [path] : [];
	});
}

const uses = (text: string, c: string) => new RegExp(`(?<![\\w-])${c}(?![\\w-])`).test(text);

describe('PartStyles', () => {
	const files = components(SRC).map((path) => ({ path: relative(SRC, path), text: readFileSync(path, 'utf8') }));

	it('names the classes it moved out of the theme, and the theme no longer has them', () => {
		expect(CLASSES).toEqual(
			expect.arrayContaining(['data-table', 'table-scroll', 'ask-box', 'form-card', 'rows-box', 'row-line'])
		);
		for (const c of CLASSES) expect(uses(theme.replace(/\/\*[\s\S]*?\*\//g, ''), c), c).toBe(false);
	});

	it('is drawn by every component that uses one of its classes', () => {
		const users = files.filter((f) => CLASSES.some((c) => uses(usedText(f.text), c)));
		// The check sees the parts it is about (a table, a form card), so it cannot pass by seeing nothing.
		expect(users.map((f) => f.path)).toEqual(
			expect.arrayContaining(['lib/ui/ScrollTable.svelte', 'lib/mcp/changes/AddServer.svelte'])
		);
		const missing = users.filter((f) => !/<PartStyles\s*\/>/.test(f.text)).map((f) => f.path);
		expect(missing).toEqual([]);
	});

	it('is not drawn by the shell, so its rules stay off the first load', () => {
		const shell = files.filter((f) => /^lib\/(shell|ui\/(LazyPart|QueryView|FormField))/.test(f.path));
		expect(shell.length).toBeGreaterThan(3);
		for (const f of shell) expect(f.text, f.path).not.toContain('PartStyles');
	});
});
