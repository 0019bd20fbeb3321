import type { FakeReply } from '$lib/testing/fake-city';
import { configAt } from '$lib/models/defaults/defaults-samples';
import type { ConfigAnswer, SearchAnswer, SupplierAccounts } from '$protocol/schemas/endpoints';
import type { SearchConfiguration, SearchSupplier } from '$protocol/schemas/search';

/** The real city's default supplier address (docs/wire-provenance.md). */
export const DEFAULT_URL = 'https://mcp.exa.ai/mcp';

/** A listed supplier named `id`, with one account whose key is a stored reference. */
export function supplier(id: string, over: Partial<SearchSupplier> = {}): SearchSupplier {
	return {
		id,
		url: `https://${id}.search.example/mcp`,
		remote: `${id}_web_search`,
		query_field: 'query',
		objective_field: null,
		count_field: 'count',
		accounts: [{ id: 'main', reference: `secret:search/${id}.main`, header: 'x-api-key' }],
		...over
	};
}

/** A custom value listing `ids`, the first selected unless `selected` says otherwise. */
export function custom(ids: string[], selected = ids[0]!): SearchConfiguration {
	return { custom: { selected, suppliers: ids.map((id) => supplier(id)) } };
}

/** Twelve suppliers' ids, for a long list. */
export const TWELVE = Array.from({ length: 12 }, (_, i) => `supplier${i + 1}`);

/**
 * `config.search` at the city as the city answers it: the value in force with its layer (`default` when no file
 * states one), the city's own value, and each listed account's key state (`stored` unless `missing` names it).
 */
export function searchAnswer(city: SearchConfiguration | null, missing: string[] = []): SearchAnswer {
	const status: SupplierAccounts[] = (city && city !== 'default' && city !== 'off' ? city.custom.suppliers : []).map(
		(s) => ({
			supplier: s.id,
			accounts: s.accounts.map((a) => ({ id: a.id, key: missing.includes(s.id) ? 'missing' : 'stored' }))
		})
	);
	return {
		configuration: city ?? 'default',
		from: city === null ? 'default' : 'city',
		city,
		default_url: DEFAULT_URL,
		account_status: status
	};
}

/** A `config` answer at `addr` carrying `search` (or none: an older city). */
export function configWithSearch(addr: string, search: SearchAnswer | null): ConfigAnswer {
	return { ...configAt(addr), search };
}

/** A fake city's `config` reply with this search. */
export function searchReply(search: SearchAnswer | null): FakeReply {
	return (query) => ({
		answer: { config: configWithSearch((query as { config: { addr: string } }).config.addr, search) }
	});
}
