/**
 * Search by words: what a person types is split at spaces and every word must appear, in any order.
 * Dots, underscores and hyphens count as one separator, so `sonnet 4.5` finds `claude-sonnet-4-5`
 * and `brave web` finds `brave_web_search`.
 */

/** The form both sides are compared in: lower case, `.` and `_` read as `-`. */
export function searchKey(text: string): string {
	const lower = text.toLowerCase();
	// Most ids have neither: skipping the regular expression halves the picker's key building.
	return lower.includes('.') || lower.includes('_') ? lower.replace(/[._]/g, '-') : lower;
}

/** The words of a query, in the compared form; `[]` when nothing but spaces was typed. */
export function searchWords(text: string): string[] {
	return searchKey(text)
		.split(/\s+/)
		.filter((w) => w !== '');
}

/** Whether every word appears somewhere in `key` (already in the compared form). */
export function hasAllWords(key: string, words: readonly string[]): boolean {
	for (const w of words) if (!key.includes(w)) return false;
	return true;
}

/** Whether a result for `before` can only shrink for `after`: each old word lives inside a new one. */
export function narrows(before: readonly string[], after: readonly string[]): boolean {
	return before.every((b) => after.some((a) => a.includes(b)));
}
