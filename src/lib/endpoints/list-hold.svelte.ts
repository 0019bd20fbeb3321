import type { AnswerStanding } from '$lib/query/answer-standing';

/** What a press held for want of a current list shows: the standing that held it. */
export type HeldStanding = Exclude<AnswerStanding, 'current'>;

/**
 * A press that could replace something waits for a current list (docs/architecture.md, "What a command may
 * replace"). This owns whether a press was held, and why it is held now.
 */
export class ListHold {
	#pressed = $state(false);
	readonly #standing: () => AnswerStanding;

	constructor(standing: () => AnswerStanding) {
		this.#standing = standing;
	}

	/**
	 * Why a press is held now, or `null`: shown once a press was held, and at once when the list cannot be read
	 * (not for the moment a current list is asked again).
	 */
	get why(): HeldStanding | null {
		const standing = this.#standing();
		if (standing === 'current') return null;
		const lasting = standing === 'unavailable' || standing === 'refused' || standing === 'failed';
		return this.#pressed || lasting ? standing : null;
	}

	/** Whether the list is current; if not, the press is marked held (its reason shows) and this is false. */
	pass(): boolean {
		this.#pressed = this.#standing() !== 'current';
		return !this.#pressed;
	}

	/** A press went out, or the form started over. */
	clear(): void {
		this.#pressed = false;
	}
}
