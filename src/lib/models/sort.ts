import { withoutHiddenChars } from '$lib/ui/hidden-char-text';
import type { MergedModel, Offer } from './merge';

export const SORT_KEYS = ['name', 'context', 'providers', 'input_price'] as const;
/** Name ascending; context window largest first; most providers first; input price lowest first. */
export type SortKey = (typeof SORT_KEYS)[number];

const PLAIN_DECIMAL = /^\d+(?:\.\d+)?$/;

/**
 * A price as a number, for ordering only (it is always shown verbatim). Only a
 * plain decimal (`"0.000003"`) is read: a price with a unit or any other text
 * cannot be compared honestly with another provider's, so it reads as null and
 * sorts with the prices not stated.
 */
export function parsePrice(text: string | null | undefined): number | null {
	if (text === null || text === undefined) return null;
	const trimmed = text.trim();
	if (!PLAIN_DECIMAL.test(trimmed)) return null;
	const value = Number(trimmed);
	return Number.isFinite(value) ? value : null;
}

/** The sort keys a single provider row has a figure for. */
export type FigureKey = Exclude<SortKey, 'name' | 'providers'>;

/** One provider row's figure for a sort key; null when not stated (or, for a price, not a plain number). */
export function offerFigure(offer: Offer, key: FigureKey): number | null {
	return key === 'context' ? offer.model.context_tokens : parsePrice(offer.model.input_price);
}

/**
 * A merged model's figure: the largest context window or the lowest input price
 * any of its providers states; null when none states it.
 */
export function modelFigure(model: MergedModel, key: Exclude<SortKey, 'name'>): number | null {
	if (key === 'providers') return model.offers.length;
	let best: number | null = null;
	for (const offer of model.offers) {
		const f = offerFigure(offer, key);
		if (f === null) continue;
		if (best === null || (key === 'context' ? f > best : f < best)) best = f;
	}
	return best;
}

/** The lowest plain-number input price of a model, spelled as its provider sent it; null when none states one. */
export function lowestPriceText(model: MergedModel): string | null {
	const f = modelFigure(model, 'input_price');
	return f === null ? null : (model.offers.find((o) => offerFigure(o, 'input_price') === f)?.model.input_price ?? null);
}

function byName(a: string, b: string): number {
	return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Sorts positions by figure (absent last), ties and name order by code units, then by position. Names
 * compare without their hidden characters (`hidden-chars.ts`): an id sorts by its real first letter, not
 * by a U+202E in front of it.
 */
function order(
	n: number,
	name: (i: number) => string,
	figure: ((i: number) => number | null) | null,
	descending: boolean
): Uint32Array {
	// A plain array sorts faster than a typed array with a comparator in V8.
	const idx: number[] = Array.from({ length: n }, (_, i) => i);
	if (figure === null) {
		const names = idx.map((i) => withoutHiddenChars(name(i)));
		idx.sort((a, b) => byName(names[a] as string, names[b] as string) || a - b);
		return Uint32Array.from(idx);
	}
	const sign = descending ? -1 : 1;
	// Absent figures become +Infinity after the sign is applied, so they sort last.
	const keys = idx.map((i) => {
		const f = figure(i);
		return f === null ? Infinity : sign * f;
	});
	idx.sort((a, b) => (keys[a] as number) - (keys[b] as number) || a - b);
	return Uint32Array.from(idx);
}

/**
 * The order of merged models for a sort key, as model indices. Models without
 * the figure come last, in their merged order. Computed once per key and answer.
 */
export function sortModels(models: readonly MergedModel[], key: SortKey): Uint32Array {
	if (key === 'name') return order(models.length, (i) => (models[i] as MergedModel).canonical, null, false);
	return order(
		models.length,
		() => '',
		(i) => modelFigure(models[i] as MergedModel, key),
		key !== 'input_price'
	);
}

/** The order of offers (provider rows) for a sort key, as offer indices; by name means the provider's own id. */
export function sortOffers(offers: readonly Offer[], key: SortKey): Uint32Array {
	// One provider row has no provider count of its own: those rows go by name.
	if (key === 'name' || key === 'providers')
		return order(offers.length, (i) => (offers[i] as Offer).model.id, null, false);
	return order(
		offers.length,
		() => '',
		(i) => offerFigure(offers[i] as Offer, key),
		key === 'context'
	);
}
