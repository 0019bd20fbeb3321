import * as v from 'valibot';
import { ShapeError, type ShapeIssue } from './errors';
import type { FastCheck } from './fast-path';
import {
	answerKeyOf,
	describeQuery,
	outcomeSchemaWith,
	type AnswerKey,
	type AnswerMap,
	type Query
} from './schemas/queries';
import { AnsweredEnvelope, EventRecord, Lagged, Welcome } from './schemas/frames';
import { AxError } from './schemas/refusal';
import type { Unavailable } from './schemas/endpoints';

/**
 * Flattens Valibot issues into dot paths. A union issue (our one-key tagged
 * objects) is replaced by the issues of the branch the input actually named,
 * so a bad `connected` payload reports `…state.connected.tools.0.name`,
 * not "no branch matched".
 */
export function issuesToPaths(issues: readonly v.BaseIssue<unknown>[], prefix = ''): ShapeIssue[] {
	const unique = uniquePaths(issues, prefix);
	// A hostile answer can hold a million mismatches; name the first ones and count the rest.
	if (unique.length <= MAX_ISSUES) return unique;
	const rest = unique.length - MAX_ISSUES;
	return [
		...unique.slice(0, MAX_ISSUES),
		{ path: prefix, message: `and ${rest} more ${rest === 1 ? 'mismatch' : 'mismatches'} not listed` }
	];
}

function uniquePaths(issues: readonly v.BaseIssue<unknown>[], prefix: string): ShapeIssue[] {
	const out: ShapeIssue[] = [];
	collect(issues, prefix, out);
	return dedupe(out);
}

/** How many mismatches one error names before it only counts the rest. */
export const MAX_ISSUES = 100;
/** How many rows of each list a wrong frame's report reads: a million bad rows cost what 200 do. */
export const REPORT_ROWS = 200;

/**
 * The mismatches of a value already known not to match, found on a copy whose lists are cut to
 * `REPORT_ROWS`; when every mismatch lies further on, the first one is found on the whole value.
 */
function reportIssues(schema: v.GenericSchema, input: unknown, prefix: string): ShapeIssue[] {
	const cut = cutLists(input);
	const read = v.safeParse(schema, cut.value);
	const found = read.success ? v.safeParse(schema, input, { abortEarly: true }) : read;
	if (found.success) return [];
	if (!cut.cut) return issuesToPaths(found.issues, prefix);
	// What was cut cannot be counted: the report says so instead of giving a number.
	const unique = uniquePaths(found.issues, prefix);
	const more = unique.length > MAX_ISSUES ? 'and more mismatches not listed' : 'other mismatches may follow';
	return [
		...unique.slice(0, MAX_ISSUES),
		{ path: prefix, message: `${more}: lists were read only up to row ${REPORT_ROWS}` }
	];
}

/** A copy of `value` whose arrays keep their first `REPORT_ROWS` items; `cut` says whether any lost some. */
function cutLists(value: unknown): { value: unknown; cut: boolean } {
	let cut = false;
	// Deeper than any schema reads, a value is kept as it is (hostile nesting must not exhaust the stack).
	const walk = (x: unknown, depth: number): unknown => {
		if (typeof x !== 'object' || x === null || depth > 24) return x;
		if (Array.isArray(x)) {
			if (x.length > REPORT_ROWS) cut = true;
			return x.slice(0, REPORT_ROWS).map((item) => walk(item, depth + 1));
		}
		// fromEntries, not assignment: a `__proto__` key stays an own key, as JSON.parse made it.
		return Object.fromEntries(Object.entries(x).map(([k, item]) => [k, walk(item, depth + 1)]));
	};
	return { value: walk(value, 0), cut };
}

function collect(issues: readonly v.BaseIssue<unknown>[], prefix: string, out: ShapeIssue[]): void {
	for (const issue of issues) {
		const path = join(prefix, v.getDotPath(issue) ?? '');
		if (issue.type === 'union' && issue.issues?.length) {
			const named = namedBranch(issue);
			if (named.length) {
				// A union's sub-issues carry paths relative to the union's own input.
				// (No `push(...list)`: a list of a million issues overflows the stack.)
				collect(named, path, out);
				continue;
			}
		}
		out.push({ path, message: issue.message });
	}
}

function namedBranch(issue: v.BaseIssue<unknown>): v.BaseIssue<unknown>[] {
	const input = issue.input;
	if (typeof input !== 'object' || input === null || Array.isArray(input)) return [];
	const keys = Object.keys(input);
	if (keys.length !== 1) return [];
	// Keep only what failed below the one key the input named: that is the branch it meant.
	return (issue.issues ?? []).filter(
		(sub) => sub.path?.[0]?.key === keys[0] && ((sub.path?.length ?? 0) > 1 || sub.type === 'union')
	);
}

function join(a: string, b: string): string {
	return a && b ? `${a}.${b}` : a || b;
}

function dedupe(issues: ShapeIssue[]): ShapeIssue[] {
	const seen = new Set<string>();
	return issues.filter((i) => {
		const k = `${i.path}\u0000${i.message}`;
		if (seen.has(k)) return false;
		seen.add(k);
		return true;
	});
}

/** What one incoming text frame turned out to be. */
export type IncomingFrame =
	| { kind: 'welcome'; welcome: Welcome }
	| { kind: 'answered'; askId: number; asOf: number; outcome: unknown }
	| { kind: 'refusal'; refusal: AxError }
	| { kind: 'event'; event: EventRecord }
	| { kind: 'lagged'; lagged: Lagged }
	| { kind: 'ignored'; name: string }
	| { kind: 'problem'; frame: string; issues: ShapeIssue[] };

/** Reads one text frame. Never throws: anything unreadable comes back as a `problem`. */
export function decodeFrame(text: unknown): IncomingFrame {
	if (typeof text !== 'string') {
		return { kind: 'problem', frame: '(binary)', issues: [{ path: '', message: 'Not a text frame' }] };
	}
	let parsed: unknown;
	try {
		parsed = JSON.parse(text);
	} catch {
		return { kind: 'problem', frame: '(not JSON)', issues: [{ path: '', message: 'Not JSON' }] };
	}
	if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
		return { kind: 'problem', frame: '(not an object)', issues: [{ path: '', message: 'Not a one-key object' }] };
	}
	const keys = Object.keys(parsed);
	if (keys.length !== 1) {
		return { kind: 'problem', frame: '(several keys)', issues: [{ path: '', message: 'Not a one-key object' }] };
	}
	const name = keys[0] as string;
	const body = (parsed as Record<string, unknown>)[name];
	switch (name) {
		case 'welcome':
			return read(name, Welcome, body, (welcome) => ({ kind: 'welcome', welcome }));
		case 'answered':
			return read(name, AnsweredEnvelope, body, (a) => ({
				kind: 'answered',
				askId: a.ask_id,
				asOf: a.as_of,
				outcome: a.outcome
			}));
		case 'refusal':
			return read(name, AxError, body, (refusal) => ({ kind: 'refusal', refusal }));
		case 'event':
			return read(name, EventRecord, body, (event) => ({ kind: 'event', event }));
		case 'lagged':
			return read(name, Lagged, body, (lagged) => ({ kind: 'lagged', lagged }));
		default:
			// delta, log, output, monitor and names from newer builds are not ours to read.
			return { kind: 'ignored', name };
	}
}

function read<S extends v.GenericSchema>(
	name: string,
	schema: S,
	body: unknown,
	wrap: (value: v.InferOutput<S>) => IncomingFrame
): IncomingFrame {
	const result = v.safeParse(schema, body, { abortEarly: true });
	if (result.success) return wrap(result.output);
	return { kind: 'problem', frame: name, issues: reportIssues(schema, body, name) };
}

/** An answer as a page sees it: the expected one, or the city saying it could not look. */
export type Answer<K extends keyof AnswerMap> =
	{ kind: 'answer'; value: AnswerMap[K]; asOf: number } | { kind: 'unavailable'; value: Unavailable; asOf: number };

export type DecodedOutcome<K extends keyof AnswerMap> =
	{ ok: true; answer: Answer<K> } | { ok: false; refusal: AxError } | { ok: false; shape: ShapeError };

const outcomeSchemas = new Map<string, { answer: v.GenericSchema; schema: v.GenericSchema; fast?: FastCheck | null }>();
const answerSchemas = new Map<string, v.GenericSchema>();

/**
 * Names the schema an answer key is read with: a page's question names its own (`questionOptions`), so only
 * the routes that ask a question load its schema; the local city, tests and benchmark name them all
 * (`knowEveryAnswer` in `schemas/answers.ts`). An answer whose schema no one named is reported, never read.
 */
export function knowAnswer<K extends AnswerKey>(key: K, answer: v.GenericSchema<unknown, AnswerMap[K]>): void {
	if (answerSchemas.get(key) === answer) return;
	answerSchemas.set(key, answer);
	outcomeSchemas.delete(key);
}
let compileFastCheck: ((schema: v.GenericSchema) => FastCheck | null) | null = null;

/**
 * The fast check's compiler (`fast-path.ts`) arrives in a module of its own, so an app's first load does not
 * carry it: its fetch starts as this module runs, and until it is here every outcome goes through Valibot
 * (the same result, only slower on a huge answer). Resolves once it is here.
 */
export const fastChecks: Promise<void> = import('./fast-path').then((m) => {
	compileFastCheck = m.compileFastCheck;
});

/**
 * Decodes an `answered` outcome against the query that was asked. Never throws.
 * An outcome the fast check (compiled from the same schema, `fast-path.ts`) passes is exactly what Valibot
 * would output, so it is used as is; anything else goes through Valibot, which also reports the issues.
 */
export function decodeOutcome<K extends keyof AnswerMap>(
	query: Query,
	outcome: unknown,
	asOf: number
): DecodedOutcome<K> {
	const key = answerKeyOf(query);
	let entry = outcomeSchemas.get(key);
	if (!entry) {
		const answer = answerSchemas.get(key);
		if (!answer) {
			const issue = { path: 'outcome', message: `no schema for the answer ${key} was named (knowAnswer)` };
			return { ok: false, shape: new ShapeError(describeQuery(query), [issue]) };
		}
		outcomeSchemas.set(key, (entry = { answer, schema: outcomeSchemaWith(key, answer) }));
	}
	if (entry.fast === undefined && compileFastCheck) entry.fast = compileFastCheck(entry.schema);
	let output: unknown = outcome;
	if (!entry.fast?.(outcome)) {
		// A well-tagged answer is read against its own schema: the unions around it would multiply the cost
		// of a huge wrong answer (100,000 bad rows) many times over.
		const payload = taggedPayload(outcome, key);
		const [schema, input, prefix] =
			payload === undefined ? [entry.schema, outcome, 'outcome'] : [entry.answer, payload, `outcome.answer.${key}`];
		const result = v.safeParse(schema, input, { abortEarly: true });
		if (!result.success) {
			return { ok: false, shape: new ShapeError(describeQuery(query), reportIssues(schema, input, prefix)) };
		}
		output = payload === undefined ? result.output : { answer: { [key]: result.output } };
	}
	const out = output as { answer: Record<string, unknown> } | { refusal: AxError };
	if ('refusal' in out) return { ok: false, refusal: out.refusal };
	if ('unavailable' in out.answer) {
		return { ok: true, answer: { kind: 'unavailable', value: out.answer.unavailable as Unavailable, asOf } };
	}
	return { ok: true, answer: { kind: 'answer', value: out.answer[key] as AnswerMap[K], asOf } };
}

/** The payload of `{"answer": {"<key>": payload}}`, or `undefined` for any other shape. */
function taggedPayload(outcome: unknown, key: string): unknown {
	const one = (x: unknown): [string, unknown] | null => {
		if (typeof x !== 'object' || x === null || Array.isArray(x)) return null;
		const keys = Object.keys(x);
		return keys.length === 1 ? [keys[0] as string, (x as Record<string, unknown>)[keys[0] as string]] : null;
	};
	const outer = one(outcome);
	if (!outer || outer[0] !== 'answer') return undefined;
	const inner = one(outer[1]);
	return inner && inner[0] === key ? inner[1] : undefined;
}
