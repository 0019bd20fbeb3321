import * as v from 'valibot';
import type { ChosenSummary } from '$protocol/schemas/endpoints';
import type { EventRecord } from '$protocol/schemas/frames';
import { ProbeFailure, Reach } from '$protocol/schemas/probe';

/** The parts of `endpoint_attached` data the page reads; every other key is ignored. */
const AttachedData = v.object({
	name: v.string(),
	models: v.optional(v.array(v.string())),
	failed: v.optional(ProbeFailure),
	reach: v.optional(Reach),
	dropped_choices: v.optional(v.array(v.string()))
});

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

/** Records an `endpoint_attached` event; `chosenBefore` is the last read of `chosen`, to name what was dropped. */
export function recordAttach(event: EventRecord, chosenBefore: readonly ChosenSummary[]): AttachOutcome | null {
	if (event.kind !== 'endpoint_attached') return null;
	const r = v.safeParse(AttachedData, event.data);
	if (!r.success) return null;
	const d = r.output;
	const earlier = outcomes[d.name];
	if (earlier && earlier.seq >= event.seq) return earlier;
	const outcome: AttachOutcome = {
		seq: event.seq,
		models: d.models ?? null,
		failed: d.failed ?? null,
		reach: d.reach ?? null,
		dropped: (d.dropped_choices ?? []).map((tag) => ({
			tag,
			model: chosenBefore.find((c) => c.tag === tag && c.endpoint === d.name)?.model ?? null
		}))
	};
	outcomes[d.name] = outcome;
	return outcome;
}

/** The last attach outcome recorded for an endpoint in this tab. */
export function attachOutcome(name: string): AttachOutcome | undefined {
	return outcomes[name];
}

/** For tests and stories: forget every recorded outcome. */
export function clearAttachOutcomes(): void {
	for (const k of Object.keys(outcomes)) delete outcomes[k];
}
