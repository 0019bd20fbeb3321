import * as v from 'valibot';
import { CONTROL_CHARS, IdemKey } from './common';
import { AxError } from './refusal';

/**
 * An outside application's id at the broker (the city's `ToolkitSlug`): open-set, non-empty, no control
 * characters (WIRE.md §11.9). The broker's directory, not the city, says which ones exist.
 */
export const ToolkitSlug = v.pipe(
	v.string(),
	v.minLength(1),
	v.check((s) => !CONTROL_CHARS.test(s), 'Contains a control character')
);
export type ToolkitSlug = v.InferOutput<typeof ToolkitSlug>;

/** Where one application stands for this city: the broker's reading at that moment (closed: four arms). */
export const ToolkitStanding = v.union([
	v.literal('absent'),
	v.strictObject({ awaiting: v.object({ consent_url: v.string() }) }),
	v.strictObject({ connected: v.object({ alias: v.string() }) }),
	v.strictObject({ refused: v.object({ refusal: AxError }) })
]);
export type ToolkitStanding = v.InferOutput<typeof ToolkitStanding>;

/** One application on the shelf; `auth` is the broker's word, lowercased (`oauth2`, `api_key`, …), a growing set. */
export const ToolkitLine = v.object({
	slug: ToolkitSlug,
	name: v.string(),
	auth: v.string(),
	standing: ToolkitStanding
});
export type ToolkitLine = v.InferOutput<typeof ToolkitLine>;

/** The answer to `toolkits`: no key yet, the shelf in the broker's order, or why there is none (closed). */
export const ToolkitsAnswer = v.union([
	v.literal('unenrolled'),
	v.strictObject({ shelf: v.object({ toolkits: v.array(ToolkitLine) }) }),
	v.strictObject({ refused: v.object({ refusal: AxError }) })
]);
export type ToolkitsAnswer = v.InferOutput<typeof ToolkitsAnswer>;

/** Asks the broker to open a consent session for one application (WIRE.md §12.7). */
export const ConnectToolkit = v.object({ toolkit: ToolkitSlug, idem: IdemKey });
export type ConnectToolkit = v.InferOutput<typeof ConnectToolkit>;

/** The event that confirms `connect_toolkit`; its data carries the slug only (never a standing or a URL). */
export const TOOLKIT_LINK_OPENED = 'toolkit_link_opened';

/** Where the city reads the broker's project key (`/enroll` realm `mcp`, name `composio`). */
export const BROKER_KEY_REFERENCE = 'secret:mcp/composio';
