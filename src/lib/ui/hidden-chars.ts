import type { Attachment } from 'svelte/attachments';

/*
 * The one rule for characters in the city's text that draw nothing or change how the text around them is
 * drawn: bidirectional embeddings, overrides, isolates and marks, zero-width spaces, joiners of words, the
 * byte-order mark, soft hyphens, the combining grapheme joiner (apart: a combining mark inside a class is
 * misread). Drawn, each is made visible as its code point in a box of its own (`hidden-char-text.ts`), so `U+202E` cannot turn `gpt-live` into what reads as another id; the characters stay in the
 * text, so what is copied is what the city sent. The zero-width joiners (U+200C, U+200D) stay unmarked:
 * emoji and several scripts are spelled with them.
 */
export const HIDDEN_CHAR = /[\u00ad\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u206f\ufeff]|\u034f/;

/**
 * Draws the city's `text` into an element (`<span {@attach drawText(text)}></span>`): as plain text, or, when
 * it holds a hidden character, with each one marked by `hidden-char-text.ts`, fetched then (only this test ships
 * with every page). Until the marks arrive the text is held back, never drawn reordered; should they fail to
 * arrive it is drawn plain.
 */
export function drawText(text: string): Attachment<HTMLElement> {
	return (el) => {
		let live = true;
		el.textContent = HIDDEN_CHAR.test(text) ? '' : text;
		if (!el.textContent && text) {
			import('./hidden-char-text').then(
				(m) => live && m.drawMarked(el, text),
				() => live && (el.textContent = text)
			);
		}
		return () => void (live = false);
	};
}
