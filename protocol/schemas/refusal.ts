import * as v from 'valibot';
import { NonNegativeInt } from './common';

/** A gate's refusal: the rule, what broke it, and a way to comply. */
export const Gate = v.object({ rule: v.string(), violation: v.string(), alternative: v.string() });
export type Gate = v.InferOutput<typeof Gate>;

/** The provider failure behind a refusal; unknown kinds are kept as sent. */
export const ProviderFailure = v.looseObject({ kind: v.string(), status: v.optional(v.number()) });
export type ProviderFailure = v.InferOutput<typeof ProviderFailure>;

/**
 * The city's refusal (WIRE.md §10). Loose, so "copy as JSON" gives back every
 * key the city sent; `code` stays a plain string so an unknown code still draws.
 */
export const AxError = v.looseObject({
	code: v.string(),
	action: v.string(),
	subject: v.string(),
	nearby: v.array(v.string()),
	recovery: v.string(),
	retry: v.picklist(['yes', 'no', 'unknown']),
	// Absent unless stated; null is read as absent too (WIRE.md §1).
	retry_after_ms: v.nullish(NonNegativeInt),
	gate: v.nullish(Gate),
	provider: v.nullish(ProviderFailure),
	account: v.nullish(v.string())
});
export type AxError = v.InferOutput<typeof AxError>;
