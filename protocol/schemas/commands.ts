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

/** The commands this app sends (WIRE.md §12), each carrying its press's `idem`. */
export const Command = tagged({
	configure_building: ConfigureBuilding,
	probe_endpoint: ProbeEndpoint,
	attach_endpoint: AttachEndpoint,
	select_model: SelectModel,
	forget_secret: ForgetSecret,
	forget_device: ForgetDevice,
	configure_city: ConfigureCity,
	connect_toolkit: ConnectToolkit
});
export type Command = v.InferOutput<typeof Command>;

/**
 * The commands this app sends today, whose grammar its connection checks before sending. Every schema here is in
 * every route's first load, so a verb joins when a page first sends it (`connect_toolkit` since /mcp's directory
 * sends it, `configure_city` since /models sends it, its `search` since /search does); the local city and the tests
 * read every verb with `Command`.
 */
export const AppCommand = tagged({
	configure_building: ConfigureBuilding,
	probe_endpoint: ProbeEndpoint,
	attach_endpoint: AttachEndpoint,
	select_model: SelectModel,
	forget_secret: ForgetSecret,
	forget_device: ForgetDevice,
	// With `search` since /search sends it.
	configure_city: ConfigureCity,
	connect_toolkit: ConnectToolkit
});
export type CommandVerb = keyof { [K in Command as keyof K]: true };
