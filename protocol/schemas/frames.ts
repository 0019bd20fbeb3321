import * as v from 'valibot';
import { Address, Hash64, Int, NonNegativeInt, nullish, Payload, Seq, tagged } from './common';
import { Command } from './commands';
import { ConfigAnswer, EndpointsAnswer, KnownHostsAnswer, Unavailable } from './endpoints';
import { BuildingAnswer, McpHealthAnswer } from './mcp';
import { AxError } from './refusal';

export const Hello = v.object({ wire_v: Int, schema: v.string(), token: nullish(v.string()) });
export type Hello = v.InferOutput<typeof Hello>;

export const Welcome = v.object({
	wire_v: Int,
	schema: v.string(),
	resume_from: nullish(Seq),
	city: nullish(Address),
	epoch: nullish(Hash64)
});
export type Welcome = v.InferOutput<typeof Welcome>;

/** The five questions these pages ask (WIRE.md §11). */
export const Query = v.union([
	v.literal('endpoint_view'),
	v.literal('known_hosts'),
	tagged({
		mcp_health: v.object({ addr: Address }),
		building: v.object({ addr: Address }),
		config: v.object({ addr: Address })
	})
]);
export type Query = v.InferOutput<typeof Query>;

export const ASK_ID_MAX = 4294967295;
export const Ask = v.object({
	ask_id: v.pipe(NonNegativeInt, v.maxValue(ASK_ID_MAX)),
	query: Query
});
export type Ask = v.InferOutput<typeof Ask>;

/** Every frame the app sends. `monitor` exists on the wire but is not used here. */
export const ClientFrame = tagged({ hello: Hello, ask: Ask, command: Command });
export type ClientFrame = v.InferOutput<typeof ClientFrame>;

/**
 * The `answered` envelope. The outcome is decoded later, against the query
 * that was asked, so a bad answer is an error of that one question only.
 */
export const AnsweredEnvelope = v.object({ ask_id: NonNegativeInt, as_of: Seq, outcome: v.unknown() });
export type AnsweredEnvelope = v.InferOutput<typeof AnsweredEnvelope>;

export const EventRecord = v.object({
	v: Int,
	run: v.string(),
	seq: Seq,
	prev: v.string(),
	t: Int,
	who: v.string(),
	addr: v.nullish(Address),
	kind: v.string(),
	data: Payload,
	ig: v.nullish(v.boolean())
});
export type EventRecord = v.InferOutput<typeof EventRecord>;

export const Lagged = v.object({ from: Seq, to: Seq });
export type Lagged = v.InferOutput<typeof Lagged>;

/** The answer each query expects, by its key (WIRE.md §11). */
export const ANSWER_SCHEMAS = {
	mcp_health: McpHealthAnswer,
	building: BuildingAnswer,
	endpoints: EndpointsAnswer,
	known_hosts: KnownHostsAnswer,
	config: ConfigAnswer
} as const;

export interface AnswerMap {
	mcp_health: McpHealthAnswer;
	building: BuildingAnswer;
	endpoints: EndpointsAnswer;
	known_hosts: KnownHostsAnswer;
	config: ConfigAnswer;
}
export type AnswerKey = keyof AnswerMap;

/** Either the expected answer or `unavailable`; anything else is a shape error. */
export function answerSchema<K extends AnswerKey>(key: K) {
	return tagged({ [key]: ANSWER_SCHEMAS[key], unavailable: Unavailable } as {
		[P in K | 'unavailable']: P extends 'unavailable' ? typeof Unavailable : (typeof ANSWER_SCHEMAS)[K];
	});
}

/** `{"answer": …}` or `{"refusal": AxError}`. */
export function outcomeSchema<K extends AnswerKey>(key: K) {
	return tagged({ answer: answerSchema(key), refusal: AxError });
}

/** Frames the local city writes; the app decodes them piece by piece instead (see decode.ts). */
export const ServerFrame = tagged({
	welcome: Welcome,
	answered: v.object({ ask_id: NonNegativeInt, as_of: Seq, outcome: v.unknown() }),
	refusal: AxError,
	event: EventRecord,
	lagged: Lagged
});
export type ServerFrame = v.InferOutput<typeof ServerFrame>;
