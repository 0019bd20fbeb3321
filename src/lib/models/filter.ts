import { hasAllWords, narrows, searchKey, searchWords } from '$lib/ui/search-words';
import type { Merged, Offer } from './merge';

/**
 * What `filterModels` needs, computed once per answer: search keys (`searchKey`) for
 * every model and offer, so a keystroke prepares only what was typed.
 */
export interface SearchIndex {
	readonly merged: Merged;
	/** Lower-cased `canonical` of a model, by model index (made on first read, then kept). */
	canonicalKey(model: number): string;
	/** Lower-cased provider id, endpoint label and endpoint id of an offer, by offer index (made on first read, then kept). */
	offerKey(offer: number): string;
	/**
	 * By model index: its canonical key and its offers' keys joined with '\n', so a one-word query
	 * without facts filters is one `includes` per model (a word has no spaces, so never spans two keys).
	 */
	readonly modelKeys: readonly string[];
	/** Every input kind word any provider states, in first-seen order (for the filter boxes). */
	readonly kinds: readonly string[];
}

export interface FilterCriteria {
	/** Words (any order, case-insensitive) matched against canonical id, provider id, endpoint label and endpoint id. */
	text: string;
	/** Input kinds an offer must all state (`input_modalities`); `[]` filters nothing. */
	kinds: readonly string[];
	localOnly: boolean;
}

export interface ModelFilterResult {
	readonly criteria: FilterCriteria;
	/** The order iterated (a `sortModels` result), or null for merged order. */
	readonly order: Uint32Array | null;
	/** Matching model indices, in that order. */
	readonly models: Uint32Array;
}

export const NO_FILTER: FilterCriteria = { text: '', kinds: [], localOnly: false };

/**
 * The index of one answer. The input kinds are read at once (the filter boxes show them on opening); the
 * model keys are made when first read (on the first query that has words, or while the page is idle), and
 * a single model's or offer's key when it is read: a keystroke that filters one model's offers makes a
 * few keys, not one per offer of the city.
 */
export function buildSearchIndex(merged: Merged): SearchIndex {
	const kinds: string[] = [];
	const seen = new Set<string>();
	for (const o of merged.offers) {
		for (const k of o.model.input_modalities) {
			if (!seen.has(k)) {
				seen.add(k);
				kinds.push(k);
			}
		}
	}
	const canonicalKeys: (string | undefined)[] = new Array(merged.models.length);
	const offerKeys: (string | undefined)[] = new Array(merged.offers.length);
	let modelKeys: string[] | null = null;
	return {
		merged,
		kinds,
		canonicalKey(m) {
			return (canonicalKeys[m] ??= searchKey((merged.models[m] as Merged['models'][number]).canonical));
		},
		offerKey(i) {
			const o = merged.offers[i] as Offer;
			return (offerKeys[i] ??= searchKey(o.model.id + '\n' + endpointWords(o)));
		},
		get modelKeys() {
			return (modelKeys ??= merged.models.map(modelSearchKey));
		}
	};
}

/** An offer's endpoint as a person may type it: its display name, and its id when that differs. */
function endpointWords(o: Offer): string {
	return o.endpoint.label === o.endpoint.name ? o.endpoint.label : o.endpoint.label + '\n' + o.endpoint.name;
}

/**
 * A model's canonical id and its offers' ids and labels, joined with '\n' and keyed as one text: the same
 * string as its parts' keys joined (`searchKey` keys each line alone), made with one lower-casing per model.
 */
function modelSearchKey(m: Merged['models'][number]): string {
	const parts = [m.canonical];
	for (const o of m.offers) parts.push(o.model.id, endpointWords(o));
	return searchKey(parts.join('\n'));
}

/** Whether an offer passes the filters that are not text (input kinds, local only). */
function passesFacts(offer: Offer, criteria: FilterCriteria): boolean {
	if (criteria.localOnly && !offer.endpoint.local) return false;
	for (const kind of criteria.kinds) if (!offer.model.input_modalities.includes(kind)) return false;
	return true;
}

/** Whether one offer matches every criterion: each word in its model's canonical id, its own id or its label. */
function offerMatches(index: SearchIndex, offer: Offer, words: readonly string[], criteria: FilterCriteria): boolean {
	if (!passesFacts(offer, criteria)) return false;
	for (const w of words) {
		if (!index.canonicalKey(offer.modelIndex).includes(w) && !index.offerKey(offer.index).includes(w)) return false;
	}
	return true;
}

function query(criteria: FilterCriteria): string[] {
	return searchWords(criteria.text);
}

function sameFacts(a: FilterCriteria, b: FilterCriteria): boolean {
	return a.localOnly === b.localOnly && a.kinds.length === b.kinds.length && a.kinds.every((k, i) => b.kinds[i] === k);
}

/**
 * The merged models with at least one offer matching every criterion, in
 * `order` (or merged order). When `previous` ran with the same order and facts
 * filters and each of its words lives inside a new word (typing on), only the
 * previous matches are looked at again. A model matches when one offer holds every word.
 */
export function filterModels(
	index: SearchIndex,
	criteria: FilterCriteria,
	order: Uint32Array | null = null,
	previous: ModelFilterResult | null = null
): ModelFilterResult {
	const words = query(criteria);
	const narrowing =
		previous !== null &&
		previous.order === order &&
		sameFacts(previous.criteria, criteria) &&
		narrows(query(previous.criteria), words);
	const models = index.merged.models;
	const candidates = narrowing ? previous.models : order;
	const total = candidates ? candidates.length : models.length;
	const out = new Uint32Array(total);
	let n = 0;
	const noFacts = !criteria.localOnly && criteria.kinds.length === 0;
	if (noFacts && words.length <= 1) {
		// The common case: one `includes` per model on its joined key (no keys needed when nothing was typed).
		const q = words[0] ?? '';
		const keys = q === '' ? [] : index.modelKeys;
		for (let i = 0; i < total; i++) {
			const m = candidates ? (candidates[i] as number) : i;
			if (m < models.length && (q === '' || (keys[m] as string).includes(q))) out[n++] = m;
		}
		return { criteria: { ...criteria, kinds: [...criteria.kinds] }, order, models: out.slice(0, n) };
	}
	for (let i = 0; i < total; i++) {
		const m = candidates ? (candidates[i] as number) : i;
		const model = models[m];
		if (!model) continue;
		let hit: boolean;
		// The joined key rules most models out at once; then one offer must hold every word.
		if (noFacts && !hasAllWords(index.modelKeys[m] as string, words)) hit = false;
		else if (noFacts && hasAllWords(index.canonicalKey(m), words)) hit = true;
		else hit = model.offers.some((o) => offerMatches(index, o, words, criteria));
		if (hit) out[n++] = m;
	}
	return { criteria: { ...criteria, kinds: [...criteria.kinds] }, order, models: out.slice(0, n) };
}

/** The offers of a list (one model's providers, or one endpoint's models) that match, in the list's order. */
export function filterOffers(index: SearchIndex, offers: readonly Offer[], criteria: FilterCriteria): Offer[] {
	const words = query(criteria);
	return offers.filter((o) => offerMatches(index, o, words, criteria));
}

/**
 * The by-provider view's first list, in the city's order: with no filter, every endpoint (one that lists no
 * models too, so it is not silently missing); with one, those with at least one matching offer.
 */
export function filterEndpoints(index: SearchIndex, criteria: FilterCriteria): number[] {
	const words = query(criteria);
	const unfiltered = words.length === 0 && !criteria.localOnly && criteria.kinds.length === 0;
	const out: number[] = [];
	index.merged.byEndpoint.forEach((offers, e) => {
		if (unfiltered || offers.some((o) => offerMatches(index, o, words, criteria))) out.push(e);
	});
	return out;
}
