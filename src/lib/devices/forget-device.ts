import type { Command } from '$protocol/schemas/commands';
import type { DeviceLine } from '$protocol/schemas/devices';
import { newIdem } from '$protocol/idem';

/** One press of "Forget": its own idem, sent again only as a resend of that press (WIRE.md §8). */
export function forgetDeviceCommand(device: string, idem = newIdem()): Command {
	return { forget_device: { device, idem } };
}

/** The list as the city gave it, with this browser marked (by the id it was given at pairing). */
export function markThisBrowser(devices: readonly DeviceLine[], thisId: string | null) {
	return devices.map((line) => ({ line, mine: thisId !== null && line.id === thisId }));
}
