import { test as base, expect, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { serveStatic } from '../test-support/static-server';
import {
	STORY_HEIGHT as HEIGHT,
	openStory,
	resizeStory,
	switchGlobals as switchStoryGlobals,
	type StoryTheme as Theme
} from '../test-support/storybook-visit';

/*
 * Visits every story of the built Storybook (`npm run build-storybook`) in
 * light and dark, at 360 px and 1280 px wide, then in Chinese, and fails a story that throws,
 * logs an error, has an axe violation (WCAG 2 A/AA) or text overflowing its box.
 * The list comes from storybook-static/index.json, so a new story is checked
 * without touching this file. Runs in the `storybook` project only.
 */

const DIR = process.env.STORYBOOK_DIR ?? 'storybook-static';
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

interface StoryEntry {
	id: string;
	title: string;
	name: string;
	importPath: string;
}

/** The stories in index.json, or why there are none to read. */
function readStories(): { ok: true; stories: StoryEntry[] } | { ok: false; why: string } {
	const file = join(DIR, 'index.json');
	if (!existsSync(file)) return { ok: false, why: `${file} is missing: run \`npm run build-storybook\` first` };
	try {
		const index = JSON.parse(readFileSync(file, 'utf8')) as { entries?: Record<string, StoryEntry & { type: string }> };
		const stories = Object.values(index.entries ?? {}).filter((e) => e.type === 'story');
		return { ok: true, stories };
	} catch (e) {
		return { ok: false, why: `${file} is not readable JSON: ${String(e)}` };
	}
}

interface Visitor {
	page: Page;
	url: string;
	/** Errors the page reported since the last `take()`. */
	take(): string[];
}

// One static server and one page per worker, reused for every story it runs.
const test = base.extend<object, { visitor: Visitor }>({
	visitor: [
		async ({ browser }, use) => {
			const server = await serveStatic(DIR);
			const context = await browser.newContext({ viewport: { width: 1280, height: HEIGHT } });
			const page = await context.newPage();
			let errors: string[] = [];
			page.on('pageerror', (e) => errors.push(`uncaught: ${e.stack ?? e.message}`));
			page.on('console', (m) => {
				// The browser's own favicon.ico probe is not the story's doing.
				if (m.type() === 'error' && !m.location().url.endsWith('/favicon.ico'))
					errors.push(`console.error: ${m.text()} (${m.location().url})`);
			});
			await use({
				page,
				url: server.url,
				take: () => {
					const taken = errors;
					errors = [];
					return taken;
				}
			});
			await context.close();
			await server.close();
		},
		{ scope: 'worker' }
	]
});

/** Opens one story in one theme, waits for its render, and injects axe-core. */
async function open(v: Visitor, id: string, theme: Theme): Promise<string[]> {
	await openStory(v.page, v.url, id, theme);
	// axe-core once per page load (AxeBuilder would inject it twice per run).
	await v.page.evaluate(AXE_SOURCE);
	return drawn(v.page, theme);
}

/** Switches the theme (and language) globals in the open story, as the toolbar does, and waits for the new render. */
async function switchGlobals(v: Visitor, theme: Theme, lang: 'en' | 'zh' = 'en'): Promise<string[]> {
	const failed = await switchStoryGlobals(v.page, theme, lang);
	// (A story may pin its own language, as the Chinese one does: only the switch to Chinese is checked.)
	const wrongLang =
		lang === 'zh' &&
		(await v.page.evaluate(
			() => document.querySelector('#storybook-root .city-settings')?.getAttribute('lang')?.startsWith('zh') !== true
		));
	return [
		...(failed ? [failed] : []),
		...(wrongLang ? [`the story is not drawn in ${lang}`] : []),
		...(await drawn(v.page, theme))
	];
}

/** What Storybook itself shows instead of the story, if anything, and whether the theme frame is there. */
function drawn(page: Page, theme: Theme): Promise<string[]> {
	return page.evaluate((theme) => {
		const problems: string[] = [];
		const body = document.body.classList;
		if (body.contains('sb-show-errordisplay')) {
			const message = document.querySelector('#error-message')?.textContent ?? '';
			const stack = document.querySelector('#error-stack')?.textContent ?? '';
			problems.push(`render error: ${message} ${stack}`.trim());
		}
		if (body.contains('sb-show-nopreview')) problems.push('Storybook shows "no preview" (story missing?)');
		const root = document.querySelector('#storybook-root');
		if (!root || !root.querySelector(`.city-settings[data-theme="${theme}"]`))
			problems.push(`story is not drawn inside .city-settings[data-theme="${theme}"]`);
		return problems;
	}, theme);
}

/** Elements under #storybook-root whose content is wider than their box (where overflow is not handled), and page overflow. */
function overflow(page: Page, width: number): Promise<string[]> {
	return page.evaluate((width) => {
		const root = document.querySelector('#storybook-root');
		if (!root) return ['#storybook-root is missing'];
		const describe = (el: Element): string => {
			const id = el.id ? `#${el.id}` : '';
			const cls = [...el.classList]
				.filter((c) => !c.startsWith('svelte-'))
				.map((c) => `.${c}`)
				.join('');
			const text = (el.textContent ?? '').trim().slice(0, 60);
			return `<${el.tagName.toLowerCase()}${id}${cls}> "${text}"`;
		};
		const over: Element[] = [];
		for (const el of [root, ...root.querySelectorAll('*')]) {
			if (!(el instanceof HTMLElement)) continue;
			// A select draws only its chosen option and clips it itself; some Chromium versions report the
			// widest option as its scrollWidth, so its figure says nothing about what is drawn.
			if (el instanceof HTMLSelectElement) continue;
			if (el.scrollWidth <= el.clientWidth + 1) continue;
			// Inline boxes report 0 × 0; their block ancestor is checked instead.
			if (el.clientWidth === 0 && el.clientHeight === 0) continue;
			const style = getComputedStyle(el);
			if (['hidden', 'auto', 'scroll', 'clip'].includes(style.overflowX)) continue;
			over.push(el);
		}
		// Overflow shows on every ancestor too; name the innermost boxes.
		const innermost = over.filter((el) => !over.some((o) => o !== el && el.contains(o)));
		const problems = innermost
			.slice(0, 5)
			.map(
				(el) =>
					`text overflows its box: ${describe(el)} (scrollWidth ${(el as HTMLElement).scrollWidth} > clientWidth ${(el as HTMLElement).clientWidth})`
			);
		const doc = document.documentElement;
		if (doc.scrollWidth > doc.clientWidth + 1)
			problems.push(`the page scrolls sideways at ${width} px (${doc.scrollWidth} > ${doc.clientWidth})`);
		return problems;
	}, width);
}

/** axe-core (injected by `open`) on the story root, WCAG 2 A/AA. */
async function axe(page: Page): Promise<string[]> {
	const violations = await page.evaluate(async (tags) => {
		type Axe = {
			run(
				context: string,
				options: object
			): Promise<{ violations: { id: string; help: string; nodes: { target: unknown[] }[] }[] }>;
		};
		const result = await (window as unknown as { axe: Axe }).axe.run('#storybook-root', {
			runOnly: { type: 'tag', values: tags }
		});
		return result.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
	}, AXE_TAGS);
	return violations.map((v) => `axe ${v.id}: ${v.help} (${v.targets.join('; ')})`);
}

const found = readStories();

test.describe.configure({ mode: 'parallel' });

test('Storybook was built and has stories', () => {
	if (!found.ok) throw new Error(found.why);
	expect(found.stories.length, 'a Storybook with no stories is a failed check').toBeGreaterThan(0);
});

for (const story of found.ok ? found.stories : []) {
	test(`${story.title} › ${story.name} [${story.id}]`, async ({ visitor }) => {
		const problems: string[] = [];
		const v = visitor;
		const check = async (theme: string, width: number, first: string[], withAxe: boolean) => {
			const now = [...first, ...(await overflow(v.page, width)), ...(withAxe ? await axe(v.page) : []), ...v.take()];
			problems.push(...now.map((p) => `[${theme}, ${width} px] ${p}`));
		};
		const resize = (width: number) => resizeStory(v.page, width);
		v.take();
		// One page load per story: light wide → light narrow → dark narrow → dark wide.
		// axe once per theme (colours differ); overflow at every width.
		await v.page.setViewportSize({ width: 1280, height: HEIGHT });
		await check('light', 1280, await open(v, story.id, 'light'), true);
		await resize(360);
		await check('light', 360, [], false);
		await check('dark', 360, await switchGlobals(v, 'dark'), true);
		await resize(1280);
		await check('dark', 1280, [], false);
		// Chinese, with real glyphs (a CJK font is installed as Chromium is): nothing overflows either.
		await check('dark, 中文', 1280, await switchGlobals(v, 'dark', 'zh'), false);
		await resize(360);
		await check('dark, 中文', 360, [], false);
		expect(problems, `${story.importPath}`).toEqual([]);
	});
}
