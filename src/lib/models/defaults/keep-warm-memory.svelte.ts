import type { KeepWarm } from '$protocol/schemas/common';

// This tab's memory only (never storage): what this page last sent, and the city took, per city name.
const sent = $state<Record<string, KeepWarm>>({});

/** What this page last sent for `city` and the city confirmed, or `null`; forgotten when the tab closes. */
export function lastSentKeepWarm(city: string): KeepWarm | null {
	return sent[city] ?? null;
}

export function rememberKeepWarm(city: string, value: KeepWarm): void {
	sent[city] = value;
}
