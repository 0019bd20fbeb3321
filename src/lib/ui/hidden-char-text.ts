import './glance-words';
import { i18n } from '$lib/i18n';
import { HIDDEN_CHAR } from './hidden-chars';
import { rootOf, styleHome } from './dom-root';

const ONE_HIDDEN = new RegExp(`(${HIDDEN_CHAR.source})`);
const EVERY_HIDDEN = new RegExp(HIDDEN_CHAR.source, 'g');

/** The text in runs: even positions are plain text (maybe empty), odd positions one hidden character each. */
export function hiddenCharRuns(text: string): string[] {
	return text.split(ONE_HIDDEN);
}

/** The text without its hidden characters: what ordering compares, so an id sorts by its real first letter. */
export function withoutHiddenChars(text: string): string {
	return text.replace(EVERY_HIDDEN, '');
}

/** A character's code point as it is written: `U+202E`. */
export function codePointName(char: string): string {
	return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

// The marks' look comes with their code, not with every page's first load (as a lazily fetched component's
// styles do): added once per root (the document's head, or the shadow root the settings live in), the first
// time a mark is drawn there.
const LOOK = `.city-settings [data-hidden-char] {
	display: inline-block;
	padding: 0 2px;
	border: 1px dashed var(--cs-color-warn);
	font: 0.75em var(--cs-font-mono);
}
.city-settings [data-hidden-char]::before {
	content: attr(data-hidden-char);
}`;
const looks = new WeakMap<Document | ShadowRoot, HTMLStyleElement>();

/** Puts the marks' look where `el` is drawn, once per document or shadow root (again if a host cleared it). */
function addLook(el: HTMLElement): void {
	const [root, home] = [rootOf(el), styleHome(el)];
	if (looks.get(root)?.parentNode === home) return;
	const style = el.ownerDocument.createElement('style');
	style.textContent = LOOK;
	home.append(style);
	looks.set(root, style);
}

/**
 * Draws `text` into `el` with each hidden character in a box of its own that shows its code point and is
 * named by it (`role="img"`): the character itself stays inside, so the element's text is exactly `text`.
 */
export function drawMarked(el: HTMLElement, text: string): void {
	addLook(el);
	el.replaceChildren(
		...hiddenCharRuns(text).map((run, i) => {
			if (i % 2 === 0) return run;
			const mark = el.ownerDocument.createElement('span');
			const code = codePointName(run);
			mark.dataset.hiddenChar = code;
			// A box of its own: whatever the character does, it does inside it.
			mark.style.display = 'inline-block';
			mark.setAttribute('role', 'img');
			mark.setAttribute('aria-label', i18n.t.glance.hiddenChar({ code }));
			mark.textContent = run;
			return mark;
		})
	);
}
