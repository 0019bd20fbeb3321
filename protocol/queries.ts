import type { Address } from './schemas/common';
import type { AnswerKey, Query } from './schemas/frames';

/** Builders for the five questions, so pages never spell a query by hand. */
export const queries = {
	mcpHealth: (addr: Address) => ({ mcp_health: { addr } }) as const,
	building: (addr: Address) => ({ building: { addr } }) as const,
	endpointView: 'endpoint_view' as const,
	knownHosts: 'known_hosts' as const,
	config: (addr: Address) => ({ config: { addr } }) as const
};

/** The answer key a query expects, at the type level. */
export type AnswerKeyFor<Q> = Q extends 'endpoint_view'
	? 'endpoints'
	: Q extends 'known_hosts'
		? 'known_hosts'
		: Q extends { mcp_health: unknown }
			? 'mcp_health'
			: Q extends { building: unknown }
				? 'building'
				: Q extends { config: unknown }
					? 'config'
					: never;

/** The answer key a query expects (WIRE.md §11). */
export function answerKeyOf(query: Query): AnswerKey {
	if (query === 'endpoint_view') return 'endpoints';
	if (query === 'known_hosts') return 'known_hosts';
	if ('mcp_health' in query) return 'mcp_health';
	if ('building' in query) return 'building';
	return 'config';
}

/** A short name for a query, for error panels and notices: `mcp_health acme/lab`. */
export function describeQuery(query: Query): string {
	if (typeof query === 'string') return query;
	const [name, args] = Object.entries(query)[0] as [string, { addr: string }];
	return `${name} ${args.addr}`;
}
