import type { Dictionary } from '$lib/i18n';
import type { ChosenSummary } from '$protocol/schemas/endpoints';
import { EFFORTS, isKnown, MODEL_TAGS } from '$protocol/schemas/common';

type Words = Dictionary['models'];

/** A tag's name: the app's word for a known tag, else the tag exactly as the city spelled it. */
export function tagName(t: Words, tag: string): string {
	return isKnown(MODEL_TAGS, tag) ? t.tags[tag] : tag;
}

export function tagHelp(t: Words, tag: string): string {
	return isKnown(MODEL_TAGS, tag) ? t.tagHelp[tag] : t.unknownTagHelp;
}

/** A level's name: the app's word for a known effort, else the word as the city spelled it. */
export function levelName(levels: Dictionary['modelPicker']['thinking']['levels'], level: string): string {
	return isKnown(EFFORTS, level) ? levels[level] : level;
}

/** Chosen models under tags this app does not know, in the city's order: shown as spelled, read only. */
export function otherChoices(chosen: readonly ChosenSummary[]): ChosenSummary[] {
	return chosen.filter((c) => !isKnown(MODEL_TAGS, c.tag));
}
