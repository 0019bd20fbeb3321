/**
 * The wire this app speaks. Both values are the deployer's, never computed:
 * `SCHEMA_HASH` is the target city build's schema hash (WIRE.md §3).
 * The local city imports them too, so the two sides agree by construction.
 */
export const WIRE_V = 65;
export const SCHEMA_HASH = 'a9979637188f7b07ad210817268e441fc642702284a3080b9266b9c5fd3e657d';
