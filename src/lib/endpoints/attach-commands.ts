import { newIdem } from '$protocol/idem';
import type { AttachEndpoint, ProbeEndpoint } from '$protocol/schemas/commands';
import type { DialectKind } from '$protocol/schemas/common';
import type { EndpointTuning, ProviderAccount } from '$protocol/schemas/endpoints';

/** What one press would send, once every field reads well. */
export interface AttachDraft {
	name: string;
	base_url: string;
	dialect: DialectKind;
	accounts: ProviderAccount[];
	tuning: EndpointTuning;
}

/** *Look*: `probe_endpoint` with the very tuning the attach would carry; `secret` is the typed key's reference. */
export function probeCommand(d: AttachDraft, secret: string | null): { probe_endpoint: ProbeEndpoint } {
	return {
		probe_endpoint: {
			name: d.name,
			base_url: d.base_url,
			dialect: d.dialect,
			secret,
			auth_header: null,
			tuning: d.tuning,
			idem: newIdem()
		}
	};
}

/** *Attach*: `attach_endpoint` with the accounts (in the tuning) as typed, admitting `admit` (`[]`: every model). */
export function attachCommand(d: AttachDraft, admit: string[]): { attach_endpoint: AttachEndpoint } {
	return {
		attach_endpoint: {
			name: d.name,
			base_url: d.base_url,
			dialect: d.dialect,
			secret: null,
			auth_header: null,
			admit,
			tuning: d.tuning,
			idem: newIdem()
		}
	};
}
