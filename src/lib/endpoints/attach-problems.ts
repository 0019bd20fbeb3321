import type { en } from '$lib/i18n/en';
import type { TuningErrors } from './tuning-form';
import type { FieldProblem } from './field-checks';

type Words = (typeof en)['endpointForms'];

/** One line of the form's summary: the field by its label, and what is wrong with it. */
export interface NamedProblem {
	field: string;
	label: string;
	text: string;
}

/** The label of a field path: `name`, `timeoutMs`, `headers.0.name`, `overrides.1.pointer`, `models`. */
export function fieldLabel(path: string, w: Words): string {
	const t = w.attach;
	const row = /^(headers|overrides)\.(\d+)\./.exec(path);
	if (row) {
		const n = Number(row[2]) + 1;
		return row[1] === 'headers' ? t.headerName({ n }) : t.overridePointer({ n });
	}
	const labels: Record<string, string> = {
		name: t.name,
		baseUrl: t.baseUrl,
		accountId: t.accountId,
		models: w.probe.models,
		timeoutMs: t.timeoutMs,
		requestMaxRetries: t.requestMaxRetries,
		streamIdleTimeoutMs: t.streamIdleTimeoutMs,
		maxInFlight: t.maxInFlight
	};
	return labels[path] ?? path;
}

/**
 * The summary under the form names every wrong field that is marked (issue #16 item 7): a field is
 * marked once the person left it or pressed Look or Attach, so the summary never speaks of hidden marks.
 */
export function problemList(
	form: { fieldErrors: Record<string, FieldProblem>; tuningErrors: TuningErrors; touched: boolean },
	w: Words,
	shown: (field: string) => boolean
): NamedProblem[] {
	const all = { ...form.fieldErrors, ...form.tuningErrors };
	return Object.entries(all)
		.filter(([field]) => form.touched || shown(field))
		.map(([field, problem]) => ({ field, label: fieldLabel(field, w), text: w.problems[problem] }));
}
