import type { Merged, Offer } from './merge';

/**
 * What `filterModels` needs, computed once per answer: lower-cased search keys
 * for every model and offer, so a keystroke lower-cases only what was typed.
 */
export interface SearchIndex {
	readonly merged: Merged;
	/** Lower-cased `canonical`, by model index. */
	readonly canonicalKeys: readonly string[];
	/** Lower-cased provider id and endpoint label, by offer index. */
	readonly offerKeys: readonly string[];
	/**
	 * By model index: its canonical key and its offers' keys joined with '\n', so a query
	 * without '\n' and without facts filters is one `includes` per model (a match can never
	 * span two keys, as '\n' separates them).
	 */
	readonly modelKeys: readonly string[];
	/** Every input kind word any provider states, in first-seen order (for the filter boxes). */
	readonly kinds: readonly string[];
}

export interface FilterCriteria {
	/** Matched case-insensitively against canonical id, provider id and endpoint label. */
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

/** Builds the search keys once per answer: one pass over models and offers. */
export function buildSearchIndex(merged: Merged): SearchIndex {
	const canonicalKeys = merged.models.map((m) => m.canonical.toLowerCase());
	const kinds: string[] = [];
	const seen = new Set<string>();
	const offerKeys = merged.offers.map((o) => {
		for (const k of o.model.input_modalities) {
			if (!seen.has(k)) {
				seen.add(k);
				kinds.push(k);
			}
		}
		return o.model.id.toLowerCase() + '\n' + o.endpoint.label.toLowerCase();
	});
	// Joined from the keys above (not lower-cased again as one string), so each part is exactly its own key.
	const modelKeys = merged.models.map((m, i) => {
		let key = canonicalKeys[i] as string;
		for (const o of m.offers) key += '\n' + (offerKeys[o.index] as string);
		return key;
	});
	return { merged, canonicalKeys, offerKeys, modelKeys, kinds };
}

/** Whether an offer passes the filters that are not text (input kinds, local only). */
function passesFacts(offer: Offer, criteria: FilterCriteria): boolean {
	if (criteria.localOnly && !offer.endpoint.local) return false;
	for (const kind of criteria.kinds) if (!offer.model.input_modalities.includes(kind)) return false;
	return true;
}

/** Whether one offer matches every criterion; `q` is the lower-cased, trimmed text. */
function offerMatches(index: SearchIndex, offer: Offer, q: string, criteria: FilterCriteria): boolean {
	if (!passesFacts(offer, criteria)) return false;
	if (q === '') return true;
	return (
		(index.canonicalKeys[offer.modelIndex] as string).includes(q) ||
		(index.offerKeys[offer.index] as string).includes(q)
	);
}

function query(criteria: FilterCriteria): string {
	return criteria.text.trim().toLowerCase();
}

function sameFacts(a: FilterCriteria, b: FilterCriteria): boolean {
	return a.localOnly === b.localOnly && a.kinds.length === b.kinds.length && a.kinds.every((k, i) => b.kinds[i] === k);
}

/**
 * The merged models with at least one offer matching every criterion, in
 * `order` (or merged order). When `previous` ran with the same order and facts
 * filters and its text is contained in the new text (typing on), only the
 * previous matches are looked at again.
 */
export function filterModels(
	index: SearchIndex,
	criteria: FilterCriteria,
	order: Uint32Array | null = null,
	previous: ModelFilterResult | null = null
): ModelFilterResult {
	const q = query(criteria);
	const narrowing =
		previous !== null &&
		previous.order === order &&
		sameFacts(previous.criteria, criteria) &&
		q.includes(query(previous.criteria));
	const models = index.merged.models;
	const candidates = narrowing ? previous.models : order;
	const total = candidates ? candidates.length : models.length;
	const out = new Uint32Array(total);
	let n = 0;
	const noFacts = !criteria.localOnly && criteria.kinds.length === 0;
	if (noFacts && !q.includes('\n')) {
		// The common case: one `includes` per model on its joined key.
		const keys = index.modelKeys;
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
		if (noFacts && (q === '' || (index.canonicalKeys[m] as string).includes(q))) hit = true;
		else hit = model.offers.some((o) => offerMatches(index, o, q, criteria));
		if (hit) out[n++] = m;
	}
	return { criteria: { ...criteria, kinds: [...criteria.kinds] }, order, models: out.slice(0, n) };
}

/** The offers of a list (one model's providers, or one endpoint's models) that match, in the list's order. */
export function filterOffers(index: SearchIndex, offers: readonly Offer[], criteria: FilterCriteria): Offer[] {
	const q = query(criteria);
	return offers.filter((o) => offerMatches(index, o, q, criteria));
}

/** Endpoint indices with at least one matching offer, in the city's order (the by-provider view's first list). */
export function filterEndpoints(index: SearchIndex, criteria: FilterCriteria): number[] {
	const q = query(criteria);
	const out: number[] = [];
	index.merged.byEndpoint.forEach((offers, e) => {
		if (offers.some((o) => offerMatches(index, o, q, criteria))) out.push(e);
	});
	return out;
}
