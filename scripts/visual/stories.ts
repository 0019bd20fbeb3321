// The stories of a built Storybook and the four frames each is captured in.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StoryTheme } from '../../test-support/storybook-visit';

export interface Story {
	id: string;
	title: string;
	name: string;
	importPath: string;
}

export interface Variant {
	theme: StoryTheme;
	width: 360 | 1280;
}

/** The order the story checks visit them in: one page load, then a resize, a theme switch, a resize. */
export const VARIANTS: readonly Variant[] = [
	{ theme: 'light', width: 1280 },
	{ theme: 'light', width: 360 },
	{ theme: 'dark', width: 360 },
	{ theme: 'dark', width: 1280 }
];

/** `light-1280`: a variant's file name stem and key. */
export function variantKey(v: Variant): string {
	return `${v.theme}-${v.width}`;
}

/** The stories listed in `dir/index.json`, sorted by id; throws saying why there are none to read. */
export function readStories(dir: string): Story[] {
	const file = join(dir, 'index.json');
	if (!existsSync(file)) throw new Error(`${file} is missing: is ${dir} a built Storybook?`);
	const index = JSON.parse(readFileSync(file, 'utf8')) as { entries?: Record<string, Story & { type?: string }> };
	return Object.values(index.entries ?? {})
		.filter((e) => e.type === 'story')
		.map(({ id, title, name, importPath }) => ({ id, title, name, importPath }))
		.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * The stories a `--stories` pattern picks: a case-insensitive regular expression tested against the story's
 * id (`ui-badge--ok`), its `title › name` and the file it comes from; no pattern picks all.
 */
export function filterStories(stories: Story[], pattern: string | undefined): Story[] {
	if (!pattern) return stories;
	const re = new RegExp(pattern, 'i');
	return stories.filter((s) => re.test(s.id) || re.test(`${s.title} › ${s.name}`) || re.test(s.importPath));
}

/** Safe as one path segment, whatever a story id holds. */
export function fileStem(id: string): string {
	return id.replace(/[^a-zA-Z0-9_-]/g, '_');
}
