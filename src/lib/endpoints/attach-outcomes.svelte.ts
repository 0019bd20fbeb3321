import type { ProbeFailure, Reach } from '$protocol/schemas/probe';

/** What one attach read and dropped, as the city's event said it. */
export interface AttachOutcome {
	seq: number;
	/** `null` when the event did not say. */
	models: string[] | null;
	failed: ProbeFailure | null;
	reach: Reach | null;
	/** The dropped choices by tag, with the model each had when the page last read `endpoint_view`. */
	dropped: { tag: string; model: string | null }[];
}

// Module state: the outcome stays for the tab's life, so going to another page and back still shows it.
// Events are read into it by attach-record.ts, fetched with the first attach event (not in the first load).
const outcomes = $state<Record<string, AttachOutcome>>({});

/** The last attach outcome recorded for an endpoint in this tab. */
export function attachOutcome(name: string): AttachOutcome | undefined {
	return outcomes[name];
}

/** Keeps an outcome read from an event. */
export function keepAttachOutcome(name: string, outcome: AttachOutcome): void {
	outcomes[name] = outcome;
}

/** For tests and stories: forget every recorded outcome. */
export function clearAttachOutcomes(): void {
	for (const k of Object.keys(outcomes)) delete outcomes[k];
}
