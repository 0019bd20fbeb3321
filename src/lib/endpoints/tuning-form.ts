import type { AccountRetries, Proxying } from '$protocol/schemas/common';
import type { EndpointTuning, ProviderAccount } from '$protocol/schemas/endpoints';
import { checkHeaderName, checkPointer, readFigure, type FieldProblem } from './field-checks';

/** The Advanced boxes as typed: every figure is text, so nothing typed is lost to a parse. */
export interface TuningFormValues {
	label: string;
	timeoutMs: string;
	requestMaxRetries: string;
	streamIdleTimeoutMs: string;
	maxInFlight: string;
	/** '' = the city's rule (sent as `null`). */
	proxying: '' | Proxying;
	accountRetries: '' | AccountRetries;
	headers: { name: string; value: string }[];
	overrides: { pointer: string; value: string }[];
}

/** The Advanced boxes filled from a read-back tuning, so a re-attach starts from what is attached. */
export function tuningFormFrom(t: EndpointTuning): TuningFormValues {
	const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
	return {
		label: t.label ?? '',
		timeoutMs: text(t.timeout_ms),
		requestMaxRetries: text(t.request_max_retries),
		streamIdleTimeoutMs: text(t.stream_idle_timeout_ms),
		maxInFlight: text(t.max_in_flight),
		proxying: t.proxying ?? '',
		accountRetries: t.account_retries ?? '',
		headers: (t.headers ?? []).map((h) => ({ name: h.name, value: h.value })),
		overrides: (t.overrides ?? []).map((o) => ({ pointer: o.pointer, value: o.value }))
	};
}

export function emptyTuningForm(): TuningFormValues {
	return {
		label: '',
		timeoutMs: '',
		requestMaxRetries: '',
		streamIdleTimeoutMs: '',
		maxInFlight: '',
		proxying: '',
		accountRetries: '',
		headers: [],
		overrides: []
	};
}

/** Field path → problem: `timeoutMs`, `headers.0.name`, `overrides.1.pointer`. */
export type TuningErrors = Record<string, FieldProblem>;

/**
 * The tuning an attach (and its probe) carries. Empty figures go as `null`,
 * never 0; blank header and override rows are dropped; `account_retries`
 * only with two or more accounts.
 */
export function readTuningForm(
	values: TuningFormValues,
	accounts: ProviderAccount[] | null
): { ok: true; tuning: EndpointTuning } | { ok: false; errors: TuningErrors } {
	const errors: TuningErrors = {};
	const figure = (key: keyof TuningFormValues, range: { min: 0 | 1; max?: 256 }): number | null => {
		const r = readFigure(values[key] as string, range);
		if (!r.ok) {
			errors[key] = r.problem;
			return null;
		}
		return r.value;
	};
	const timeout_ms = figure('timeoutMs', { min: 1 });
	const request_max_retries = figure('requestMaxRetries', { min: 0 });
	const stream_idle_timeout_ms = figure('streamIdleTimeoutMs', { min: 1 });
	const max_in_flight = figure('maxInFlight', { min: 1, max: 256 });

	const headers: EndpointTuning['headers'] = [];
	const seen = new Set<string>();
	values.headers.forEach((h, i) => {
		if (h.name === '' && h.value === '') return;
		// Header names are case-insensitive: `X-Title` and `x-title` are one header, sent twice.
		const problem = checkHeaderName(h.name) ?? (seen.has(h.name.toLowerCase()) ? 'header_duplicate' : null);
		seen.add(h.name.toLowerCase());
		if (problem) errors[`headers.${i}.name`] = problem;
		headers.push({ name: h.name, value: h.value });
	});
	const overrides: EndpointTuning['overrides'] = [];
	values.overrides.forEach((o, i) => {
		if (o.pointer === '' && o.value === '') return;
		const problem = o.pointer === '' ? 'required' : checkPointer(o.pointer);
		if (problem) errors[`overrides.${i}.pointer`] = problem;
		// The value is the text typed, never converted: the city parses it (WIRE.md §11.3).
		overrides.push({ pointer: o.pointer, value: o.value });
	});
	if (Object.keys(errors).length) return { ok: false, errors };
	return {
		ok: true,
		tuning: {
			accounts,
			label: values.label.trim() === '' ? null : values.label,
			timeout_ms,
			request_max_retries,
			stream_idle_timeout_ms,
			headers,
			overrides,
			proxying: values.proxying === '' ? null : values.proxying,
			max_in_flight,
			account_retries: accounts && accounts.length >= 2 && values.accountRetries !== '' ? values.accountRetries : null
		}
	};
}
