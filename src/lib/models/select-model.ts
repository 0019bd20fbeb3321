import { newIdem } from '$protocol/idem';
import type { Command } from '$protocol/schemas/commands';
import type { InputKinds, KnownModelTag } from '$protocol/schemas/common';

/** Why a ceiling box cannot be sent as typed. */
export type CeilingProblem = 'not_a_whole_number' | 'below_one' | 'too_large';

/**
 * Reads the output-ceiling box: empty is `null` ("as the provider states"),
 * never 0; anything else must be a whole number of at least 1.
 */
export function parseCeiling(
	text: string
): { ok: true; value: number | null } | { ok: false; problem: CeilingProblem } {
	const trimmed = text.trim();
	if (trimmed === '') return { ok: true, value: null };
	// A negative whole number is a whole number: what is wrong with it is its size, and the message says so.
	if (/^-\d+$/.test(trimmed)) return { ok: false, problem: 'below_one' };
	if (!/^\d+$/.test(trimmed)) return { ok: false, problem: 'not_a_whole_number' };
	const value = Number(trimmed);
	if (!Number.isSafeInteger(value)) return { ok: false, problem: 'too_large' };
	if (value < 1) return { ok: false, problem: 'below_one' };
	return { ok: true, value };
}

/** The text a ceiling box starts with: a `null` ceiling is an empty field to fill, never a number. */
export function ceilingText(value: number | null): string {
	return value === null ? '' : String(value);
}

export interface ModelChoice {
	endpoint: string;
	/** The provider's own id (`ModelFactsSummary.id`), never the canonical one. */
	model: string;
	tag: KnownModelTag;
	maxOutputTokens: number | null;
	contextTokens?: number | null;
	input?: InputKinds | null;
}

/** A `select_model` command for one press, with its own idem (WIRE.md §12.4). */
export function selectModelCommand(choice: ModelChoice, idem: string = newIdem()): Command {
	return {
		select_model: {
			endpoint: choice.endpoint,
			model: choice.model,
			tag: choice.tag,
			context_tokens: choice.contextTokens ?? null,
			max_output_tokens: choice.maxOutputTokens,
			input: choice.input ?? null,
			idem
		}
	};
}
