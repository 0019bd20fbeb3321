import { queryOptions } from '@tanstack/svelte-query';
import { ask } from '$lib/wire/app-wire';
import { queries } from '$protocol/queries';

/*
 * Every question the pages ask, in one place. Keys are arrays that start with
 * the resource. Nothing here refetches on its own: answers go stale through
 * ledger events (see invalidation.ts), and `mcp_health` only on purpose.
 */

/** Live MCP handshakes: seconds per ask, so only on open, after a change, or on "Check again". */
export const mcpHealthOptions = (addr: string) =>
	queryOptions({
		queryKey: ['mcp_health', addr] as const,
		queryFn: ({ signal }) => ask(queries.mcpHealth(addr), signal),
		staleTime: Infinity,
		refetchOnMount: false
	});

export const buildingOptions = (addr: string) =>
	queryOptions({
		queryKey: ['building', addr] as const,
		queryFn: ({ signal }) => ask(queries.building(addr), signal)
	});

export const endpointViewOptions = () =>
	queryOptions({
		queryKey: ['endpoint_view'] as const,
		queryFn: ({ signal }) => ask(queries.endpointView, signal)
	});

export const knownHostsOptions = () =>
	queryOptions({
		queryKey: ['known_hosts'] as const,
		queryFn: ({ signal }) => ask(queries.knownHosts, signal)
	});

export const configOptions = (addr: string) =>
	queryOptions({
		queryKey: ['config', addr] as const,
		queryFn: ({ signal }) => ask(queries.config(addr), signal)
	});
