// Screenshots of stories, each in light and dark at 360 and 1280 px, on as many pages as there are cores.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright';
import { chromiumArgs, findChromium } from '../chromium.mjs';
import { openStory, resizeStory, settle, STORY_HEIGHT, switchGlobals } from '../../test-support/storybook-visit';
import { fileStem, VARIANTS, variantKey, type Story } from './stories';

/** One story to capture from one served Storybook, into `dir/<story>/<variant>.png`. */
export interface CaptureTask {
	story: Story;
	/** The served Storybook's root URL, ending in `/`. */
	root: string;
	dir: string;
}

export interface CaptureResult {
	task: CaptureTask;
	/** Variant key → PNG file; missing when that frame could not be taken. */
	files: Record<string, string>;
	/** What Storybook reported while drawing (a render error, a timeout), if anything. */
	problems: string[];
	/** Why no image at all could be taken, if so. */
	error?: string;
}

// Date.now() frozen, so "3 minutes ago" and running counters draw the same in every capture.
const FIXED_NOW = new Date('2026-06-01T12:00:00Z');

// A whole-page capture reaches past the window, where `content-visibility: auto` leaves parts undrawn until
// Chromium gets round to them: drawn at once, they look as they do when scrolled to, every time.
const DRAW_ALL = '*, *::before, *::after { content-visibility: visible !important; }';

/** A Chromium with one page per worker, reused story after story. */
export class Capturer {
	#browser: Browser;
	#contexts: BrowserContext[] = [];
	#pages: Page[] = [];
	#requests = new Map<Page, Requests>();

	private constructor(browser: Browser) {
		this.#browser = browser;
	}

	/** Starts Chromium (Debian's, as the tests use) with `workers` pages. */
	static async start(workers: number): Promise<Capturer> {
		const executablePath = findChromium();
		if (!executablePath)
			throw new Error("No Chromium found: install Debian's (apt-get install -y chromium) or set CHROMIUM_PATH.");
		// An sRGB profile and no hinting: the same pixels whichever display settings the machine has.
		const args = [...chromiumArgs, '--force-color-profile=srgb', '--font-render-hinting=none'];
		const capturer = new Capturer(await chromium.launch({ executablePath, args }));
		for (let i = 0; i < workers; i++) {
			const context = await capturer.#browser.newContext({
				viewport: { width: 1280, height: STORY_HEIGHT },
				deviceScaleFactor: 1,
				locale: 'en-US',
				timezoneId: 'UTC'
			});
			await context.clock.setFixedTime(FIXED_NOW);
			capturer.#contexts.push(context);
			const page = await context.newPage();
			capturer.#pages.push(page);
			capturer.#requests.set(page, new Requests(page));
		}
		return capturer;
	}

	/** Chromium's version, for the report. */
	get version(): string {
		return this.#browser.version();
	}

	/** Captures every task, `workers` at a time; `onDone` hears of each as it finishes. */
	async run(tasks: CaptureTask[], onDone: (done: number, total: number) => void = () => {}): Promise<CaptureResult[]> {
		const results: CaptureResult[] = new Array(tasks.length);
		let next = 0;
		let done = 0;
		const worker = async (page: Page) => {
			while (next < tasks.length) {
				const i = next++;
				results[i] = await captureStory(page, this.#requests.get(page)!, tasks[i]!);
				onDone(++done, tasks.length);
			}
		};
		await Promise.all(this.#pages.map(worker));
		return results;
	}

	async close(): Promise<void> {
		for (const context of this.#contexts) await context.close().catch(() => {});
		await this.#browser.close();
	}
}

/** One story, light wide → light narrow → dark narrow → dark wide, as the story checks visit it. */
async function captureStory(page: Page, requests: Requests, task: CaptureTask): Promise<CaptureResult> {
	const result: CaptureResult = { task, files: {}, problems: [] };
	const dir = join(task.dir, fileStem(task.story.id));
	mkdirSync(dir, { recursive: true });
	try {
		// What the story before left behind (a remembered language, a scroll) must not reach this one.
		await page
			.evaluate(() => {
				localStorage.clear();
				sessionStorage.clear();
			})
			.catch(() => {});
		await page.setViewportSize({ width: VARIANTS[0]!.width, height: STORY_HEIGHT });
		requests.reset();
		await openStory(page, task.root, task.story.id, VARIANTS[0]!.theme).catch(() => {
			result.problems.push('Storybook did not finish rendering within 15 s');
		});
		result.problems.push(...(await shownInstead(page)));
		await page.addStyleTag({ content: DRAW_ALL });
		let at = VARIANTS[0]!;
		for (const v of VARIANTS) {
			if (v.width !== at.width) await resizeStory(page, v.width);
			if (v.theme !== at.theme) {
				const failed = await switchGlobals(page, v.theme);
				if (failed) result.problems.push(failed);
			}
			at = v;
			const file = join(dir, `${variantKey(v)}.png`);
			await quiet(page, requests);
			await shoot(page, file);
			result.files[variantKey(v)] = file;
		}
	} catch (e) {
		result.error = e instanceof Error ? e.message.split('\n')[0]! : String(e);
	}
	return result;
}

/** The requests a page has open, and how many it has started. */
class Requests {
	#open = new Set<Request>();
	started = 0;

	constructor(page: Page) {
		page.on('request', (r) => {
			this.#open.add(r);
			this.started++;
		});
		page.on('requestfinished', (r) => this.#open.delete(r));
		page.on('requestfailed', (r) => this.#open.delete(r));
	}

	get open(): number {
		return this.#open.size;
	}

	/** Forgets requests a story before left open, so they cannot hold up this one. */
	reset(): void {
		this.#open.clear();
	}
}

/**
 * Waits until the page has done what it put off: parts fetched after the first paint once the browser is idle
 * (`whenIdleAfterPaint`) arrive after Storybook calls the story rendered, sooner or later with the machine's
 * load. So: let the page's own idle work start, wait for every request it made, settle, and again while that
 * started more.
 */
async function quiet(page: Page, requests: Requests): Promise<void> {
	for (let round = 0; round < 5; round++) {
		const started = requests.started;
		await page.evaluate(
			() =>
				new Promise<void>((resolve) => {
					requestAnimationFrame(() => setTimeout(() => requestIdleCallback(() => resolve(), { timeout: 500 }), 0));
					setTimeout(resolve, 1_000);
				})
		);
		const deadline = Date.now() + 5_000;
		while (requests.open > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
		await settle(page);
		if (requests.started === started) return;
	}
}

/** The whole page as drawn: fonts loaded, animations at their end, no caret. */
async function shoot(page: Page, path: string): Promise<void> {
	await page.evaluate(() => document.fonts.ready.then(() => undefined));
	await page.screenshot({ path, fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css', timeout: 30_000 });
}

/** What Storybook shows instead of the story, if anything. */
function shownInstead(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const body = document.body.classList;
		const problems: string[] = [];
		if (body.contains('sb-show-errordisplay'))
			problems.push(`render error: ${document.querySelector('#error-message')?.textContent ?? ''}`.trim());
		if (body.contains('sb-show-nopreview')) problems.push('Storybook shows "no preview"');
		return problems;
	});
}
