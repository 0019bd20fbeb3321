import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Every component under src/lib that renders something has at least one story
 * (issue #7): a sibling `Name.stories.svelte`, or a story file anywhere under
 * src that imports it. Test helpers (any `testing/` folder, as in the
 * no-literal-words test) and Storybook's own frame (`src/lib/storybook/`) are
 * not app components.
 */

const SRC = resolve(import.meta.dirname, '../..');
const LIB = join(SRC, 'lib');

function walk(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		return statSync(path).isDirectory() ? walk(path) : [path];
	});
}

/** Component files under src/lib that need a story. */
export function components(files: string[]): string[] {
	return files.filter((f) => {
		if (!f.startsWith(LIB + '/') || !f.endsWith('.svelte') || f.endsWith('.stories.svelte')) return false;
		const dirs = relative(LIB, dirname(f)).split('/');
		return !dirs.includes('testing') && dirs[0] !== 'storybook';
	});
}

/** The `.svelte` files a story file imports, as absolute paths (`$lib/…` and relative specifiers). */
export function importedComponents(storyFile: string, source: string): string[] {
	const found: string[] = [];
	for (const m of source.matchAll(/(?:import|from)\s*(?:[\w*{}\s,]+from\s*)?['"]([^'"]+\.svelte)['"]/g)) {
		const spec = m[1]!;
		if (spec.startsWith('$lib/')) found.push(join(LIB, spec.slice(5)));
		else if (spec.startsWith('.')) found.push(resolve(dirname(storyFile), spec));
	}
	return found;
}

/** Components with no story: no sibling `Name.stories.svelte` and no story file importing them. */
export function withoutStories(componentFiles: string[], storyFiles: Map<string, string>): string[] {
	const imported = new Set([...storyFiles].flatMap(([file, source]) => importedComponents(file, source)));
	return componentFiles.filter((c) => {
		const sibling = join(dirname(c), basename(c, '.svelte') + '.stories.svelte');
		return !storyFiles.has(sibling) && !existsSync(sibling) && !imported.has(c);
	});
}

describe('every component has a story', () => {
	const files = walk(SRC);
	const stories = new Map(files.filter((f) => f.endsWith('.stories.svelte')).map((f) => [f, readFileSync(f, 'utf8')]));
	const comps = components(files);

	it('finds components and stories', () => {
		expect(comps.length).toBeGreaterThan(5);
		expect(stories.size).toBeGreaterThan(0);
	});

	it('can fail: a component nobody imports has no story', () => {
		const lonely = join(LIB, 'ui', 'Lonely.svelte');
		const used = join(LIB, 'ui', 'Used.svelte');
		const story = join(LIB, 'shell', 'Page.stories.svelte');
		const source = "import Used from '$lib/ui/Used.svelte';\nimport X from './X.svelte';";
		expect(withoutStories([lonely, used], new Map([[story, source]]))).toEqual([lonely]);
		expect(importedComponents(story, source)).toEqual([used, join(LIB, 'shell', 'X.svelte')]);
	});

	it('no component is without a story', () => {
		expect(withoutStories(comps, stories).map((f) => relative(SRC, f))).toEqual([]);
	});
});
