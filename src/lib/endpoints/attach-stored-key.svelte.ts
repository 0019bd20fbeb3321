import type { EnrollResult } from '$lib/wire/enroll';

export interface StoredRef {
	reference: string;
	accountId: string;
}

/** The key the attach form stored through `/enroll`: its reference (never its value), and what went wrong. */
export class StoredKey {
	#stored = $state<StoredRef | null>(null);
	#trialForgotten = $state<string | null>(null);
	#enrollProblem = $state<EnrollResult | null>(null);

	/** The reference `/enroll` returned, kept with the account id it was stored for. */
	get stored(): StoredRef | null {
		return this.#stored;
	}

	/** A key stored for a Look that the person then asked the city to delete (forget_secret writes no event). */
	get trialForgotten(): string | null {
		return this.#trialForgotten;
	}

	get enrollProblem(): EnrollResult | null {
		return this.#enrollProblem;
	}

	/** The stored reference, when it was stored for this account id. */
	referenceFor(accountId: string): string | null {
		return this.#stored && this.#stored.accountId === accountId ? this.#stored.reference : null;
	}

	/** `/enroll` stored a key under this reference. */
	enrolled(reference: string, accountId: string): void {
		this.#enrollProblem = null;
		this.#stored = { reference, accountId };
		this.#trialForgotten = null;
	}

	/** `/enroll` did not store a key (refused, unconfirmed, unreachable). */
	notEnrolled(problem: EnrollResult): void {
		this.#enrollProblem = problem;
	}

	/** The person asked the city to delete the stored key. */
	forgotten(): void {
		this.#trialForgotten = this.#stored?.reference ?? null;
		this.#stored = null;
	}

	restore(stored: StoredRef | null): void {
		this.#stored = stored;
	}

	/** Starts over; a problem `/enroll` reported stays in view. */
	clear(): void {
		this.#stored = null;
		this.#trialForgotten = null;
	}
}
