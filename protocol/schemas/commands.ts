import * as v from 'valibot';
import {
	Address,
	DialectKind,
	IdemKey,
	InputKinds,
	KnownModelTag,
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
import { ConnectToolkit } from './toolkits';

export const ConfigureBuilding = v.object({
	addr: Address,
	mcp: nullish(v.array(McpServer)),
	sandbox: v.nullish(v.null(), null),
	desktop: v.nullish(v.null(), null),
	context_second_threshold: v.nullish(v.null(), null),
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

/** The commands this app sends (WIRE.md §12), each carrying its press's `idem`. */
export const Command = tagged({
	configure_building: ConfigureBuilding,
	probe_endpoint: ProbeEndpoint,
	attach_endpoint: AttachEndpoint,
	select_model: SelectModel,
	forget_secret: ForgetSecret,
	forget_device: ForgetDevice,
	connect_toolkit: ConnectToolkit
});
export type Command = v.InferOutput<typeof Command>;
export type CommandVerb = keyof { [K in Command as keyof K]: true };
