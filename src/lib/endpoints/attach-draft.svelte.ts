import type { DialectKind } from '$protocol/schemas/common';
import type { EndpointSummary } from '$protocol/schemas/endpoints';
import { emptyTuningForm, type TuningFormValues } from './tuning-form';

/** What the attach form keeps for the tab's life (issue #17): everything typed except a key value. */
export interface KeptDraft {
	host: string;
	name: string;
	baseUrl: string;
	dialect: DialectKind;
	accountId: string;
	stored: { reference: string; accountId: string } | null;
	tuning: TuningFormValues;
	/** The read a re-attach started from, and that read as JSON, to notice a newer one. */
	base: EndpointSummary | null;
	baseSeen: string | null;
}

// Module state, never storage: a draft lives as long as the tab and holds no key value.
let kept: KeptDraft | null = null;
const json = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

const FIELDS = ['host', 'name', 'baseUrl', 'dialect', 'accountId', 'stored', 'tuning', 'base', 'baseSeen'] as const;

/** Keeps what a form holds (never its key field); a form with nothing typed keeps nothing. */
export function keepDraft(form: KeptDraft): void {
	// A JSON copy (every field is JSON), not `$state.snapshot`: Svelte's snapshot code would ride in the shell.
	const d = Object.fromEntries(FIELDS.map((f) => [f, json(form[f])])) as unknown as KeptDraft;
	const blank =
		!d.host &&
		!d.name &&
		!d.baseUrl &&
		d.accountId === 'main' &&
		!d.stored &&
		!d.base &&
		JSON.stringify(d.tuning) === JSON.stringify(emptyTuningForm());
	kept = blank ? null : json(d);
}

/** Drops the kept draft (after an attach, and between tests). */
export function forgetDraft(): void {
	kept = null;
}

/** Puts a kept draft back into a new form. */
export function restoreDraft(form: KeptDraft): void {
	if (kept) Object.assign(form, json(kept));
}
