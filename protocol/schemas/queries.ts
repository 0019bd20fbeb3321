import * as v from 'valibot';
import { Address, ServerLabel, tagged } from './common';
import type { AnswerMap } from './answers';
import { Unavailable } from './common';
import { AxError } from './refusal';

export type { AnswerMap };

/** What an event must show for staleness: its kind and the address it concerns. */
export interface StalenessEvent {
	kind: string;
	addr?: string | null;
}

interface QueryDefinition {
	/** The arguments' schema (one field, which is also the key's second part), or `null` for a unit query. */
	args: v.ObjectSchema<v.ObjectEntries, undefined> | null;
	/** The key of the answer the city sends back; it may differ from the query's name (its schema: `answers.ts`). */
	answerKey: string;
	/** Whether an event makes an answer to this question stale (WIRE.md §14). */
	staleAfter: (args: QueryArgs, event: StalenessEvent) => boolean;
	/** May the app ask again without a person pressing (after events, reconnects, a gap)? */
	reasksByItself: boolean;
	/** Newer than some cities: an older one refuses the ask's frame (`E_WIRE_MISMATCH`) and reads on. */
	newer?: true;
}

/**
 * A question's arguments as the registry reads them. Every question the app caches has at most one (its key's
 * second part); `usage_export` has two and is asked on a press only, straight through the connection.
 */
export interface QueryArgs {
	addr?: string;
	server?: string | null;
	what?: string;
	format?: string;
	at?: string;
}

/** What `usage_export` can export, and how (WIRE.md §11.8). */
export const UsageExportWhat = v.picklist(['mcp']);
export const UsageExportFormat = v.picklist(['csv', 'jsonl']);
export type UsageExportFormat = v.InferOutput<typeof UsageExportFormat>;

const AddrArgs = v.object({ addr: Address });
const never = () => false;
/** Whether a change at `place` reaches `addr`: the place itself or anything under it. */
const covers = (place: string | null | undefined, addr: string | undefined): boolean =>
	typeof place === 'string' && addr !== undefined && (addr === place || addr.startsWith(`${place}/`));
const ENDPOINT_EVENTS: ReadonlySet<string> = new Set([
	'endpoint_attached',
	'endpoint_lost',
	'model_selected',
	'provider_degraded',
	'login_started',
	'secret_captured'
]);

/**
 * Every question this app asks, defined once (WIRE.md §11, checked against the city's source in
 * docs/wire-provenance.md). The `Query` schema and type, answer keys, query keys, staleness and the
 * local city's list are all derived from it: adding a question is one entry here and its answer's schema in
 * `answers.ts`.
 */
export const QUERIES = {
	/** Live MCP handshakes, seconds per ask: only on open, after the page's own change, or on a press. */
	mcp_health: {
		args: AddrArgs,
		answerKey: 'mcp_health',
		staleAfter: never,
		reasksByItself: false
	},
	building_view: {
		args: AddrArgs,
		answerKey: 'building',
		staleAfter: (args, event) => event.kind === 'building_configured' && event.addr === args.addr,
		reasksByItself: true
	},
	endpoint_view: {
		args: null,
		answerKey: 'endpoints',
		staleAfter: (_args, event) => ENDPOINT_EVENTS.has(event.kind),
		reasksByItself: true
	},
	known_hosts: {
		args: null,
		answerKey: 'known_hosts',
		staleAfter: never,
		reasksByItself: true
	},
	/** What governs an address and from which layer (§11.5): the city's layer moved, or this place's building did. */
	config: {
		args: AddrArgs,
		answerKey: 'config',
		staleAfter: (args, event) =>
			event.kind === 'rules_changed' || (event.kind === 'building_configured' && covers(event.addr, args.addr)),
		reasksByItself: true
	},
	/** The browsers paired at the city's door (§11.7): asked when the list opens and after a forget. */
	devices: {
		args: null,
		answerKey: 'devices',
		staleAfter: never,
		reasksByItself: true
	},
	/** Which tools agents called, folded from the ledger (§11.8): cheap, asked on open and on a press. */
	mcp_usage: {
		args: v.object({ server: v.nullable(ServerLabel) }),
		answerKey: 'mcp_usage',
		staleAfter: never,
		reasksByItself: false,
		newer: true
	},
	/** The usage table as the city writes it (CSV or JSON Lines), for a download: only on a press. */
	usage_export: {
		args: v.object({ what: UsageExportWhat, format: UsageExportFormat }),
		answerKey: 'usage_export',
		staleAfter: never,
		reasksByItself: false,
		newer: true
	},
	/**
	 * One file of the city (query.rs `Document { at }`): the city's `.sprawling/CONFIG.toml` for keep-warm. Any
	 * `rules_changed` may have rewritten a layer; a city before v65 may not answer it (docs/wire-provenance.md).
	 */
	document: {
		args: v.object({ at: Address }),
		answerKey: 'document',
		staleAfter: (_args, event) => event.kind === 'rules_changed',
		reasksByItself: true,
		newer: true
	},
	/** The broker's directory (§11.9): a round trip to the broker, asked on open, after a connect and on focus. */
	toolkits: {
		args: null,
		answerKey: 'toolkits',
		staleAfter: (_args, event) => event.kind === 'toolkit_link_opened',
		reasksByItself: true
	}
} as const satisfies Record<string, QueryDefinition>;

type Definitions = typeof QUERIES;
export type QueryName = keyof Definitions;
type ArgsOf<N extends QueryName> = Definitions[N]['args'] extends v.GenericSchema
	? v.InferOutput<Definitions[N]['args']>
	: never;
/** One question as it travels: a bare name, or `{name: args}`. */
export type QueryOf<N extends QueryName> = Definitions[N]['args'] extends null ? N : { [K in N]: ArgsOf<N> };
export type Query = { [N in QueryName]: QueryOf<N> }[QueryName];
export type AnswerKey = Definitions[QueryName]['answerKey'];
/** The name of a query value, at the type level. */
export type NameOf<Q> = Q extends QueryName ? Q : Extract<keyof Q, QueryName>;
/** The answer key a query expects, at the type level. */
export type AnswerKeyFor<Q> = Definitions[NameOf<Q>]['answerKey'];

export const QUERY_NAMES = Object.keys(QUERIES) as QueryName[];

/** The schema every query this app sends must match (unit names as strings, the rest one-key objects). */
export const Query = v.union([
	...QUERY_NAMES.filter((n) => QUERIES[n].args === null).map((n) => v.literal(n)),
	...QUERY_NAMES.flatMap((n) => {
		const args = QUERIES[n].args;
		return args ? [v.strictObject({ [n]: args })] : [];
	})
]) as unknown as v.GenericSchema<Query, Query>;

/** A query's name and arguments (`{}` for a unit query). */
export function partsOf(query: Query): { name: QueryName; args: QueryArgs } {
	if (typeof query === 'string') return { name: query, args: {} };
	const [name, args] = Object.entries(query)[0] as [QueryName, QueryArgs];
	return { name, args };
}

/** The (first) argument a question carries, or `undefined` for a unit question. */
function argOf(query: Query): { field: keyof QueryArgs; value: string | null } | undefined {
	const { args } = partsOf(query);
	const field = Object.keys(args)[0] as keyof QueryArgs | undefined;
	return field === undefined ? undefined : { field, value: args[field] ?? null };
}

/** Whether an older city may not know this question (its ask's frame refused, the link going on). */
export function olderCitiesMayLack(query: Query): boolean {
	return 'newer' in QUERIES[partsOf(query).name];
}

export function answerKeyOf(query: Query): AnswerKey {
	return QUERIES[partsOf(query).name].answerKey;
}

/** A short name for a query, for error panels and notices: `mcp_health acme/lab`. */
export function describeQuery(query: Query): string {
	const { name } = partsOf(query);
	const value = argOf(query)?.value;
	return typeof value === 'string' ? `${name} ${value}` : name;
}

export function eventMakesStale(query: Query, event: StalenessEvent): boolean {
	const { name, args } = partsOf(query);
	return QUERIES[name].staleAfter(args, event);
}

/** Whether the app may ask this again without a person: never for `mcp_health` (WIRE.md §15 rule 11). */
export function reasksByItself(query: Query): boolean {
	return QUERIES[partsOf(query).name].reasksByItself;
}

/** The query library's key for a question: `[name]` or `[name, argument]` (`addr`, `server`), and back. */
export function queryKeyOf(query: Query): readonly [QueryName] | readonly [QueryName, string | null] {
	const { name } = partsOf(query);
	const arg = argOf(query);
	return arg === undefined ? [name] : [name, arg.value];
}

export function queryFromKey(key: readonly unknown[]): Query | null {
	const [name, value] = key;
	if (typeof name !== 'string' || !(name in QUERIES)) return null;
	const def = QUERIES[name as QueryName];
	if (def.args === null) return key.length === 1 ? (name as Query) : null;
	const field = Object.keys(def.args.entries)[0]!;
	const query = { [name]: { [field]: value } };
	return v.is(Query, query) ? query : null;
}

/** `{"answer": {"<key>": answer}}`, `{"answer": {"unavailable": …}}` or `{"refusal": AxError}`. */
export function outcomeSchemaWith(key: AnswerKey, answer: v.GenericSchema) {
	return tagged({ answer: tagged({ [key]: answer, unavailable: Unavailable }), refusal: AxError });
}
