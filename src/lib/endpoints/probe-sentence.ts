import type { Answered, Connected, Named, Reach, Through } from '$protocol/schemas/probe';

export type StageName = 'named' | 'connected' | 'answered' | 'through';
export const STAGES: readonly StageName[] = ['named', 'connected', 'answered', 'through'];

/** One stage outcome, as a key into the dictionary's sentences (WIRE.md §12.2 Reach). */
export type StageOutcome =
	| `named.${Named['state']}`
	| `connected.${Connected['state']}`
	| 'answered.status_ok'
	| 'answered.status_key'
	| 'answered.status_path'
	| 'answered.status_limit'
	| 'answered.status_server'
	| 'answered.status_other'
	| `answered.${Exclude<Answered['state'], 'status'>}`
	| `through.${Through['state']}`;

/** The outcome of one stage; a status splits by what it means (2xx/3xx, 401/403, 404, 429, 5xx, other). */
export function stageOutcome(reach: Reach, stage: StageName): StageOutcome {
	switch (stage) {
		case 'named':
			return `named.${reach.named.state}`;
		case 'connected':
			return `connected.${reach.connected.state}`;
		case 'through':
			return `through.${reach.through.state}`;
		case 'answered': {
			const a = reach.answered;
			if (a.state !== 'status') return `answered.${a.state}`;
			const s = a.detail;
			if (s >= 200 && s < 400) return 'answered.status_ok';
			if (s === 401 || s === 403) return 'answered.status_key';
			if (s === 404) return 'answered.status_path';
			if (s === 429) return 'answered.status_limit';
			if (s >= 500) return 'answered.status_server';
			return 'answered.status_other';
		}
	}
}

const GOOD = new Set<StageOutcome>(['named.resolved', 'named.proxied_away', 'connected.open', 'answered.status_ok']);

/** Whether a stage outcome went wrong. `through` is a route, never a failure. */
export function outcomeFailed(outcome: StageOutcome): boolean {
	return !outcome.startsWith('through.') && !GOOD.has(outcome);
}

/**
 * The first stage that went wrong, in order named → connected → answered
 * (WIRE.md §12.2: the sentence comes from it, not from `failed.code`); `null` when none did.
 */
export function firstFailure(reach: Reach): { stage: StageName; outcome: StageOutcome } | null {
	for (const stage of ['named', 'connected', 'answered'] as const) {
		const outcome = stageOutcome(reach, stage);
		if (outcomeFailed(outcome)) return { stage, outcome };
	}
	return null;
}

/** The stage's `detail`, if it has one, as text (shown verbatim beside the state). */
export function stageDetail(reach: Reach, stage: StageName): string | null {
	const value = reach[stage] as { detail?: string | number };
	return value.detail === undefined ? null : String(value.detail);
}

export type SentenceWords = Record<StageOutcome, (p: { detail: string; host: string }) => string>;

/** The one sentence a person can act on, from the first failed stage; `null` when every stage went well. */
export function probeSentence(reach: Reach, words: SentenceWords): string | null {
	const first = firstFailure(reach);
	if (!first) return null;
	return words[first.outcome]({ detail: stageDetail(reach, first.stage) ?? '', host: reach.host });
}
