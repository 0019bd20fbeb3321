import * as v from 'valibot';
import { nullish, ServerLabel } from './common';
import { ProviderAccount } from './tuning';

// Web search (WIRE.md §11.5, §12.6), as `kernel::config::search` has it (docs/wire-provenance.md): read in
// `config.search` and sent whole in `configure_city {search}`, so one schema serves both.

/** One search service reached over MCP streamable HTTP. */
export const SearchSupplier = v.object({
	id: ServerLabel,
	/** Judged by the city like an MCP server's `url` (http or https). */
	url: v.string(),
	/** The tool's name in that server's `tools/list`. */
	remote: v.string(),
	/** The remote parameters `web_search`'s query, objective and count are handed to. */
	query_field: v.string(),
	objective_field: nullish(v.string()),
	count_field: nullish(v.string()),
	/** In priority order; a key appears only as its `secret:search/…` reference. */
	accounts: v.array(ProviderAccount)
});
export type SearchSupplier = v.InferOutput<typeof SearchSupplier>;

export const CustomSearch = v.object({ selected: ServerLabel, suppliers: v.array(SearchSupplier) });
export type CustomSearch = v.InferOutput<typeof CustomSearch>;

/**
 * Exactly one of three intents, closed: `"default"` (the city's declared supplier; a stated value that covers
 * a farther layer's custom list), `"off"`, or one listed supplier, never another.
 */
export const SearchConfiguration = v.union([
	v.literal('default'),
	v.literal('off'),
	// One-key object, written out (not `tagged`) so the fast path reads the union flat.
	v.strictObject({ custom: CustomSearch })
]);
export type SearchConfiguration = v.InferOutput<typeof SearchConfiguration>;
