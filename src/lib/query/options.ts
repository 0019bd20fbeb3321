import { queryOptions } from '@tanstack/svelte-query';
import type { Answer } from '$protocol/decode';
import { queryKeyOf, reasksByItself, type AnswerKeyFor, type Query } from '$protocol/schemas/queries';

/*
 * Every question the pages ask goes through `questionOptions`: its key and whether it may be asked again
 * without a person come from the registry (`protocol/schemas/queries.ts`); the city client's QueryClient asks
 * it over the connection. Nothing refetches on a timer: answers go stale through ledger events.
 */
export const questionOptions = <const Q extends Query>(query: Q) =>
	queryOptions<Answer<AnswerKeyFor<Q>>>({
		queryKey: queryKeyOf(query) as unknown as readonly unknown[],
		// `mcp_health` costs a handshake per server: asked when a page showing it opens (an answer from an
		// earlier visit is not "now") and on a press, never by itself.
		...(reasksByItself(query) ? {} : { staleTime: Infinity, refetchOnMount: 'always' as const })
	});

export const mcpHealthOptions = (addr: string) => questionOptions({ mcp_health: { addr } });
export const buildingViewOptions = (addr: string) => questionOptions({ building_view: { addr } });
export const endpointViewOptions = () => questionOptions('endpoint_view');
export const knownHostsOptions = () => questionOptions('known_hosts');
export const configOptions = (addr: string) => questionOptions({ config: { addr } });
export const devicesOptions = () => questionOptions('devices');
