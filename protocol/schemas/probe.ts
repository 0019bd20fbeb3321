import * as v from 'valibot';
import { Ceiling, Int, NonNegativeInt } from './common';

const positive = v.pipe(v.number(), v.integer(), v.minValue(1));

// Reach stages are adjacently tagged: {"state": variant, "detail": value} (WIRE.md §12.2).
export const Named = v.variant('state', [
	v.object({ state: v.literal('resolved'), detail: positive }),
	v.object({ state: v.literal('not_found') }),
	v.object({ state: v.literal('refused'), detail: v.string() }),
	v.object({ state: v.literal('proxied_away') })
]);
export type Named = v.InferOutput<typeof Named>;

export const Connected = v.variant('state', [
	v.object({ state: v.literal('open') }),
	v.object({ state: v.literal('refused') }),
	v.object({ state: v.literal('silent') }),
	v.object({ state: v.literal('failed'), detail: v.string() }),
	v.object({ state: v.literal('skipped') })
]);
export type Connected = v.InferOutput<typeof Connected>;

export const Answered = v.variant('state', [
	v.object({ state: v.literal('status'), detail: Int }),
	v.object({ state: v.literal('name_not_usable'), detail: v.string() }),
	v.object({ state: v.literal('handshake_failed'), detail: v.string() }),
	v.object({ state: v.literal('unreachable'), detail: v.string() })
]);
export type Answered = v.InferOutput<typeof Answered>;

export const Through = v.variant('state', [
	v.object({ state: v.literal('direct') }),
	v.object({ state: v.literal('environment'), detail: v.string() }),
	v.object({ state: v.literal('excluded') }),
	v.object({ state: v.literal('local_address') }),
	v.object({ state: v.literal('disabled') })
]);
export type Through = v.InferOutput<typeof Through>;

export const Reach = v.object({
	host: v.string(),
	named: Named,
	connected: Connected,
	answered: Answered,
	through: Through,
	elapsed_ms: v.pipe(Int, v.minValue(0))
});
export type Reach = v.InferOutput<typeof Reach>;

/** The probe's row form of a model's facts. `thinking` is raw upstream text: never read. */
export const ModelFacts = v.object({
	id: v.string(),
	// The probe's raw reading: a stated 0 is kept and shown as 0 (WIRE.md §12.2), unlike a Window.
	context_tokens: v.nullish(NonNegativeInt, null),
	max_output_tokens: Ceiling,
	input_modalities: v.array(v.string()),
	input_price: v.nullish(v.string(), null),
	output_price: v.nullish(v.string(), null),
	canonical: v.optional(v.string())
});
export type ModelFacts = v.InferOutput<typeof ModelFacts>;

export const ProbeFailure = v.object({ code: v.string(), subject: v.string() });
export type ProbeFailure = v.InferOutput<typeof ProbeFailure>;

export const EndpointProbed = v.object({
	name: v.string(),
	base_url: v.string(),
	reach: Reach,
	models: v.array(v.string()),
	facts: v.array(ModelFacts),
	failed: v.nullish(ProbeFailure)
});
export type EndpointProbed = v.InferOutput<typeof EndpointProbed>;
