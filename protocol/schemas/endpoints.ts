import * as v from 'valibot';
import {
	AccountRetries,
	Address,
	Ceiling,
	ConfigLayer,
	DialectKind,
	Effort,
	EFFORTS,
	Int,
	ModelTag,
	NonNegativeInt,
	nullish,
	ProviderName,
	Proxying,
	ServerLabel,
	Window
} from './common';
import { SearchConfiguration } from './search';
import { EndpointTuning } from './tuning';

// Kept importable from here, where they were first defined.
export { BodyOverride, emptyTuning, EndpointTuning, HeaderPair, ProviderAccount, TUNING_KEYS } from './tuning';
export { Unavailable } from './common';
export { CustomSearch, SearchConfiguration, SearchSupplier } from './search';

export const Switch = v.picklist(['allowed', 'refused', 'unknown']);
export type Switch = v.InferOutput<typeof Switch>;

export const OfferSource = v.picklist(['person', 'upstream', 'preset', 'unknown']);
export type OfferSource = v.InferOutput<typeof OfferSource>;

/** The upstream's word for a level; `effort` grows like Effort. */
export const EffortWord = v.object({ effort: Effort, word: v.string() });
export type EffortWord = v.InferOutput<typeof EffortWord>;

/** A level that can be offered: any effort but `none`, which means "do not think". Grows like Effort. */
export type OfferedLevel = Exclude<Effort, 'none'>;
const OfferedLevel = v.pipe(
	Effort,
	v.check((level: string) => level !== 'none', 'none is not a level')
) as v.GenericSchema<OfferedLevel, OfferedLevel>;

/** Known levels must be ascending; a word this app does not know keeps its place as sent. */
function ascending(levels: readonly string[]): boolean {
	let last = -1;
	for (const level of levels) {
		const rank = (EFFORTS as readonly string[]).indexOf(level);
		if (rank === -1) continue;
		if (rank <= last) return false;
		last = rank;
	}
	return true;
}

export const ThinkingOffer = v.object({
	levels: v.pipe(
		v.array(OfferedLevel),
		v.check<OfferedLevel[], string>((levels) => ascending(levels), 'Levels are not in ascending order')
	),
	on: Switch,
	default: nullish(Effort),
	default_on: nullish(v.boolean()),
	words: v.array(EffortWord),
	from: OfferSource,
	source: nullish(v.string())
});
export type ThinkingOffer = v.InferOutput<typeof ThinkingOffer>;

/** The offer when no source stated one (WIRE.md §11.3); current builds may send it for every model. */
export const UNKNOWN_OFFER: ThinkingOffer = {
	levels: [],
	on: 'unknown',
	default: null,
	default_on: null,
	words: [],
	from: 'unknown',
	source: null
};

/** The upstream's own words about one model; absent facts stay `null` ("not stated"). */
export const ModelFactsSummary = v.object({
	id: v.string(),
	context_tokens: Window,
	max_output_tokens: Ceiling,
	input_modalities: v.array(v.string()),
	input_price: nullish(v.string()),
	output_price: nullish(v.string()),
	thinking: ThinkingOffer,
	canonical: v.string(),
	// Absent reads as "listed" (older builds omit it; the current one writes only "named"): compare with
	// 'named'. Left absent, not filled in: 20,000 decoded rows would each grow a key (docs/performance.md).
	listing: v.optional(v.picklist(['listed', 'named']))
});
export type ModelFactsSummary = v.InferOutput<typeof ModelFactsSummary>;

export const KEY_STATES = ['anonymous', 'stored', 'missing', 'environment', 'environment_unusable', 'unread'] as const;
export const KeyState = v.picklist(KEY_STATES);
export type KeyState = v.InferOutput<typeof KeyState>;

export const AccountStatus = v.object({ id: ServerLabel, key: KeyState });
export type AccountStatus = v.InferOutput<typeof AccountStatus>;

export const ConnectionKind = v.picklist(['openai_compat', 'responses', 'anthropic_native']);
export type ConnectionKind = v.InferOutput<typeof ConnectionKind>;

export const EndpointSummary = v.object({
	name: ProviderName,
	label: v.pipe(v.string(), v.minLength(1)),
	base_url: v.string(),
	dialect: DialectKind,
	connection_kind: ConnectionKind,
	models: v.array(ModelFactsSummary),
	local: v.boolean(),
	has_credential: v.boolean(),
	tuning: EndpointTuning,
	account_status: v.array(AccountStatus)
});
export type EndpointSummary = v.InferOutput<typeof EndpointSummary>;

export const ChosenSummary = v.object({
	tag: ModelTag,
	endpoint: ProviderName,
	model: v.string(),
	max_output_tokens: Ceiling
});
export type ChosenSummary = v.InferOutput<typeof ChosenSummary>;

export const EndpointsAnswer = v.object({
	endpoints: v.array(EndpointSummary),
	chosen: v.array(ChosenSummary)
});
export type EndpointsAnswer = v.InferOutput<typeof EndpointsAnswer>;

export const Face = v.object({ dialect: DialectKind, base_url: v.string() });
export type Face = v.InferOutput<typeof Face>;

export const KnownHost = v.object({ host: v.string(), faces: v.array(Face) });
export type KnownHost = v.InferOutput<typeof KnownHost>;

export const KnownHostsAnswer = v.object({ hosts: v.array(KnownHost) });
export type KnownHostsAnswer = v.InferOutput<typeof KnownHostsAnswer>;

/** The city's default tuning: placeholders for empty boxes, never sent. */
export const TuningDefaults = v.object({
	from: ConfigLayer,
	timeout_ms: Int,
	request_max_retries: nullish(Int),
	stream_idle_timeout_ms: nullish(Int),
	proxying: Proxying,
	// v65 always sends it; an older build does not.
	account_retries: nullish(AccountRetries)
});
export type TuningDefaults = v.InferOutput<typeof TuningDefaults>;

// `config` read in full (WIRE.md §11.5, crates/wire/src/answer/config.rs; docs/wire-provenance.md).

/** `[model] effort` and the layer that stated it. */
export const SettledEffort = v.object({ effort: Effort, from: ConfigLayer });
export type SettledEffort = v.InferOutput<typeof SettledEffort>;

/** The whole percents a layer may state for the second rung, both ends included. */
export const SecondDomain = v.object({ min: NonNegativeInt, max: NonNegativeInt });
export type SecondDomain = v.InferOutput<typeof SecondDomain>;

/** `[context] second_threshold`: always answered; `from: "default"` when no file states it. */
export const SettledSecond = v.object({ percent: NonNegativeInt, from: ConfigLayer, domain: SecondDomain });
export type SettledSecond = v.InferOutput<typeof SettledSecond>;

/** The key state of each account of one supplier the city's own `[search]` lists. */
export const SupplierAccounts = v.object({ supplier: ServerLabel, accounts: v.array(AccountStatus) });
export type SupplierAccounts = v.InferOutput<typeof SupplierAccounts>;

/** `[search]` at one address, beside the city's own statement of it (the value a city-wide form edits). */
export const SearchAnswer = v.object({
	configuration: SearchConfiguration,
	from: ConfigLayer,
	/** `null` (the city writes it so) when the city's file has no `[search]` table. */
	city: nullish(SearchConfiguration),
	default_url: v.string(),
	account_status: v.array(SupplierAccounts)
});
export type SearchAnswer = v.InferOutput<typeof SearchAnswer>;

export const ConfigAnswer = v.object({
	addr: Address,
	/** `null`: no layer states a level, the provider decides (never filled in). */
	effort: nullish(SettledEffort),
	second: SettledSecond,
	/** The fixed first rung, a whole percent; no layer moves it. Absent only from an older city. */
	first: nullish(NonNegativeInt),
	tuning: TuningDefaults,
	/** Always sent by v65; absent from an older build. */
	search: nullish(SearchAnswer)
});
export type ConfigAnswer = v.InferOutput<typeof ConfigAnswer>;
