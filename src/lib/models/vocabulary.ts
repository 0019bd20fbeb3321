import type { Dictionary } from '$lib/i18n';
import type { ChosenSummary } from '$protocol/schemas/endpoints';
import { EFFORTS, isKnown, MODEL_TAGS, type ModelTag } from '$protocol/schemas/common';

type Words = Dictionary['models'];

/** A tag's name: the app's word for a known tag, else the tag exactly as the city spelled it. */
export function tagName(t: Words, tag: string): string {
	return isKnown(MODEL_TAGS, tag) ? t.tags[tag] : tag;
}

export function tagHelp(t: Words, tag: string): string {
	return isKnown(MODEL_TAGS, tag) ? t.tagHelp[tag] : t.unknownTagHelp;
}

/** A level's name: the app's word for a known effort, else the word as the city spelled it. */
export function levelName(levels: Words['thinking']['levels'], level: string): string {
	return isKnown(EFFORTS, level) ? levels[level] : level;
}

/** The tags a page shows a card for: the known ones in their order, then any other the city has chosen for. */
export function tagsToShow(chosen: readonly ChosenSummary[]): ModelTag[] {
	const others = chosen.map((c) => c.tag).filter((tag) => !isKnown(MODEL_TAGS, tag));
	return [...MODEL_TAGS, ...new Set(others)];
}
