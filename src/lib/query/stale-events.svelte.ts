import type { Connection } from '$lib/wire/connection';
import { eventMakesStale, type Query } from '$protocol/schemas/queries';
import { answerStanding, type AnsweredQuery, type AnswerStanding } from './answer-standing';

/**
 * The highest `seq` of a ledger event that makes one question's answer stale, for `answerStanding`: between
 * the event and the answer asked again (throttled, `invalidation.ts`) the answer on screen is not current.
 */
export class StaleEvents {
	#seq = $state<number | null>(null);
	readonly #query: Query;

	constructor(query: Query) {
		this.#query = query;
	}

	get seq(): number | null {
		return this.#seq;
	}

	/** Listens to the connection; returns the function that stops listening. */
	follow(connection: Pick<Connection, 'onEvent'>): () => void {
		return connection.onEvent((event) => {
			if (eventMakesStale(this.#query, event) && (this.#seq === null || event.seq > this.#seq)) this.#seq = event.seq;
		});
	}
}

/**
 * A question's standing as a page sees it, kept up to date for as long as the calling component lives
 * (call it while the component initialises). `result` is the TanStack query result the page draws.
 */
export function followStanding(
	connection: Pick<Connection, 'onEvent'>,
	query: Query,
	result: AnsweredQuery
): { readonly value: AnswerStanding } {
	const stale = new StaleEvents(query);
	$effect(() => stale.follow(connection));
	return {
		get value() {
			return answerStanding(result, stale.seq);
		}
	};
}
