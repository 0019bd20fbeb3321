import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { HIDDEN_CHAR } from '../../src/lib/ui/hidden-chars';

/** The shared hostile strings (`../shared/hostile-text/strings.json`), read where the repository sits. */
export const STRINGS: { name: string; text: string }[] = JSON.parse(
	readFileSync(join(import.meta.dirname, '../../../shared/hostile-text/strings.json'), 'utf8')
);

/** Every hazard at once, for fields that carry one string: markup, an override, zero widths and a newline. */
export const MIX =
	'<img src=x onerror="window.__pwned=1"><b>bold</b> \u202Eevil-rlo\u202C zero\u200Bwidth\u2060\nline two';

/** The same, 10,000 characters long with no break opportunity. */
export const MIX_LONG = `${MIX} ${'W'.repeat(10_000)}`;

/** What the page did wrong, found in the page: each item names the place. */
interface Findings {
	scroll: string | null;
	dialogs: string[];
	unmarked: string[];
	markup: string[];
}

/**
 * The sweep's four rules, read from the page as drawn: the page does not scroll sideways beyond the viewport;
 * an open dialog's Close is inside the viewport and the dialog no wider than itself; every bidi or invisible
 * control in the page's text is drawn as a mark (`[data-hidden-char]`) inside isolated text; no hostile markup
 * became an element.
 */
export async function sweep(page: Page, where: string, { marked = true } = {}): Promise<void> {
	// Not vacuous: where the city's hostile text is shown, its marks are drawn (they come with a lazy module).
	if (marked)
		await expect
			.poll(() => page.locator('[data-hidden-char]').count(), `${where}: no hidden character is drawn at all`)
			.toBeGreaterThan(0);
	const found: Findings = await page.evaluate((hidden) => {
		const HIDDEN = new RegExp(hidden);
		const vw = document.documentElement.clientWidth;
		const vh = document.documentElement.clientHeight;
		const name = (el: Element) =>
			`${el.tagName.toLowerCase()}${el.classList.length ? '.' + [...el.classList].join('.') : ''}`;
		const clip = (s: string) => JSON.stringify(s.slice(0, 50));

		// The innermost elements reaching past the right edge outside a scroller, to name the culprit.
		let scroll: string | null = null;
		const sw = document.documentElement.scrollWidth;
		if (sw > vw + 1) {
			const scrolled = (el: Element) => {
				for (let p = el.parentElement; p; p = p.parentElement)
					if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(p).overflowX)) return true;
				return false;
			};
			const over = [...document.querySelectorAll('body *')]
				.filter((el) => el.getBoundingClientRect().right > vw + 1 && !scrolled(el))
				.filter((el) => ![...el.children].some((c) => c.getBoundingClientRect().right > vw + 1))
				.slice(0, 3)
				.map((el) => `${name(el)} ${clip(el.textContent ?? '')}`);
			scroll = `${sw} px wide on a ${vw} px screen: ${over.join(' | ')}`;
		}

		const dialogs: string[] = [];
		for (const d of document.querySelectorAll('dialog[open]')) {
			if (d.scrollWidth > d.clientWidth + 1) {
				const edge = d.getBoundingClientRect().right;
				const wide = [...d.querySelectorAll('*')]
					.filter((el) => el.getBoundingClientRect().right > edge + 1)
					.filter((el) => ![...el.children].some((c) => c.getBoundingClientRect().right > edge + 1))
					.slice(0, 3)
					.map((el) => `${name(el)} ${clip(el.textContent ?? '')}`);
				dialogs.push(`dialog content ${d.scrollWidth} px in ${d.clientWidth} px: ${wide.join(' | ')}`);
			}
			const close = [...d.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Close');
			const r = close?.getBoundingClientRect();
			if (!r) dialogs.push('no Close button');
			else if (r.left < 0 || r.top < 0 || r.right > vw + 1 || r.bottom > vh + 1 || r.width === 0)
				dialogs.push(`Close at ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)} px`);
		}

		// Every text node holding a bidi or invisible control: it must be one mark's only text, in isolated text.
		const unmarked: string[] = [];
		const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
		for (let n = walker.nextNode(); n; n = walker.nextNode()) {
			const text = n.nodeValue ?? '';
			const el = n.parentElement;
			if (!el || !HIDDEN.test(text) || el.closest('script, style, template')) continue;
			if (!el.checkVisibility()) continue;
			const mark = el.hasAttribute('data-hidden-char') && [...text].length === 1 ? el : null;
			const isolated = (from: Element | null) => {
				for (let p = from; p && p !== document.body; p = p.parentElement)
					if (p.tagName === 'BDI' || /isolate|plaintext/.test(getComputedStyle(p).unicodeBidi)) return true;
				return false;
			};
			if (!mark) unmarked.push(`${name(el)} draws ${clip(text)} unmarked`);
			else if (!isolated(mark.parentElement)) unmarked.push(`${name(mark.parentElement!)} is not isolated`);
		}

		const markup = [...document.querySelectorAll('body *')]
			.filter(
				(el) =>
					[...el.attributes].some((a) => a.name.startsWith('on')) ||
					(el.tagName === 'IMG' && el.getAttribute('src') === 'x') ||
					(el.tagName === 'B' && el.textContent === 'bold')
			)
			.map((el) => name(el));
		if ((window as unknown as { __pwned?: unknown }).__pwned) markup.push('window.__pwned was set');
		return { scroll, dialogs, unmarked: [...new Set(unmarked)].slice(0, 30), markup };
	}, HIDDEN_CHAR.source);
	expect.soft(found.scroll, `${where}: the page scrolls sideways`).toBeNull();
	expect.soft(found.dialogs, `${where}: a dialog's Close is out of reach`).toEqual([]);
	expect.soft(found.unmarked, `${where}: an override or invisible character is drawn unmarked`).toEqual([]);
	expect.soft(found.markup, `${where}: markup became an element`).toEqual([]);
}

/** Presses every "Show all N characters" fold on the page (or in `scope`), so folded text is checked whole. */
export async function unfold(page: Page, names: RegExp[] = [/^Show all \d[\d,]* characters$/]): Promise<void> {
	for (const name of names) {
		for (let i = 0; i < 100; i++) {
			const button = page.getByRole('button', { name }).first();
			if (!(await button.count())) break;
			await button.click();
		}
	}
}
