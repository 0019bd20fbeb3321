import type { EventRecord, Query } from './schemas/frames';

/** Event kinds that make `endpoint_view` stale (WIRE.md §14). */
export const ENDPOINT_EVENTS = new Set([
	'endpoint_attached',
	'endpoint_lost',
	'model_selected',
	'provider_degraded',
	'login_started',
	'secret_captured'
]);

/**
 * Whether an event makes a query's answer stale (WIRE.md §14).
 * `mcp_health` is never made stale by an event: it costs a handshake per server.
 */
export function eventMakesStale(query: Query, event: EventRecord): boolean {
	if (query === 'endpoint_view') return ENDPOINT_EVENTS.has(event.kind);
	if (typeof query === 'object' && 'building' in query) {
		return event.kind === 'building_configured' && event.addr === query.building.addr;
	}
	return false;
}
