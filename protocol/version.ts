/**
 * The wire this app speaks. Both values are the deployer's, never computed:
 * `SCHEMA_HASH` is the target city build's schema hash (WIRE.md §3).
 * The local city imports them too, so the two sides agree by construction.
 */
export const WIRE_V = 57;
export const SCHEMA_HASH = '044ab82fa3136fa271c031277939e8ddb15c9d76e0b761367e31989b9fabb1fc';
