import type { ChosenSummary } from '$protocol/schemas/endpoints';
import type { EventRecord } from '$protocol/schemas/frames';
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
const outcomes = $state<Record<string, AttachOutcome>>({});
// The event's reader (attach-record.ts, with the probe's schemas) is not in the first load: fetched while the
// page is idle, or with the first attach event if that comes sooner; once here, events are read at once.
let reader: ((event: EventRecord, chosenBefore: readonly ChosenSummary[]) => unknown) | null = null;

/** Fetches the event's reader. */
export function loadAttachReader(): Promise<unknown> {
	return import('./attach-record').then((m) => (reader = m.recordAttach));
}

/** Reads an `endpoint_attached` event into the outcomes; `chosenBefore` is the last read of `chosen`. */
export function readAttachEvent(event: EventRecord, chosenBefore: readonly ChosenSummary[]): void {
	if (event.kind !== 'endpoint_attached') return;
	if (reader) reader(event, chosenBefore);
	else
		loadAttachReader().then(
			() => reader?.(event, chosenBefore),
			() => {}
		);
}

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
