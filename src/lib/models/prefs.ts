import * as v from 'valibot';
import { Effort } from '$protocol/schemas/common';
import { SORT_KEYS } from './sort';

/*
 * What the picker remembers across visits, in localStorage: the view, the sort,
 * the last three choices and pinned models. Only model ids, endpoint names and
 * levels: never a key, a reference or anything else from the wire.
 */

export const PREFS_KEY = 'city-settings.models.picker';
export const MAX_RECENT = 3;

const View = v.picklist(['model', 'provider']);
export type PickerView = v.InferOutput<typeof View>;

const RecentChoice = v.object({
	canonical: v.string(),
	endpoint: v.string(),
	model: v.string(),
	level: v.nullable(Effort)
});
export type RecentChoice = v.InferOutput<typeof RecentChoice>;

const Prefs = v.object({
	view: v.fallback(View, 'model'),
	sort: v.fallback(v.picklist(SORT_KEYS), 'name'),
	recent: v.fallback(v.pipe(v.array(RecentChoice), v.maxLength(MAX_RECENT)), []),
	pinned: v.fallback(v.array(v.string()), [])
});
export type PickerPrefs = v.InferOutput<typeof Prefs>;

export const DEFAULT_PREFS: PickerPrefs = { view: 'model', sort: 'name', recent: [], pinned: [] };

/** Reads remembered preferences; anything unreadable falls back field by field to the defaults. */
export function parsePrefs(text: string | null): PickerPrefs {
	if (text === null) return { ...DEFAULT_PREFS };
	try {
		const result = v.safeParse(Prefs, JSON.parse(text));
		return result.success ? result.output : { ...DEFAULT_PREFS };
	} catch {
		return { ...DEFAULT_PREFS };
	}
}

/** The newest choice first, a repeated (model, provider, level) moved to the top, at most three. */
export function pushRecent(recent: readonly RecentChoice[], choice: RecentChoice): RecentChoice[] {
	const same = (r: RecentChoice) =>
		r.endpoint === choice.endpoint && r.model === choice.model && r.level === choice.level;
	return [choice, ...recent.filter((r) => !same(r))].slice(0, MAX_RECENT);
}

/** Pins a canonical id, or unpins it when already pinned. */
export function togglePinned(pinned: readonly string[], canonical: string): string[] {
	return pinned.includes(canonical) ? pinned.filter((c) => c !== canonical) : [...pinned, canonical];
}

/** Reads from browser storage; blocked storage (an embedding iframe) reads as defaults. */
export function loadPrefs(): PickerPrefs {
	try {
		return parsePrefs(typeof localStorage === 'undefined' ? null : localStorage.getItem(PREFS_KEY));
	} catch {
		return { ...DEFAULT_PREFS };
	}
}

/** Writes to browser storage; when storage is blocked the choice works for this visit only. */
export function savePrefs(prefs: PickerPrefs): void {
	try {
		localStorage.setItem(PREFS_KEY, JSON.stringify(prefs));
	} catch {
		// Not remembered, but applied.
	}
}
