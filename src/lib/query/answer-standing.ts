import { RefusalError } from '$protocol/errors';

/**
 * Whether a press that can replace something may rely on an answer: only a `current` one. Every other standing
 * holds the press (docs/architecture.md, "What a command may replace").
 */
export type AnswerStanding = 'current' | 'loading' | 'unavailable' | 'refused' | 'failed' | 'stale';

/** The part of a TanStack query result the standing reads. */
export interface AnsweredQuery {
	data: { kind: 'answer' | 'unavailable'; asOf: number } | undefined;
	isPending: boolean;
	isError: boolean;
	isFetching: boolean;
	error: unknown;
}

/**
 * The standing of a question's answer. `staleSeq` is the highest `seq` of an event that makes this question
 * stale (WIRE.md §14); an answer reflects events with `seq < asOf`, so one at or after `asOf` outdates it.
 * An earlier answer kept on screen after a failure or `unavailable` is never current.
 */
export function answerStanding(query: AnsweredQuery, staleSeq: number | null = null): AnswerStanding {
	if (query.isError) return query.error instanceof RefusalError ? 'refused' : 'failed';
	if (query.isPending || !query.data) return 'loading';
	if (query.data.kind === 'unavailable') return 'unavailable';
	if (query.isFetching) return 'stale';
	if (staleSeq !== null && staleSeq >= query.data.asOf) return 'stale';
	return 'current';
}
