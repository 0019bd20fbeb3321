import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeFrame, decodeOutcome, MAX_ISSUES, type IncomingFrame } from './decode';
import { ShapeError } from './errors';
import { outcomeSchema } from './schemas/answers';
import { answerKeyOf, describeQuery, type Query } from './schemas/queries';
import { AnsweredEnvelope, EventRecord, Lagged, Welcome } from './schemas/frames';
import { AxError } from './schemas/refusal';
import { EXAMPLE_ANSWER_QUERIES } from './frames/queries';
import { mutate, mutation, textOf, type Json, type Path } from './hostile-mutations';

// Hostile frames (issue #9): every example frame of the wire, mutated in the ways a broken or
// hostile city could send it. The wire layer must never throw, must accept exactly what the
// schemas accept, and must name the question and a real dot path for every rejection.

const dir = join(import.meta.dirname, '../../shared/wire/frames');
const files = readdirSync(dir)
	.filter((f) => f.endsWith('.json'))
	.sort();
const examples = files.map((f) => ({ file: f, value: JSON.parse(readFileSync(join(dir, f), 'utf8')) as unknown }));

const answeredQueries = EXAMPLE_ANSWER_QUERIES;
const ALL_QUERIES: Query[] = [
	'endpoint_view',
	'known_hosts',
	{ mcp_health: { addr: 'acme/lab' } },
	{ building_view: { addr: 'acme/lab' } },
	{ config: { addr: 'acme/lab' } }
];
const FRAME_SCHEMAS: Record<string, v.GenericSchema> = {
	welcome: Welcome,
	answered: AnsweredEnvelope,
	refusal: AxError,
	event: EventRecord,
	lagged: Lagged
};

// ---------------------------------------------------------------------------------------------
// The oracle.

/** True when the dot path names a place in `input`: every step but the last exists. */
function pathResolves(input: unknown, path: string): boolean {
	if (path === '') return true;
	const steps = path.split('.');
	let cur: unknown = input;
	for (let i = 0; i < steps.length; i++) {
		if (cur === null || typeof cur !== 'object') return false; // a step below a leaf
		const k = steps[i] as string;
		if (!Object.prototype.hasOwnProperty.call(cur, k)) return i === steps.length - 1;
		cur = (cur as Record<string, unknown>)[k];
	}
	return true;
}

/** Nothing a decoder hands out may carry a prototype other than the plain ones (iterative: inputs nest 50,000 deep). */
function plainPrototypes(root: unknown): boolean {
	const stack = [root];
	const seen = new Set<unknown>();
	while (stack.length) {
		const value = stack.pop();
		if (value === null || typeof value !== 'object' || seen.has(value)) continue;
		seen.add(value);
		const proto = Object.getPrototypeOf(value);
		if (proto !== Object.prototype && proto !== Array.prototype && proto !== null) return false;
		stack.push(...Object.values(value).slice(0, 1000));
	}
	return true;
}

/** Deep equality without recursion, for the same reason. */
function same(a: unknown, b: unknown): boolean {
	const stack: [unknown, unknown][] = [[a, b]];
	while (stack.length) {
		const [x, y] = stack.pop()!;
		if (Object.is(x, y)) continue;
		if (x === null || y === null || typeof x !== 'object' || typeof y !== 'object') return false;
		if (Array.isArray(x) !== Array.isArray(y)) return false;
		const kx = Object.keys(x);
		const ky = Object.keys(y);
		if (kx.length !== ky.length) return false;
		for (const k of kx) {
			if (!Object.prototype.hasOwnProperty.call(y, k)) return false;
			stack.push([(x as Record<string, unknown>)[k], (y as Record<string, unknown>)[k]]);
		}
	}
	return true;
}

function related(a: string, b: string): boolean {
	return a === b || a.startsWith(b + '.') || b.startsWith(a + '.') || a === '' || b === '';
}

let cases = 0;
let rejected = 0;
const byKind = new Map<string, number>();

/** Checks the decoder against the schema on one frame text; `touched` is the dot path the mutation hit. */
function check(text: string, touched: string | null, query: Query | null): void {
	cases++;
	let frame: IncomingFrame;
	expect(() => (frame = decodeFrame(text))).not.toThrow();
	frame = frame!;
	byKind.set(frame.kind, (byKind.get(frame.kind) ?? 0) + 1);
	let parsed: unknown;
	try {
		parsed = JSON.parse(text);
	} catch {
		expect(frame.kind).toBe('problem');
		return;
	}
	const isOneKey =
		typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) && Object.keys(parsed).length === 1;
	if (!isOneKey) {
		expect(frame).toMatchObject({ kind: 'problem' });
		return;
	}
	const [name, body] = Object.entries(parsed as Record<string, unknown>)[0] as [string, unknown];
	const schema = Object.hasOwn(FRAME_SCHEMAS, name) ? FRAME_SCHEMAS[name] : undefined;
	if (!schema) {
		expect(frame).toEqual({ kind: 'ignored', name });
		return;
	}
	const expected = v.safeParse(schema, body);
	if (!expected.success) {
		rejected++;
		expect(frame.kind).toBe('problem');
		if (frame.kind !== 'problem') return;
		expect(frame.frame).toBe(name);
		expect(frame.issues.length).toBeGreaterThan(0);
		for (const issue of frame.issues.slice(0, 50)) {
			expect(issue.path === name || issue.path.startsWith(name + '.'), issue.path).toBe(true);
			expect(pathResolves(parsed, issue.path), `${issue.path} is not a place in the frame`).toBe(true);
			expect(issue.message.length).toBeGreaterThan(0);
		}
		if (touched !== null) {
			expect(
				frame.issues.some((i) => related(i.path, touched)),
				`no issue near ${touched}: ${frame.issues.map((i) => i.path).join(', ')}`
			).toBe(true);
		}
		return;
	}
	expect(frame.kind).toBe(name);
	const value = (frame as Record<string, unknown>)[name === 'answered' ? 'outcome' : name];
	if (name !== 'answered') {
		expect(same(value, expected.output), 'decoded frame differs from the schema output').toBe(true);
		expect(plainPrototypes(value)).toBe(true);
		return;
	}
	const env = expected.output as { ask_id: number; as_of: number; outcome: unknown };
	expect(frame).toMatchObject({ askId: env.ask_id, asOf: env.as_of });
	for (const q of query ? [query, ALL_QUERIES[cases % ALL_QUERIES.length] as Query] : ALL_QUERIES)
		checkOutcome(q, env.outcome, env.as_of, touched);
}

function checkOutcome(query: Query, outcome: unknown, asOf: number, touched: string | null): void {
	let decoded!: ReturnType<typeof decodeOutcome>;
	expect(() => (decoded = decodeOutcome(query, outcome, asOf))).not.toThrow();
	const expected = v.safeParse(outcomeSchema(answerKeyOf(query)), outcome);
	if (!expected.success) {
		rejected++;
		expect(decoded.ok).toBe(false);
		if (decoded.ok || !('shape' in decoded)) throw new Error('expected a shape error');
		expect(decoded.shape).toBeInstanceOf(ShapeError);
		expect(decoded.shape.query).toBe(describeQuery(query));
		expect(decoded.shape.message).toContain(describeQuery(query));
		expect(decoded.shape.issues.length).toBeGreaterThan(0);
		for (const issue of decoded.shape.issues.slice(0, 50)) {
			expect(issue.path === 'outcome' || issue.path.startsWith('outcome.'), issue.path).toBe(true);
			expect(pathResolves({ outcome }, issue.path), `${issue.path} is not a place in the answer`).toBe(true);
		}
		const t = touched?.replace(/^answered\./, '');
		if (t?.startsWith('outcome') && answeredQueriesMatch(query)) {
			expect(
				decoded.shape.issues.some((i) => related(i.path, t)),
				`no issue near ${t}: ${decoded.shape.issues.map((i) => i.path).join(', ')}`
			).toBe(true);
		}
		return;
	}
	const out = expected.output as { answer: Record<string, unknown> } | { refusal: unknown };
	if ('refusal' in out) {
		expect(!decoded.ok && 'refusal' in decoded && same(decoded.refusal, out.refusal)).toBe(true);
		expect(plainPrototypes((decoded as { refusal: unknown }).refusal)).toBe(true);
		return;
	}
	expect(decoded.ok).toBe(true);
	if (!decoded.ok) return;
	const [key, payload] = Object.entries(out.answer)[0] as [string, unknown];
	expect(decoded.answer).toMatchObject({ kind: key === 'unavailable' ? 'unavailable' : 'answer', asOf });
	expect(same(decoded.answer.value, payload), 'decoded answer differs from the schema output').toBe(true);
	expect(plainPrototypes(decoded.answer.value)).toBe(true);
}

// Only the query the example answers gives a meaningful "near the mutation" check.
let currentQuery: Query | null = null;
const answeredQueriesMatch = (q: Query) => q === currentQuery;

function dotPath(path: Path): string {
	return path.join('.');
}

// ---------------------------------------------------------------------------------------------

// Huge values make shrinking slow: a failure is reported as found (endOnFailure), with its seed.
const PER_FILE_TIMEOUT = 600_000;
const RUNS_PER_FILE = Number(process.env.HOSTILE_RUNS ?? (process.env.CITY_SOAK === '1' ? 4000 : 440)); // × 24 files, plus the random frames below: well over 10,000 cases.

describe('hostile frames never get past the wire layer', () => {
	it('finds every example frame', () => {
		expect(examples.length).toBeGreaterThanOrEqual(24);
	});

	for (const { file, value } of examples) {
		it(
			`mutations of ${file}`,
			() => {
				currentQuery = answeredQueries[file] ?? null;
				const query = answeredQueries[file] ?? null;
				check(JSON.stringify(value), null, query);
				fc.assert(
					fc.property(fc.array(mutation, { minLength: 1, maxLength: 3 }), (ms) => {
						let cur = value as Json;
						let touched: Path = [];
						for (const m of ms) ({ value: cur, path: touched } = mutate(cur, m));
						// With several mutations, only the last one's place is known for sure; it may be masked.
						check(textOf(cur), ms.length === 1 ? dotPath(touched) : null, query);
					}),
					{ numRuns: RUNS_PER_FILE, seed: hashSeed(file), endOnFailure: true }
				);
			},
			PER_FILE_TIMEOUT
		);
	}

	it(
		'an answer with 100,000 wrong rows (a million mismatches) is reported, not thrown, and counted past the first hundred',
		() => {
			const outcome = {
				answer: { endpoints: { endpoints: Array.from({ length: 100_000 }, () => ({ name: 7 })), chosen: [] } }
			};
			let decoded!: ReturnType<typeof decodeOutcome>;
			expect(() => (decoded = decodeOutcome('endpoint_view', outcome, 1))).not.toThrow();
			if (decoded.ok || !('shape' in decoded)) throw new Error('expected a shape error');
			expect(decoded.shape.issues).toHaveLength(MAX_ISSUES + 1);
			expect(decoded.shape.issues[0]).toMatchObject({ path: 'outcome.answer.endpoints.endpoints.0.name' });
			expect(decoded.shape.issues.at(-1)).toEqual({
				path: 'outcome.answer.endpoints',
				message: 'and more mismatches not listed: lists were read only up to row 200'
			});
			cases++;
		},
		PER_FILE_TIMEOUT
	);

	it('one wrong row far down a long list is found and named, with its place', () => {
		const example = examples.find((e) => e.file === 'answered-endpoints.json')!.value as {
			answered: { outcome: { answer: { endpoints: { endpoints: Record<string, unknown>[] } } } };
		};
		const good = example.answered.outcome.answer.endpoints.endpoints[0]!;
		const rows = Array.from({ length: 50_000 }, () => good);
		rows[40_000] = { ...good, label: 7 };
		const decoded = decodeOutcome('endpoint_view', { answer: { endpoints: { endpoints: rows, chosen: [] } } }, 1);
		if (decoded.ok || !('shape' in decoded)) throw new Error('expected a shape error');
		expect(decoded.shape.issues).toEqual([
			{ path: 'outcome.answer.endpoints.endpoints.40000.label', message: expect.stringContaining('Expected string') },
			{ path: 'outcome.answer.endpoints', message: 'other mismatches may follow: lists were read only up to row 200' }
		]);
	});

	it('a short wrong answer is reported whole, every mismatch named', () => {
		const decoded = decodeOutcome(
			'endpoint_view',
			{ answer: { endpoints: { endpoints: [{ name: 7 }, { name: 'b' }], chosen: [] } } },
			1
		);
		if (decoded.ok || !('shape' in decoded)) throw new Error('expected a shape error');
		const paths = decoded.shape.issues.map((i) => i.path);
		expect(paths).toContain('outcome.answer.endpoints.endpoints.0.name');
		expect(paths).toContain('outcome.answer.endpoints.endpoints.1.label');
		expect(decoded.shape.issues.every((i) => !i.message.includes('read only up to'))).toBe(true);
	});

	it('arbitrary JSON and arbitrary text', () => {
		currentQuery = null;
		fc.assert(
			fc.property(
				fc.oneof(
					fc.jsonValue().map((j) => JSON.stringify(j)),
					fc
						.record({
							k: fc.constantFrom('welcome', 'answered', 'refusal', 'event', 'lagged', 'delta'),
							j: fc.jsonValue()
						})
						.map(({ k, j }) => JSON.stringify({ [k]: j })),
					fc
						.record({ q: fc.jsonValue(), id: fc.jsonValue() })
						.map(({ q, id }) => JSON.stringify({ answered: { ask_id: 1, as_of: 3, outcome: { answer: q }, x: id } })),
					fc.string({ unit: 'binary' })
				),
				(text) => check(text, null, null)
			),
			{ numRuns: 800, seed: 9, endOnFailure: true }
		);
		expect(() => decodeFrame(new Uint8Array([123, 125]))).not.toThrow();
		expect(decodeFrame(new ArrayBuffer(3))).toMatchObject({ kind: 'problem', frame: '(binary)' });
	});

	afterAll(() => {
		// The issue asks for at least 10,000 cases; the mix shows every branch was reached.
		expect(cases).toBeGreaterThanOrEqual(10_000);
		expect(rejected).toBeGreaterThan(1000);
		for (const kind of ['welcome', 'answered', 'refusal', 'event', 'problem', 'ignored'])
			expect(byKind.get(kind) ?? 0, kind).toBeGreaterThan(50);
	});
});

function hashSeed(s: string): number {
	let h = 7;
	for (const c of s) h = (h * 31 + c.charCodeAt(0)) | 0;
	return h;
}
