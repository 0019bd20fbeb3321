import { describe, expect, it } from 'vitest';
import { esc, renderReport, storyHref, type ReportModel, type StoryView } from './report';
import type { Story } from './stories';

const story = (id: string, name: string, title = 'UI/Thing'): Story => ({
	id,
	title,
	name,
	importPath: `./src/lib/ui/${title.split('/')[1]}.stories.svelte`
});

const HOSTILE = `<img src=x onerror="alert(1)"> & 'quoted'`;

function view(s: Story, kind: 'changed' | 'added' | 'removed'): StoryView {
	const img = (side: string) => `images/${s.id}/light-1280-${side}.png`;
	return {
		story: s,
		notes: [],
		frames: [
			{
				key: 'light-1280',
				label: 'light, 1280 px',
				before: kind === 'added' ? null : img('before'),
				after: kind === 'removed' ? null : img('after'),
				diff: kind === 'changed' ? img('diff') : null,
				diffPixels: kind === 'changed' ? 1234 : 0,
				beforeSize: { width: 1280, height: 800 },
				afterSize: { width: 1280, height: kind === 'changed' ? 816 : 800 }
			}
		]
	};
}

function model(over: Partial<ReportModel> = {}): ReportModel {
	return {
		base: 'main (abc1234 A commit)',
		head: 'def5678 Another, with uncommitted changes',
		storybook: 'storybook/',
		pattern: null,
		changed: [view(story('ui-thing--hostile', HOSTILE), 'changed')],
		added: [view(story('ui-thing--new', 'New one'), 'added')],
		removed: [view(story('ui-thing--gone', 'Gone one'), 'removed')],
		unstable: [{ story: story('ui-clock--ticking', 'Ticking', 'UI/Clock'), reason: 'Two captures differ <b>' }],
		unchanged: 41,
		framesPerStory: 4,
		footer: ['Captured in Chromium 1 <script>'],
		...over
	};
}

describe('renderReport', () => {
	const html = renderReport(model());

	it('draws a story name as text, never as markup, in text and in attributes', () => {
		expect(html).not.toContain('<img src=x');
		expect(html).not.toContain('onerror="alert');
		expect(html).toContain(esc(HOSTILE));
		expect(html).toContain(`alt="Before: UI/Thing › ${esc(HOSTILE)}, light, 1280 px"`);
		expect(html).not.toContain('<b>');
		expect(html).toContain('Captured in Chromium 1 &lt;script&gt;');
		expect(html.match(/<script/g)).toHaveLength(1);
	});

	it('lists changed, added, removed and unstable stories before the unchanged count', () => {
		const at = (needle: string) => {
			const i = html.indexOf(needle);
			expect(i, needle).toBeGreaterThan(-1);
			return i;
		};
		const order = ['id="changed"', 'id="added"', 'id="removed"', 'id="unstable"', 'id="unchanged"'].map(at);
		expect(order).toEqual([...order].sort((a, b) => a - b));
		expect(html).toContain('41 stories (164 images) look exactly as before.');
		expect(html).toContain('size 1280 × 800 → 1280 × 816; 1,234 pixels differ');
	});

	it('links each story name to the working tree’s Storybook beside it, except a removed one', () => {
		expect(html).toContain(`<a href="${esc(storyHref('storybook/', 'ui-thing--new'))}">UI/Thing › New one</a>`);
		expect(storyHref('storybook/', 'ui-thing--new')).toBe('storybook/index.html?path=%2Fstory%2Fui-thing--new');
		expect(html).toContain('UI/Thing › Gone one');
		expect(html).not.toContain('path=%2Fstory%2Fui-thing--gone');
	});

	it('works from the file system: no address outside the folder', () => {
		const attributes = [...html.matchAll(/\s(?:src|href|srcset|poster|action|data)\s*=\s*(["'])(.*?)\1/gi)].map(
			(m) => m[2]!
		);
		const cssUrls = [...html.matchAll(/url\(\s*(["']?)(.*?)\1\s*\)/gi)].map((m) => m[2]!);
		const imports = [...html.matchAll(/@import\s+(["'])(.*?)\1/gi)].map((m) => m[2]!);
		const addresses = [...attributes, ...cssUrls, ...imports].flatMap((a) =>
			a.split(',').map((p) => p.trim().split(/\s+/)[0]!)
		);
		expect(addresses.length).toBeGreaterThan(0);
		// Inside: a relative path that never climbs out, or a fragment; no scheme (http:, file:…), no root, no "//".
		const outside = addresses.filter(
			(a) =>
				/^[a-z][a-z0-9+.-]*:/i.test(a) || a.startsWith('/') || a.startsWith('\\') || a.split(/[/\\?#]/).includes('..')
		);
		expect(outside).toEqual([]);
		expect(html).not.toMatch(/<link\b/);
	});

	it('names every control and keeps buttons from submitting anything', () => {
		const ranges = html.match(/<input type="range"[^>]*>/g) ?? [];
		expect(ranges).toHaveLength(1);
		for (const r of ranges) expect(r).toMatch(/aria-label="Split between before \(left\) and after \(right\): [^"]+"/);
		const buttons = html.match(/<button[^>]*>/g) ?? [];
		expect(buttons).toHaveLength(2);
		for (const b of buttons) expect(b).toMatch(/type="button".*aria-label="Show (before|after): /);
	});

	it('says when nothing changed', () => {
		const calm = renderReport(model({ changed: [], added: [], removed: [], unstable: [] }));
		expect(calm).toContain('<title>Visual review: No visible change</title>');
		expect(calm).not.toContain('id="changed"');
	});
});
