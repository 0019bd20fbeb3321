import * as v from 'valibot';
import { issuesToPaths } from '$protocol/decode';
import type { ShapeIssue } from '$protocol/errors';
import type { EventRecord } from '$protocol/schemas/frames';
import { EndpointProbed } from '$protocol/schemas/probe';

/** The attach form's Look: the probe asked for, the city's answer to it, and the models the person left out. */
export class AttachProbe {
	#probeName = $state<string | null>(null);
	#probed = $state<EndpointProbed | null>(null);
	#probeShape = $state<ShapeIssue[] | null>(null);
	#excluded = $state<string[]>([]);
	#adopted = $state<string | null>(null);

	/** The endpoint id of the Look awaiting its `endpoint_probed`. */
	get probeName(): string | null {
		return this.#probeName;
	}

	get probed(): EndpointProbed | null {
		return this.#probed;
	}

	/** Where the city's `endpoint_probed` did not match its shape. */
	get probeShape(): ShapeIssue[] | null {
		return this.#probeShape;
	}

	/** The base URL the city probed when it differs from the typed one. */
	get adopted(): string | null {
		return this.#adopted;
	}

	/** The listed models the person unchecked (ProbeResult binds it). */
	get excluded(): string[] {
		return this.#excluded;
	}

	set excluded(ids: string[]) {
		this.#excluded = ids;
	}

	/** A Look for this endpoint id was sent. */
	asked(name: string): void {
		this.#probeName = name;
		this.#probed = null;
		this.#probeShape = null;
	}

	/** The Look was not sent, or the city refused it: no answer is awaited. */
	unanswered(): void {
		this.#probeName = null;
	}

	/**
	 * The city's event: when it is the `endpoint_probed` of our Look, its result is kept and the base URL the
	 * city probed is returned (for the form to adopt); otherwise, or when it is misshapen, `null`.
	 */
	heard(event: EventRecord, typedUrl: string): string | null {
		if (event.kind !== 'endpoint_probed' || this.#probeName === null || event.data.name !== this.#probeName)
			return null;
		const r = v.safeParse(EndpointProbed, event.data);
		if (!r.success) {
			this.#probeShape = issuesToPaths(r.issues, 'event.data');
			return null;
		}
		this.#probed = r.output;
		this.#excluded = [];
		if (r.output.base_url !== typedUrl.trim()) this.#adopted = r.output.base_url;
		return r.output.base_url;
	}

	/** Starts over; a misshapen answer stays reported. */
	clear(): void {
		this.#probeName = null;
		this.#probed = null;
		this.#excluded = [];
		this.#adopted = null;
	}
}
