import type { Query } from '../schemas/queries';

/** The question each example answer in `../shared/wire/frames` replies to (its README). */
export const EXAMPLE_ANSWER_QUERIES: Record<string, Query> = {
	'answered-building.json': { building_view: { addr: 'acme/lab' } },
	'answered-config.json': { config: { addr: 'acme/lab' } },
	'answered-endpoints.json': 'endpoint_view',
	'answered-endpoints-vault-closed.json': 'endpoint_view',
	'answered-known-hosts.json': 'known_hosts',
	'answered-mcp-health.json': { mcp_health: { addr: 'acme/lab' } },
	'answered-refusal.json': 'endpoint_view',
	'answered-unavailable.json': 'endpoint_view',
	'answered-devices.json': 'devices',
	'answered-mcp-usage.json': { mcp_usage: { server: null } }
};
