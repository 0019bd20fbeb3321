import { queryOptions } from '@tanstack/svelte-query';
import { ask } from '$lib/wire/app-wire';
import { queryKeyOf, reasksByItself, type Query } from '$protocol/schemas/queries';

/*
 * Every question the pages ask goes through `questionOptions`: its key and whether it may be asked again
 * without a person come from the registry (`protocol/schemas/queries.ts`). Nothing refetches on a timer:
 * answers go stale through ledger events (see invalidation.ts).
 */
export const questionOptions = <const Q extends Query>(query: Q) =>
	queryOptions({
		queryKey: queryKeyOf(query),
		queryFn: ({ signal }) => ask(query, signal),
		// `mcp_health` costs a handshake per server: asked when first wanted and on a press, never again by itself.
		...(reasksByItself(query) ? {} : { staleTime: Infinity, refetchOnMount: false })
	});

export const mcpHealthOptions = (addr: string) => questionOptions({ mcp_health: { addr } });
export const buildingViewOptions = (addr: string) => questionOptions({ building_view: { addr } });
export const endpointViewOptions = () => questionOptions('endpoint_view');
export const knownHostsOptions = () => questionOptions('known_hosts');
export const configOptions = (addr: string) => questionOptions({ config: { addr } });
