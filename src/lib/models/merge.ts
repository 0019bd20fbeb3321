import type { EndpointSummary, ModelFactsSummary } from '$protocol/schemas/endpoints';

/** One endpoint's offer of one model: a provider row. */
export interface Offer {
	/** Position among all offers: endpoint order (the city's), then that endpoint's model order. */
	readonly index: number;
	readonly endpoint: EndpointSummary;
	readonly endpointIndex: number;
	readonly model: ModelFactsSummary;
	/** Index of the merged model this offer belongs to. */
	readonly modelIndex: number;
}

/** One model across every endpoint: every offer whose `canonical` string is exactly this one. */
export interface MergedModel {
	readonly index: number;
	readonly canonical: string;
	/** In offer order, so the order of providers never changes between answers. */
	readonly offers: Offer[];
}

export interface Merged {
	readonly endpoints: readonly EndpointSummary[];
	/** In order of first appearance. */
	readonly models: MergedModel[];
	/** Every offer, in offer order (`offers[i].index === i`). */
	readonly offers: Offer[];
	/** Offers of each endpoint, by endpoint index, in the city's model order. */
	readonly byEndpoint: Offer[][];
}

/** The lookup key of an (endpoint, provider model id) pair. */
export function offerKey(endpoint: string, model: string): string {
	return endpoint + '\u0000' + model;
}

/**
 * Merges every endpoint's models into one row per `canonical` string, in one
 * pass over the offers (a Map keyed by the exact string). Never computes a
 * canonical id and never compares strings other than for equality (WIRE.md §15.4).
 */
export function merge(endpoints: readonly EndpointSummary[]): Merged {
	const byCanonical = new Map<string, MergedModel>();
	const models: MergedModel[] = [];
	const offers: Offer[] = [];
	const byEndpoint: Offer[][] = [];
	for (let e = 0; e < endpoints.length; e++) {
		const endpoint = endpoints[e] as EndpointSummary;
		const own: Offer[] = [];
		byEndpoint.push(own);
		for (const model of endpoint.models) {
			let merged = byCanonical.get(model.canonical);
			if (!merged) {
				merged = { index: models.length, canonical: model.canonical, offers: [] };
				byCanonical.set(model.canonical, merged);
				models.push(merged);
			}
			const offer: Offer = { index: offers.length, endpoint, endpointIndex: e, model, modelIndex: merged.index };
			merged.offers.push(offer);
			offers.push(offer);
			own.push(offer);
		}
	}
	return { endpoints, models, offers, byEndpoint };
}

/** Finds the offer for an (endpoint name, provider model id) pair; the first when an endpoint lists an id twice. */
export function findOffer(merged: Merged, endpoint: string, model: string): Offer | null {
	const e = merged.endpoints.findIndex((x) => x.name === endpoint);
	if (e < 0) return null;
	return merged.byEndpoint[e]?.find((o) => o.model.id === model) ?? null;
}
