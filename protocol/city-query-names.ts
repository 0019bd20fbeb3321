import source from './city-query-names.json';

/**
 * Every query name the real city's `Query` enum accepts, read from its source (the file and commit are in
 * `city-query-names.json` and docs/wire-provenance.md). An ask naming anything else makes the city refuse
 * the whole frame (`E_WIRE_MISMATCH`), so a test checks that the app can ask no other name.
 */
export const CITY_QUERY_NAMES: readonly string[] = source.queries;
