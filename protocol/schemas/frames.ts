import * as v from 'valibot';
import { Address, Hash64, Int, NonNegativeInt, nullish, Payload, Seq, tagged } from './common';
import { Command } from './commands';
import { Query } from './queries';
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

/** Frames the local city writes; the app decodes them piece by piece instead (see decode.ts). */
export const ServerFrame = tagged({
	welcome: Welcome,
	answered: v.object({ ask_id: NonNegativeInt, as_of: Seq, outcome: v.unknown() }),
	refusal: AxError,
	event: EventRecord,
	lagged: Lagged
});
export type ServerFrame = v.InferOutput<typeof ServerFrame>;
