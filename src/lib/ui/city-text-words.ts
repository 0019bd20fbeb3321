import type { Attachment } from 'svelte/attachments';
import { drawText } from './hidden-chars';

/** One piece of a sentence: the app's own words, or a value the city sent (drawn by `CityText`). */
export type WordPart = { words: string } | { city: string };

// Private-use characters around a slot's number: no dictionary entry or city value can hold them by chance.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const SLOT = new RegExp(`${OPEN}(\\d+)${CLOSE}`);

/**
 * A dictionary sentence with the city's values in it, in pieces, so each value can be drawn as the city's text
 * (isolated, its hidden characters marked) while the words around it stay the app's. `city` names the slots
 * that hold the city's text; only slots that place their value as is may be named (not one the sentence reads).
 */
export function cityTextWords<P extends Record<string, unknown>>(
	words: (p: P) => string,
	values: P,
	city: readonly (keyof P & string)[]
): WordPart[] {
	const slotted = { ...values } as Record<string, unknown>;
	city.forEach((key, i) => (slotted[key] = `${OPEN}${i}${CLOSE}`));
	const parts: WordPart[] = [];
	words(slotted as P)
		.split(SLOT)
		.forEach((piece, i) => {
			if (i % 2 === 1) parts.push({ city: String(values[city[Number(piece)]!]) });
			else if (piece) parts.push({ words: piece });
		});
	return parts;
}

/**
 * Draws the pieces into an element: the app's words as text, each city value in a `<bdi>` drawn by `drawText`
 * (as `CityText` draws it). One attachment for the whole sentence, so a long table of them stays cheap.
 */
export function drawWords(parts: readonly WordPart[]): Attachment<HTMLElement> {
	return (el) => {
		const stops: (() => void)[] = [];
		el.replaceChildren(
			...parts.map((part) => {
				if ('words' in part) return document.createTextNode(part.words);
				const bdi = document.createElement('bdi');
				const stop = drawText(part.city)(bdi);
				if (stop) stops.push(stop);
				return bdi;
			})
		);
		return () => stops.forEach((stop) => stop());
	};
}
