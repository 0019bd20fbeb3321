import type { CityClient } from '$lib/city/city-client.svelte';
import type { ChosenSummary, EndpointSummary } from '$protocol/schemas/endpoints';
import type { EventRecord } from '$protocol/schemas/frames';
import type { ProbeFailure, Reach } from '$protocol/schemas/probe';
import type { KeptDraft } from './attach-draft.svelte';

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

type Reader = (memory: EndpointsMemory, event: EventRecord, chosenBefore: readonly ChosenSummary[]) => unknown;

const json = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/**
 * What the endpoints page remembers for one city, for the life of that mounted settings (going to another page
 * and back still shows it; two settings on one page never share it): the attach outcomes by endpoint name, the
 * kept attach draft, and the card's pending "Change settings" request. Reached with `endpointsMemory(city)`.
 */
export class EndpointsMemory {
	#outcomes = $state<Record<string, AttachOutcome>>({});
	// Apart from the draft: a card's press needs only this, and the draft's blank check (attach-draft.svelte.ts)
	// pulls in the tuning form, which the first load of /endpoints does not carry.
	#reattach = $state<{ summary: EndpointSummary | null; n: number }>({ summary: null, n: 0 });
	// Never storage, never reactive: holds no key value and is read only as a form mounts.
	#draft: KeptDraft | null = null;
	// The event's reader (attach-record.ts, with the probe's schemas) is not in the first load: fetched while the
	// page is idle, or with the first attach event if that comes sooner; once here, events are read at once.
	#reader: Reader | null = null;

	/** The last attach outcome recorded for an endpoint. */
	outcome(name: string): AttachOutcome | undefined {
		return this.#outcomes[name];
	}

	/** Keeps an outcome read from an event. */
	keepOutcome(name: string, outcome: AttachOutcome): void {
		this.#outcomes[name] = outcome;
	}

	/** Fetches the event's reader. */
	loadReader(): Promise<unknown> {
		return import('./attach-record').then((m) => (this.#reader = m.recordAttach));
	}

	/** Reads an `endpoint_attached` event into the outcomes; `chosenBefore` is the last read of `chosen`. */
	readEvent(event: EventRecord, chosenBefore: readonly ChosenSummary[]): void {
		if (event.kind !== 'endpoint_attached') return;
		if (this.#reader) this.#reader(this, event, chosenBefore);
		else
			this.loadReader().then(
				() => this.#reader?.(this, event, chosenBefore),
				() => {}
			);
	}

	/** The card's "Change settings": asks the attach form to start from this endpoint's read-back. */
	requestReattach(summary: EndpointSummary): void {
		this.#reattach.summary = json(summary);
		this.#reattach.n++;
	}

	/**
	 * Takes the pending re-attach request, if any; a form that mounts after the press still gets it.
	 * Reading it inside an effect re-runs that effect on the next press.
	 */
	takeReattach(): EndpointSummary | null {
		void this.#reattach.n;
		const summary = this.#reattach.summary;
		if (!summary) return null;
		this.#reattach.summary = null;
		return json(summary);
	}

	/** The kept attach draft (a copy), or `null`. */
	get draft(): KeptDraft | null {
		return this.#draft && json(this.#draft);
	}

	/** Keeps a draft (`null` forgets it); attach-draft.svelte.ts decides what is worth keeping. */
	keepDraft(draft: KeptDraft | null): void {
		this.#draft = draft && json(draft);
	}
}

const memories = new WeakMap<CityClient, EndpointsMemory>();

/** The endpoints memory of this city client, made on first use (so the city client carries no endpoint code). */
export function endpointsMemory(city: CityClient): EndpointsMemory {
	let memory = memories.get(city);
	if (!memory) memories.set(city, (memory = new EndpointsMemory()));
	return memory;
}
