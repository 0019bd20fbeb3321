import * as v from 'valibot';
import { IdemKey, NonNegativeInt, nullish } from './common';

/** Milliseconds since the Unix epoch, UTC. */
export const TimeMs = NonNegativeInt;

/** One browser paired at the city's door (WIRE.md §11.7). The id is opaque text; the label is shown verbatim. */
export const DeviceLine = v.object({
	id: v.pipe(v.string(), v.minLength(1)),
	label: v.string(),
	paired_at: TimeMs,
	last_seen: nullish(TimeMs)
});
export type DeviceLine = v.InferOutput<typeof DeviceLine>;

/** The answer to `devices`: every paired browser, in the city's order. */
export const DevicesAnswer = v.object({ devices: v.array(DeviceLine) });
export type DevicesAnswer = v.InferOutput<typeof DevicesAnswer>;

/** Revokes one paired browser: its sessions end and their sockets are closed. */
export const ForgetDevice = v.object({ device: v.pipe(v.string(), v.minLength(1)), idem: IdemKey });
export type ForgetDevice = v.InferOutput<typeof ForgetDevice>;
