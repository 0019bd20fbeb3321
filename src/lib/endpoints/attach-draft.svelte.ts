import type { DialectKind } from '$protocol/schemas/common';
import type { EndpointSummary } from '$protocol/schemas/endpoints';
import type { EndpointsMemory } from './endpoints-memory.svelte';
import { emptyTuningForm, type TuningFormValues } from './tuning-form';

/** What the attach form keeps for the settings' life (issue #17): everything typed except a key value. */
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

const json = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

const FIELDS = ['host', 'name', 'baseUrl', 'dialect', 'accountId', 'stored', 'tuning', 'base', 'baseSeen'] as const;

/** Keeps what a form holds (never its key field) in this city's memory; a form with nothing typed keeps nothing. */
export function keepDraft(memory: EndpointsMemory, form: { kept(): KeptDraft }): void {
	const kept = form.kept();
	// A JSON copy (every field is JSON), not `$state.snapshot`: Svelte's snapshot code would ride in the shell.
	const d = Object.fromEntries(FIELDS.map((f) => [f, json(kept[f])])) as unknown as KeptDraft;
	const blank =
		!d.host &&
		!d.name &&
		!d.baseUrl &&
		d.accountId === 'main' &&
		!d.stored &&
		!d.base &&
		JSON.stringify(d.tuning) === JSON.stringify(emptyTuningForm());
	memory.keepDraft(blank ? null : d);
}

/** Puts this city's kept draft back into a new form. */
export function restoreDraft(memory: EndpointsMemory, form: { restore(kept: KeptDraft): void }): void {
	const kept = memory.draft;
	if (kept) form.restore(kept);
}
