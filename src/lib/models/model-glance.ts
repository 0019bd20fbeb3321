import type { ThinkingOffer } from '$protocol/schemas/endpoints';
import { noUsableKey } from './marks';
import type { MergedModel, Offer } from './merge';

/** What a picker row says about a model without opening it. */
export interface ModelGlance {
	/** The largest context window any offer states; null when none states one. */
	context: number | null;
	/** Whether offers state different windows (or some state none): the figure is then "up to". */
	contextVaries: boolean;
	/** Every input kind any offer states, in first-seen order. */
	kinds: string[];
	/** Whether any offer states it can think (levels, or a switch the upstream allows). */
	thinks: boolean;
	/** Whether any offer is served from a local endpoint. */
	local: boolean;
	providers: number;
	/** Whether any provider has a key it can send (not every account missing or unusable). */
	usableKey: boolean;
}

/**
 * A fact as the city stated it, or `null`: not stated. The one meaning of `null` in every view (drawn as
 * `i18n.t.common.notNamed`), so a yes/no the city did not give is never read as "no".
 */
export type Stated<T> = T | null;

/**
 * Whether an offer can think, as stated: yes for any level above none or a switch that is allowed; no only
 * when the switch is stated refused and no level is offered; not stated (`null`) for a switch `unknown`.
 */
export function canThink(thinking: ThinkingOffer): Stated<boolean> {
	if (thinking.levels.some((l) => l !== 'none') || thinking.on === 'allowed') return true;
	return thinking.on === 'refused' ? false : null;
}

/** A model's facts across its offers, for one row. */
export function modelGlance(model: MergedModel): ModelGlance {
	let context: number | null = null;
	const windows = new Set<number | null>();
	const kinds: string[] = [];
	let thinks = false;
	let local = false;
	let usableKey = false;
	for (const offer of model.offers) {
		const c = offer.model.context_tokens;
		windows.add(c);
		if (c !== null && (context === null || c > context)) context = c;
		for (const k of offer.model.input_modalities) if (!kinds.includes(k)) kinds.push(k);
		thinks ||= canThink(offer.model.thinking) === true;
		local ||= offer.endpoint.local;
		usableKey ||= !noUsableKey(offer.endpoint);
	}
	return { context, contextVaries: windows.size > 1, kinds, thinks, local, providers: model.offers.length, usableKey };
}

/** The facts the compare view lines up, one row each. */
export const COMPARE_FACTS = [
	'endpoint',
	'id',
	'context',
	'ceiling',
	'kinds',
	'input_price',
	'output_price',
	'thinking',
	'local',
	'key'
] as const;
export type CompareFact = (typeof COMPARE_FACTS)[number];

/** One fact of one offer, as compared: a number, words as stated, a yes/no, or not stated (null). */
export type FactValue = Stated<number | string | boolean>;

/** One fact of one offer. Prices and ids stay exactly as stated; kinds joined in their stated order. */
export function offerFact(offer: Offer, fact: CompareFact): FactValue {
	const m = offer.model;
	switch (fact) {
		case 'endpoint':
			return offer.endpoint.label;
		case 'id':
			return m.id;
		case 'context':
			return m.context_tokens;
		case 'ceiling':
			return m.max_output_tokens;
		case 'kinds':
			return m.input_modalities.length > 0 ? m.input_modalities.join(', ') : null;
		case 'input_price':
			return m.input_price;
		case 'output_price':
			return m.output_price;
		case 'thinking':
			return canThink(m.thinking);
		case 'local':
			return offer.endpoint.local;
		case 'key':
			return !noUsableKey(offer.endpoint);
	}
}

export interface CompareRow {
	fact: CompareFact;
	values: FactValue[];
	/** Whether the offers compared say different things (a not-stated value differs from a stated one). */
	differs: boolean;
}

/** At most four models, compared offer by offer: one row per fact, one column per offer. */
export const COMPARE_MAX = 4;

/** The compare table for the chosen models: columns are their offers, model by model, in offer order. */
export function compareTable(models: readonly MergedModel[]): { columns: Offer[]; rows: CompareRow[] } {
	const columns = models.slice(0, COMPARE_MAX).flatMap((m) => m.offers);
	const rows = COMPARE_FACTS.map((fact) => {
		const values = columns.map((o) => offerFact(o, fact));
		// The provider and its own id name the column; they always differ and mark nothing.
		const differs = fact !== 'endpoint' && fact !== 'id' && new Set(values).size > 1;
		return { fact, values, differs };
	});
	return { columns, rows };
}
