// Shared by the story checks (tests/storybook.spec.ts) and the visual review (scripts/visual/): how a built
// Storybook's story is opened, switched and let settle, so both look at the same frames.
import type { Page } from 'playwright';

export type StoryTheme = 'light' | 'dark';
export type StoryLang = 'en' | 'zh';

/** The window height every story is drawn in (the width is 1280 or 360 px). */
export const STORY_HEIGHT = 800;

/**
 * The preview's own page for one story, in one theme. `a11y.manual` skips the a11y addon's own axe run
 * inside the preview: the story checks run axe themselves, and the visual review wants none.
 */
export function storyUrl(root: string, id: string, theme: StoryTheme): string {
	return `${root}iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=theme:${theme};a11y.manual:!true`;
}

/** Opens one story in one theme and waits until Storybook has finished (or failed) rendering it. */
export async function openStory(page: Page, root: string, id: string, theme: StoryTheme): Promise<void> {
	await page.emulateMedia({ colorScheme: theme });
	await page.goto(storyUrl(root, id, theme));
	await page.waitForFunction(
		() => {
			const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
				.__STORYBOOK_PREVIEW__;
			const phase = preview?.currentRender?.phase;
			const body = document.body.classList;
			return (
				phase === 'finished' ||
				phase === 'errored' ||
				body.contains('sb-show-errordisplay') ||
				body.contains('sb-show-nopreview')
			);
		},
		undefined,
		// Polled on a timer, not on frames: see `settle`.
		{ timeout: 15_000, polling: 100 }
	);
}

/**
 * Switches the theme and language globals in the open story, as the toolbar does, and waits for the new
 * render and a settled frame. Resolves with what went wrong, or `null`.
 */
export async function switchGlobals(page: Page, theme: StoryTheme, lang: StoryLang = 'en'): Promise<string | null> {
	await page.emulateMedia({ colorScheme: theme });
	const failed = await page.evaluate(
		({ theme, lang }) =>
			new Promise<string | null>((resolve) => {
				type Channel = {
					once(event: string, fn: (arg: unknown) => void): void;
					emit(event: string, arg: unknown): void;
				};
				const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
				channel.once('storyRendered', () => resolve(null));
				channel.once('storyErrored', (e) => resolve(`render error: ${JSON.stringify(e)}`));
				channel.once('storyThrewException', (e) => resolve(`render threw: ${JSON.stringify(e)}`));
				channel.emit('updateGlobals', { globals: { theme, lang } });
				setTimeout(() => resolve(`no render within 15 s after switching to ${theme}, ${lang}`), 15_000);
			}),
		{ theme, lang }
	);
	await settle(page);
	return failed;
}

/**
 * Two frames, so layout has settled after a resize or re-render. Headless Chromium now and then stops
 * producing frames on a loaded machine (rAF never fires), so the wait ends after a second regardless:
 * the checks that follow read geometry, which forces layout either way.
 */
export function settle(page: Page): Promise<unknown> {
	return page.evaluate(
		() =>
			new Promise<void>((resolve) => {
				requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
				setTimeout(resolve, 1_000);
			})
	);
}

/** Resizes the window to one of the story widths and lets the layout settle. */
export async function resizeStory(page: Page, width: number): Promise<void> {
	await page.setViewportSize({ width, height: STORY_HEIGHT });
	await settle(page);
}
