import * as v from 'valibot';
import type { ChosenSummary } from '$protocol/schemas/endpoints';
import type { EventRecord } from '$protocol/schemas/frames';
import { ProbeFailure, Reach } from '$protocol/schemas/probe';
import type { AttachOutcome, EndpointsMemory } from './endpoints-memory.svelte';

/** The parts of `endpoint_attached` data the page reads; every other key is ignored. */
const AttachedData = v.object({
	name: v.string(),
	models: v.optional(v.array(v.string())),
	failed: v.optional(ProbeFailure),
	reach: v.optional(Reach),
	dropped_choices: v.optional(v.array(v.string()))
});

/**
 * Records an `endpoint_attached` event in one city's memory; `chosenBefore` is the last read of `chosen`, to name
 * what was dropped.
 */
export function recordAttach(
	memory: EndpointsMemory,
	event: EventRecord,
	chosenBefore: readonly ChosenSummary[]
): AttachOutcome | null {
	if (event.kind !== 'endpoint_attached') return null;
	const r = v.safeParse(AttachedData, event.data);
	if (!r.success) return null;
	const d = r.output;
	const earlier = memory.outcome(d.name);
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
	memory.keepOutcome(d.name, outcome);
	return outcome;
}
