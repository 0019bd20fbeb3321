import * as v from 'valibot';
import {
	Address,
	DialectKind,
	IdemKey,
	InputKinds,
	KeepWarm,
	KnownEffort,
	KnownModelTag,
	NonNegativeInt,
	nullish,
	ProviderName,
	SecretRef,
	tagged,
	Window,
	Ceiling
} from './common';
import { ForgetDevice } from './devices';
import { EndpointTuning } from './tuning';
import { McpServer } from './mcp';
import { SearchConfiguration } from './search';
import { ConnectToolkit } from './toolkits';

export const ConfigureBuilding = v.object({
	addr: Address,
	mcp: nullish(v.array(McpServer)),
	sandbox: v.nullish(v.null(), null),
	desktop: v.nullish(v.null(), null),
	/**
	 * The building's second context rung, a whole percent (`u64` in the city: a fraction or a negative makes
	 * the frame unreadable); its domain is the city's to judge (`config.second.domain`). `null` leaves it.
	 */
	context_second_threshold: nullish(NonNegativeInt),
	idem: IdemKey
});
export type ConfigureBuilding = v.InferOutput<typeof ConfigureBuilding>;

export const ProbeEndpoint = v.object({
	name: ProviderName,
	base_url: v.string(),
	dialect: DialectKind,
	secret: nullish(SecretRef),
	auth_header: nullish(v.string()),
	tuning: EndpointTuning,
	idem: IdemKey
});
export type ProbeEndpoint = v.InferOutput<typeof ProbeEndpoint>;

/** A probe's fields, and the model ids to admit. */
export const AttachEndpoint = v.object({ ...ProbeEndpoint.entries, admit: v.array(v.string()) });
export type AttachEndpoint = v.InferOutput<typeof AttachEndpoint>;

export const SelectModel = v.object({
	endpoint: ProviderName,
	model: v.string(),
	tag: KnownModelTag,
	context_tokens: Window,
	max_output_tokens: Ceiling,
	input: nullish(InputKinds),
	idem: IdemKey
});
export type SelectModel = v.InferOutput<typeof SelectModel>;

export const ForgetSecret = v.object({ reference: SecretRef, idem: IdemKey });
export type ForgetSecret = v.InferOutput<typeof ForgetSecret>;

/**
 * The city's own layer (`CitySettings`, WIRE.md §12.6): each key `null` is left as it is, and nothing
 * removes a setting again. `search` is the whole `[search]` table; the city writes it first, so a refused
 * one lands nothing. Words are the city's closed enums: only known ones are sent.
 */
export const ConfigureCity = v.object({
	keep_warm: nullish(KeepWarm),
	effort: nullish(KnownEffort),
	search: nullish(SearchConfiguration),
	idem: IdemKey
});
export type ConfigureCity = v.InferOutput<typeof ConfigureCity>;

/** Each verb's schema (WIRE.md §12): the app's grammar, and what the local city reads a command with. */
export const COMMAND_VERBS = {
	configure_building: ConfigureBuilding,
	probe_endpoint: ProbeEndpoint,
	attach_endpoint: AttachEndpoint,
	select_model: SelectModel,
	forget_secret: ForgetSecret,
	forget_device: ForgetDevice,
	configure_city: ConfigureCity,
	connect_toolkit: ConnectToolkit
} as const;

/**
 * The commands this app sends, each carrying its press's `idem`; the connection checks a command against it before
 * sending. Every schema here is in every route's first load (each verb is sent by some page).
 */
export const Command = tagged(COMMAND_VERBS);
export type Command = v.InferOutput<typeof Command>;

export type CommandVerb = keyof { [K in Command as keyof K]: true };
