import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from './support/static-server';

/*
 * Visits every story of the built Storybook (`npm run build-storybook`) in
 * light and dark, at 360 px and 1280 px wide, and fails a story that throws,
 * logs an error, has an axe violation (WCAG 2 A/AA) or text overflowing its box.
 * The list comes from storybook-static/index.json, so a new story is checked
 * without touching this file. Runs in the `storybook` project only.
 */

const DIR = process.env.STORYBOOK_DIR ?? 'storybook-static';
const THEMES = ['light', 'dark'] as const;
const WIDTHS = [1280, 360] as const;
const HEIGHT = 800;
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
			const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: HEIGHT } });
			const page = await context.newPage();
			let errors: string[] = [];
			page.on('pageerror', (e) => errors.push(`uncaught: ${e.stack ?? e.message}`));
			page.on('console', (m) => {
				// The browser's own favicon.ico probe is not the story's doing.
				if (m.type() === 'error' && !m.location().url.endsWith('/favicon.ico')) errors.push(`console.error: ${m.text()} (${m.location().url})`);
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

/** Opens one story in one theme and waits until Storybook has finished rendering it. */
async function open(v: Visitor, id: string, theme: string): Promise<string[]> {
	// a11y.manual skips the a11y addon's own axe run inside the preview: this suite runs axe itself.
	const url = `${v.url}iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=theme:${theme};a11y.manual:!true`;
	await v.page.emulateMedia({ colorScheme: theme === 'dark' ? 'dark' : 'light' });
	await v.page.goto(url);
	await v.page.waitForFunction(
		() => {
			const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__;
			const phase = preview?.currentRender?.phase;
			const body = document.body.classList;
			return phase === 'finished' || phase === 'errored' || body.contains('sb-show-errordisplay') || body.contains('sb-show-nopreview');
		},
		undefined,
		{ timeout: 15_000 }
	);
	return v.page.evaluate((theme) => {
		const problems: string[] = [];
		const body = document.body.classList;
		if (body.contains('sb-show-errordisplay')) {
			const message = document.querySelector('#error-message')?.textContent ?? '';
			const stack = document.querySelector('#error-stack')?.textContent ?? '';
			problems.push(`render error: ${message} ${stack}`.trim());
		}
		if (body.contains('sb-show-nopreview')) problems.push('Storybook shows "no preview" (story missing?)');
		const root = document.querySelector('#storybook-root');
		if (!root || !root.querySelector(`.city-settings[data-theme="${theme}"]`)) problems.push(`story is not drawn inside .city-settings[data-theme="${theme}"]`);
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
			const cls = [...el.classList].filter((c) => !c.startsWith('svelte-')).map((c) => `.${c}`).join('');
			const text = (el.textContent ?? '').trim().slice(0, 60);
			return `<${el.tagName.toLowerCase()}${id}${cls}> "${text}"`;
		};
		const over: Element[] = [];
		for (const el of [root, ...root.querySelectorAll('*')]) {
			if (!(el instanceof HTMLElement)) continue;
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
			.map((el) => `text overflows its box: ${describe(el)} (scrollWidth ${(el as HTMLElement).scrollWidth} > clientWidth ${(el as HTMLElement).clientWidth})`);
		const doc = document.documentElement;
		if (doc.scrollWidth > doc.clientWidth + 1) problems.push(`the page scrolls sideways at ${width} px (${doc.scrollWidth} > ${doc.clientWidth})`);
		return problems;
	}, width);
}

async function axe(page: Page): Promise<string[]> {
	// Legacy mode runs axe inside the story's page instead of opening a second page per run
	// (the cross-frame merge it skips is not needed: stories draw no iframes).
	const result = await new AxeBuilder({ page }).setLegacyMode(true).include('#storybook-root').withTags(AXE_TAGS).analyze();
	return result.violations.map((v) => `axe ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`);
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
		visitor.take();
		for (const theme of THEMES) {
			// Light goes wide → narrow, dark narrow → wide: one page load per theme.
			const widths = theme === 'light' ? WIDTHS : [...WIDTHS].reverse();
			await visitor.page.setViewportSize({ width: widths[0]!, height: HEIGHT });
			const opened = await open(visitor, story.id, theme);
			for (const [i, width] of widths.entries()) {
				if (i > 0) {
					await visitor.page.setViewportSize({ width, height: HEIGHT });
					// Let layout settle after the resize.
					await visitor.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
				}
				const at = `[${theme}, ${width} px]`;
				// axe once per theme (light at 1280 px, dark at 360 px); overflow at every width.
				const now = [...(i === 0 ? opened : []), ...(await overflow(visitor.page, width)), ...(i === 0 ? await axe(visitor.page) : []), ...visitor.take()];
				problems.push(...now.map((p) => `${at} ${p}`));
			}
		}
		expect(problems, `${story.importPath}`).toEqual([]);
	});
}
