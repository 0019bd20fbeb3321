import * as v from 'valibot';
import { AccountRetries, Int, nullish, Proxying, SecretRef, ServerLabel } from './common';

// What an attach sends and reads back unchanged: apart from the endpoints answer, since every command is checked
// before it leaves (commands.ts) and the answer's schema is only on the routes that ask it.

export const ProviderAccount = v.object({
	id: ServerLabel,
	reference: nullish(SecretRef),
	header: nullish(v.string())
});
export type ProviderAccount = v.InferOutput<typeof ProviderAccount>;

export const HeaderPair = v.object({ name: v.string(), value: v.string() });
export type HeaderPair = v.InferOutput<typeof HeaderPair>;

export const BodyOverride = v.object({ pointer: v.string(), value: v.string() });
export type BodyOverride = v.InferOutput<typeof BodyOverride>;

/**
 * The tuning exactly as attached; it goes back unchanged on a re-attach (D49). Loose: the city's tuning
 * grows, and a key this app does not know must survive the round trip (WIRE.md §12.3).
 */
export const EndpointTuning = v.looseObject({
	accounts: nullish(v.array(ProviderAccount)),
	label: nullish(v.string()),
	timeout_ms: nullish(Int),
	request_max_retries: nullish(Int),
	stream_idle_timeout_ms: nullish(Int),
	headers: v.array(HeaderPair),
	overrides: v.array(BodyOverride),
	proxying: nullish(Proxying),
	max_in_flight: nullish(Int),
	account_retries: nullish(AccountRetries)
});
export type EndpointTuning = v.InferOutput<typeof EndpointTuning>;

/** A tuning with every figure and rule absent (null, or an empty list), as a bare attach sends it; override any field. */
export function emptyTuning(over: Partial<EndpointTuning> = {}): EndpointTuning {
	return {
		accounts: null,
		label: null,
		timeout_ms: null,
		request_max_retries: null,
		stream_idle_timeout_ms: null,
		headers: [],
		overrides: [],
		proxying: null,
		max_in_flight: null,
		account_retries: null,
		...over
	};
}
/** The tuning keys this app knows (a newer city may send others; they are kept and sent back as read). */
export const TUNING_KEYS = Object.keys(EndpointTuning.entries) as (keyof typeof EndpointTuning.entries)[];
