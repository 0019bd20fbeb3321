import type { Command } from '$protocol/schemas/commands';
import type { EndpointSummary } from '$protocol/schemas/endpoints';
import type { AxError } from '$protocol/schemas/refusal';
import { summaryText } from './attach-base';

/**
 * The attach form's presses: whether one is under way, the read a re-attach started from, the confirmation a
 * replacement waits for, and what became of the last command sent (sent, refused, not sent).
 */
export class AttachPress {
	#touched = $state(false);
	#busy = $state(false);
	#base = $state<EndpointSummary | null>(null);
	#baseSeen = $state<string | null>(null);
	#confirmed = $state<string | null>(null);
	#askConfirm = $state(false);
	#forget = $state<string[]>([]);
	#refusal = $state<AxError | null>(null);
	#notSent = $state(false);
	#sentIdem = $state<string | null>(null);
	#sentName = $state<string | null>(null);
	#lastPress: Command | null = null;

	/** Set by a press: every mark shows from then on. */
	get touched(): boolean {
		return this.#touched;
	}

	get busy(): boolean {
		return this.#busy;
	}

	/** The read of an attached endpoint this form started from (Change settings), kept for the re-attach. */
	get base(): EndpointSummary | null {
		return this.#base;
	}

	/** That read as JSON, to notice a newer one. */
	get baseSeen(): string | null {
		return this.#baseSeen;
	}

	/** The attached endpoint's read, as JSON, that the person confirmed replacing. */
	get confirmed(): string | null {
		return this.#confirmed;
	}

	get askConfirm(): boolean {
		return this.#askConfirm;
	}

	/** Keys the replaced endpoint alone used that the person chose to delete once the city confirms (bound). */
	get forget(): string[] {
		return this.#forget;
	}

	set forget(refs: string[]) {
		this.#forget = refs;
	}

	get refusal(): AxError | null {
		return this.#refusal;
	}

	get notSent(): boolean {
		return this.#notSent;
	}

	/** The idem of our attach awaiting its `endpoint_attached`. */
	get sentIdem(): string | null {
		return this.#sentIdem;
	}

	get sentName(): string | null {
		return this.#sentName;
	}

	/** The person pressed Look or Attach. */
	pressed(): void {
		this.#touched = true;
	}

	/** A press began sending (keys first, then the command); `done` when it finished either way. */
	sending(): void {
		this.#busy = true;
	}

	done(): void {
		this.#busy = false;
	}

	/** The form starts from this read of an attached endpoint (or none: it was removed). */
	startFrom(summary: EndpointSummary | null | undefined): void {
		this.#base = summary ?? null;
		this.#baseSeen = summaryText(summary);
	}

	/** The person saw the newer read: any confirmation was for the older one. */
	adoptNewer(summary: EndpointSummary | null | undefined): void {
		this.startFrom(summary);
		this.#confirmed = null;
	}

	/** An Attach would replace an attached endpoint the person has not confirmed replacing. */
	askToConfirm(): void {
		this.#askConfirm = true;
	}

	/** The person confirmed replacing the attached endpoint as read (its JSON). */
	confirm(read: string | null): void {
		this.#confirmed = read;
		this.#askConfirm = false;
	}

	/** A new command is about to go: the last one's outcome no longer shows. */
	clearOutcome(): void {
		this.#refusal = null;
		this.#notSent = false;
		this.#sentIdem = null;
	}

	/** The command went to the city. */
	sent(command: Command): void {
		this.#lastPress = command;
	}

	/** Our attach went, under this idem and endpoint id. */
	attachSent(idem: string, name: string): void {
		this.#sentIdem = idem;
		this.#sentName = name;
	}

	/** A command could not be sent. */
	failed(): void {
		this.#notSent = true;
	}

	/** Whether an `endpoint_attached` of this idem answers our attach. */
	isOurs(idem: unknown): boolean {
		return this.#sentIdem !== null && idem === this.#sentIdem;
	}

	/** The city refused a press: kept only when it is our last one. True when it was. */
	refused(refusal: AxError, press?: Command | null): boolean {
		if (!press || press !== this.#lastPress) return false;
		this.#refusal = refusal;
		this.#sentIdem = null;
		return true;
	}

	restore(base: EndpointSummary | null, baseSeen: string | null): void {
		this.#base = base;
		this.#baseSeen = baseSeen;
	}

	/** Starts over; a refusal or a failed send stays in view. */
	clear(): void {
		this.#touched = false;
		this.#base = null;
		this.#baseSeen = null;
		this.#confirmed = null;
		this.#askConfirm = false;
		this.#forget = [];
		this.#sentIdem = null;
	}
}
