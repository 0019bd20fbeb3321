import * as v from 'valibot';

/** Absent and `null` mean the same thing on this wire (WIRE.md §1); both read as `null`. */
export function nullish<const S extends v.GenericSchema>(schema: S) {
	return v.nullish(schema, null);
}

/** A whole number: the city never sends a fraction or an exponent. */
export const Int = v.pipe(v.number(), v.integer());
export const NonNegativeInt = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * An externally tagged union: a one-key object whose key names the variant
 * (`{"connected":{…}}`). A second key makes the tag ambiguous, so it is refused.
 */
/*@__NO_SIDE_EFFECTS__*/
export function tagged<const T extends Record<string, v.GenericSchema>>(variants: T) {
	const options = Object.entries(variants).map(([key, schema]) => v.strictObject({ [key]: schema })) as unknown as {
		[K in keyof T]: v.StrictObjectSchema<{ [P in K]: T[K] }, undefined>;
	}[keyof T][];
	return v.union(options);
}

/** Any JSON object, kept whole and opaque (WIRE.md §9 Payload). */
export const Payload = v.custom<Record<string, unknown>>(
	(input) => typeof input === 'object' && input !== null && !Array.isArray(input),
	'Expected an object'
);
export type Payload = v.InferOutput<typeof Payload>;

// Unicode Cc: C0, DEL and the C1 range (WIRE.md §9).
export const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;

// One pattern, not a split and a pattern per segment: a usage answer checks 200,000 addresses. Segments
// between `/`, none empty, none ending in `.` or whitespace (so no `.` or `..`), no `\`, `:` or control
// character anywhere.
const ADDRESS =
	/^(?:[^/\\:\u0000-\u001f\u007f-\u009f]*[^/\\:.\s\u0000-\u001f\u007f-\u009f]\/)*[^/\\:\u0000-\u001f\u007f-\u009f]*[^/\\:.\s\u0000-\u001f\u007f-\u009f]$/;

export function isAddress(s: string): boolean {
	return ADDRESS.test(s);
}

/** A relative path naming a city, building or room: `acme`, `acme/lab`. */
export const Address = v.pipe(v.string(), v.check(isAddress, 'Not a valid address'));
export type Address = v.InferOutput<typeof Address>;

export const LABEL_PATTERN = /^[a-z0-9]+$/;
/** MCP server labels and account ids: lower-case letters and digits only. */
export const ServerLabel = v.pipe(v.string(), v.regex(LABEL_PATTERN, 'Not a valid label'));
export type ServerLabel = v.InferOutput<typeof ServerLabel>;

export const SECRET_REF_PATTERN = /^secret:[A-Za-z0-9._-]+\/[A-Za-z0-9._-]+$/;
/** Names a key in the city's vault, never the key itself. */
export const SecretRef = v.pipe(v.string(), v.regex(SECRET_REF_PATTERN, 'Not a secret reference'));
/** Whether a value names a key in the vault (`secret:realm/name`) instead of carrying one. */
export const isSecretRef = (value: string): boolean => SECRET_REF_PATTERN.test(value);
export type SecretRef = v.InferOutput<typeof SecretRef>;

export const ProviderName = v.pipe(
	v.string(),
	v.minLength(1),
	v.check((s) => !CONTROL_CHARS.test(s), 'Contains a control character')
);
export type ProviderName = v.InferOutput<typeof ProviderName>;

export const Seq = NonNegativeInt;
export const Hash64 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'Not 64 lowercase hex digits'));
export const IDEM_PATTERN = /^idem1-[0-9a-f]{32}$/;
export const IdemKey = v.pipe(v.string(), v.regex(IDEM_PATTERN, 'Not an idem key'));
export type IdemKey = v.InferOutput<typeof IdemKey>;

/** Token counts: at least 1 when stated; missing is `null`, never `0`. */
export const Window = nullish(v.pipe(v.number(), v.integer(), v.minValue(1)));
export const Ceiling = Window;

/*
 * Vocabularies that grow (WIRE.md §9): the city adds words to these as it grows. Inside an answer an
 * unknown word is kept as the city spelled it, never a reason to fail the answer. The lists name the
 * words this app has its own names and order for; `(string & {})` keeps editor hints for them.
 */

/** Known efforts, ascending. `none` = do not think; a `null` effort = the provider decides. */
export const EFFORTS = ['none', 'minimal', 'low', 'medium', 'high', 'xhigh', 'max'] as const;
export type KnownEffort = (typeof EFFORTS)[number];
export type Effort = KnownEffort | (string & {});
/** Grows: any string. */
export const Effort = v.string() as v.GenericSchema<Effort, Effort>;
/** What a command may carry: the city's `Effort` enum is closed, so the app sends only words it knows. */
export const KnownEffort = v.picklist(EFFORTS);

/** Known model roles, in the order they are offered. */
export const MODEL_TAGS = ['main', 'digest', 'transcribe', 'ocr'] as const;
export type KnownModelTag = (typeof MODEL_TAGS)[number];
export type ModelTag = KnownModelTag | (string & {});
/** Grows: any non-empty string, in answers. */
export const ModelTag = v.pipe(v.string(), v.minLength(1)) as v.GenericSchema<ModelTag, ModelTag>;
/** What a command may carry: the city's own enum is closed, so the app sends only tags it knows. */
export const KnownModelTag = v.picklist(MODEL_TAGS);

/** Known layers, farthest first: `default` (no file states it), the city's file, the building's, one resident's. */
export const CONFIG_LAYERS = ['default', 'city', 'building', 'resident'] as const;
export type KnownConfigLayer = (typeof CONFIG_LAYERS)[number];
export type ConfigLayer = KnownConfigLayer | (string & {});
/** Grows like Effort: a layer a newer city names is kept as spelled, shown as spelled (docs/architecture.md). */
export const ConfigLayer = v.pipe(v.string(), v.minLength(1)) as v.GenericSchema<ConfigLayer, ConfigLayer>;

/** Whether the app knows a word of a growing vocabulary (for its own name or order). */
export function isKnown<const T extends string>(known: readonly T[], word: string): word is T {
	return (known as readonly string[]).includes(word);
}

/*
 * Closed lists: the app acts on each word, so an unknown one is a shape error for that one question.
 */

export const DIALECTS = ['anthropic', 'open_ai', 'open_ai_responses'] as const;
export const DialectKind = v.picklist(DIALECTS);
export type DialectKind = v.InferOutput<typeof DialectKind>;

export const InputKinds = v.picklist(['text', 'text_image']);
export type InputKinds = v.InferOutput<typeof InputKinds>;

export const PROXYINGS = ['except_local', 'always', 'never'] as const;
export const Proxying = v.picklist(PROXYINGS);
export type Proxying = v.InferOutput<typeof Proxying>;

export const AccountRetries = v.picklist(['one', 'two']);
export type AccountRetries = v.InferOutput<typeof AccountRetries>;

/** Whether the city renews a warm prompt cache before it expires (`[cache] keep_warm`); on no answer (WIRE.md §12.6). */
export const KEEP_WARMS = ['off', 'five_minute'] as const;
export const KeepWarm = v.picklist(KEEP_WARMS);
export type KeepWarm = v.InferOutput<typeof KeepWarm>;

/** "The city could not look this time": a normal answer, not an error. */
export const Unavailable = v.object({ query: v.string(), reason: nullish(v.string()) });
export type Unavailable = v.InferOutput<typeof Unavailable>;
