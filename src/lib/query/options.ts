import { queryOptions } from '@tanstack/svelte-query';
import type * as v from 'valibot';
import { knowAnswer, type Answer } from '$protocol/decode';
import { BuildingAnswer, McpHealthAnswer } from '$protocol/schemas/mcp';
import {
	answerKeyOf,
	queryKeyOf,
	reasksByItself,
	type AnswerKeyFor,
	type AnswerMap,
	type Query
} from '$protocol/schemas/queries';

/*
 * Every question the pages ask goes through `questionOptions`: its key and whether it may be asked again
 * without a person come from the registry (`protocol/schemas/queries.ts`); the city client's QueryClient asks
 * it over the connection. Nothing refetches on a timer: answers go stale through ledger events.
 * Each question names the schema its answer is read with, so a route's first load carries the schemas of its
 * own questions only (the other areas' option factories live in their folders: endpoints, devices, usage).
 */
export const questionOptions = <const Q extends Query>(
	query: Q,
	answer: v.GenericSchema<unknown, AnswerMap[AnswerKeyFor<Q>]>
) => {
	knowAnswer(answerKeyOf(query), answer as v.GenericSchema<unknown, never>);
	return queryOptions<Answer<AnswerKeyFor<Q>>>({
		queryKey: queryKeyOf(query) as unknown as readonly unknown[],
		// `mcp_health` costs a handshake per server: asked when a page showing it opens (an answer from an
		// earlier visit is not "now") and on a press, never by itself.
		...(reasksByItself(query) ? {} : { staleTime: Infinity, refetchOnMount: 'always' as const })
	});
};

// The MCP questions' schemas are in every first load anyway (a building's list is also a command's).
export const mcpHealthOptions = (addr: string) => questionOptions({ mcp_health: { addr } }, McpHealthAnswer);
export const buildingViewOptions = (addr: string) => questionOptions({ building_view: { addr } }, BuildingAnswer);
