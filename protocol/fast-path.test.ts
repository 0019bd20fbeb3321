import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import answeredConfig from './frames/answered-config.json';
import answeredEndpoints from './frames/answered-endpoints.json';
import answeredEndpointsClosed from './frames/answered-endpoints-vault-closed.json';
import answeredKnownHosts from './frames/answered-known-hosts.json';
import answeredMcpHealth from './frames/answered-mcp-health.json';
import answeredRefusal from './frames/answered-refusal.json';
import answeredUnavailable from './frames/answered-unavailable.json';
import answeredBuilding from './frames/answered-building.json';
import { decodeOutcome, fastChecks } from './decode';
import { compileFastCheck, type FastCheck } from './fast-path';
import { outcomeSchema } from './schemas/answers';
import { QUERIES, QUERY_NAMES, type AnswerKey } from './schemas/queries';

const KEYS = Object.values(QUERIES).map((d) => d.answerKey) as AnswerKey[];
const outcomeOf = (frame: unknown) => (frame as { answered: { outcome: unknown } }).answered.outcome;
type ModelRows = { answer: { endpoints: { endpoints: { models: Record<string, unknown>[] }[] } } };
/** The endpoints answer as the real city sends it today: model rows without `listing`. */
function withoutListing(outcome: unknown): unknown {
	const copy = structuredClone(outcome) as ModelRows;
	for (const e of copy.answer.endpoints.endpoints) for (const m of e.models) delete m.listing;
	return copy;
}
const SAMPLES: [AnswerKey, unknown][] = [
	['endpoints', outcomeOf(answeredEndpoints)],
	['endpoints', withoutListing(outcomeOf(answeredEndpoints))],
	['endpoints', outcomeOf(answeredEndpointsClosed)],
	['mcp_health', outcomeOf(answeredMcpHealth)],
	['mcp_health', outcomeOf(answeredRefusal)],
	['mcp_health', outcomeOf(answeredUnavailable)],
	['building', outcomeOf(answeredBuilding)],
	['known_hosts', outcomeOf(answeredKnownHosts)],
	['config', outcomeOf(answeredConfig)]
];

function compiled(key: AnswerKey): { schema: v.GenericSchema; fast: FastCheck } {
	const schema = outcomeSchema(key);
	const fast = compileFastCheck(schema);
	if (!fast) throw new Error(`${key} did not compile`);
	return { schema, fast };
}

/**
 * The one property: whenever the fast check says yes, Valibot accepts the input and its output equals the
 * input as the check left it (defaults filled in); and whatever the check says, what it filled in changes
 * nothing Valibot says about the input.
 */
function agrees(schema: v.GenericSchema, fast: FastCheck, input: unknown): boolean {
	const checked = structuredClone(input);
	const yes = fast(checked);
	const r = v.safeParse(schema, input);
	const again = v.safeParse(schema, checked);
	expect(again.success).toBe(r.success);
	if (r.success) expect(same(again.output, r.output)).toBe(true);
	if (!yes) return true;
	if (!r.success) return false;
	expect(same(checked, r.output)).toBe(true);
	return true;
}

/**
 * Deep equality of own enumerable keys, prototypes and values (`Object.is`). Not `toStrictEqual`, which
 * compares a value's `constructor`, and so tells apart two copies of `{"constructor": {}}`.
 */
function same(a: unknown, b: unknown): boolean {
	if (Object.is(a, b)) return true;
	if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
	if (Array.isArray(a) !== Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
	const ka = Object.keys(a);
	if (ka.length !== Object.keys(b).length) return false;
	const rb = b as Record<string, unknown>;
	return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && same((a as Record<string, unknown>)[k], rb[k]));
}

type Path = (string | number)[];
function paths(x: unknown, at: Path = [], out: Path[] = []): Path[] {
	out.push(at);
	if (Array.isArray(x)) x.forEach((y, i) => paths(y, [...at, i], out));
	else if (typeof x === 'object' && x !== null) for (const [k, y] of Object.entries(x)) paths(y, [...at, k], out);
	return out;
}

/** A copy of `x` with the value at `path` replaced (or, for `undefined`, the key removed). */
function mutate(x: unknown, path: Path, value: unknown, extraKey: string | null): unknown {
	const copy = structuredClone(x);
	if (path.length === 0) return value;
	let parent = copy as Record<string | number, unknown>;
	for (const p of path.slice(0, -1)) parent = parent[p] as Record<string | number, unknown>;
	const last = path[path.length - 1] as string | number;
	if (extraKey !== null) {
		const target = parent[last];
		// Defined, not assigned: an own `__proto__` key, as JSON.parse makes it.
		if (typeof target === 'object' && target !== null && !Array.isArray(target))
			Object.defineProperty(target, extraKey, { value, enumerable: true, writable: true, configurable: true });
		else parent[last] = value;
	} else if (value === undefined && !Array.isArray(parent)) delete parent[last];
	else parent[last] = value;
	return copy;
}

// Wrong values that sit close to right ones: the cases a sloppy validator lets through.
const nearMiss = fc.oneof(
	fc.constantFrom(null, undefined, 0, -1, 1.5, Number.NaN, '', ' ', 'x', '\u0001', true, false, [], {}, ['x'], {
		a: 1
	}),
	fc.constantFrom(
		'none',
		'low',
		'medium',
		'high',
		'max',
		'listed',
		'named',
		'allowed',
		'stored',
		'open_ai',
		'stdio',
		'yes'
	),
	fc.constantFrom(
		'acme/lab',
		'/acme',
		'acme/',
		'a:b',
		'secret:a/b',
		'secret:a',
		'abc',
		'ABC',
		'idem1-00',
		'Qwen/Qwen3-8B'
	),
	fc.constantFrom(
		['high', 'low'],
		['none'],
		['low', 'low'],
		['low', 'medium'],
		[{ effort: 'low', word: 'x' }],
		['a', 'b', 'c']
	),
	fc.jsonValue({ maxDepth: 2 })
);
const extraKey = fc.option(
	fc.constantFrom('extra', '__proto__', 'constructor', 'connected', 'answer', 'refusal', 'unavailable', 'listing'),
	{
		freq: 3
	}
);

describe('compileFastCheck', () => {
	it('compiles the outcome schema of every answer', () => {
		for (const key of KEYS) expect(compileFastCheck(outcomeSchema(key)), key).not.toBeNull();
	});

	it('refuses to compile a kind it does not know, so it can never be looser than the schema', () => {
		expect(
			compileFastCheck(
				v.object({
					a: v.pipe(
						v.string(),
						v.transform((s) => s.trim())
					)
				})
			)
		).toBeNull();
		expect(compileFastCheck(v.object({ a: v.date() }))).toBeNull();
		expect(compileFastCheck(v.union([v.object({ a: v.string() }), v.object({ a: v.number() })]))).toBeNull();
	});

	it('reads a key the prototype also has as the input’s own only when it is', () => {
		const check = compileFastCheck(v.object({ constructor: v.unknown(), name: v.string() })) as FastCheck;
		// `x.constructor` finds Object's when the input lacks it; the extra key must not make up the count.
		expect(check({ name: 'a', other: 1 })).toBe(false);
		expect(check({ name: 'a' })).toBe(false);
		expect(check(JSON.parse('{"constructor": 1, "name": "a"}'))).toBe(true);
		expect(
			v.safeParse(v.object({ constructor: v.unknown(), name: v.string() }), { name: 'a', other: 1 }).output
		).not.toEqual({
			name: 'a',
			other: 1
		});
	});

	it('agrees with Valibot on every example answer, and passes the big ones', () => {
		for (const [key, outcome] of SAMPLES) {
			const { schema, fast } = compiled(key);
			expect(agrees(schema, fast, outcome), key).toBe(true);
		}
		expect(compiled('endpoints').fast(SAMPLES[0]?.[1])).toBe(true);
		expect(compiled('endpoints').fast(structuredClone(SAMPLES[1]?.[1]))).toBe(true);
		expect(compiled('mcp_health').fast(SAMPLES[3]?.[1])).toBe(true);
	});

	it('reads rows in any key order, shapes mixed in one list, and objects JSON.parse does not make, as Valibot does', () => {
		const { schema, fast } = compiled('endpoints');
		const base = outcomeOf(answeredEndpoints) as ModelRows;
		const reorder = (o: Record<string, unknown>, proto: object | null) =>
			Object.assign(Object.create(proto) as Record<string, unknown>, Object.fromEntries(Object.entries(o).reverse()));
		const mixed = structuredClone(base);
		mixed.answer.endpoints.endpoints.forEach((e) => {
			e.models = e.models.map((m, j) => (j % 2 ? reorder(m, Object.prototype) : m));
			if (e.models[0]) delete e.models[0].listing;
		});
		expect(agrees(schema, fast, mixed)).toBe(true);
		expect(fast(structuredClone(mixed))).toBe(true);
		// An object JSON.parse does not make (another prototype) is read key by key instead: the same answer.
		for (const drop of [null, 'listing', 'id']) {
			const odd = structuredClone(mixed);
			const row = odd.answer.endpoints.endpoints[0]!.models[1]!;
			if (drop) delete row[drop];
			odd.answer.endpoints.endpoints[0]!.models[1] = reorder(row, null);
			const plain = structuredClone(odd);
			expect(Object.getPrototypeOf(plain.answer.endpoints.endpoints[0]!.models[1])).toBe(Object.prototype);
			expect(fast(odd), String(drop)).toBe(fast(plain));
			expect(fast(odd)).toBe(drop !== 'id');
		}
	});

	it('keeps rows without `listing` or an absent key with a constant default on the fast path, equal to Valibot', () => {
		const { schema, fast } = compiled('endpoints');
		const base = outcomeOf(answeredEndpoints) as ModelRows;
		const rows = base.answer.endpoints.endpoints.flatMap((e, i) =>
			e.models.map((m, j) => ({ i, j, keys: Object.keys(m) }))
		);
		const nullable = ['input_price', 'output_price', 'context_tokens', 'max_output_tokens'];
		let fastHits = 0;
		fc.assert(
			fc.property(
				fc.array(fc.tuple(fc.nat({ max: rows.length - 1 }), fc.constantFrom('listing', ...nullable)), {
					maxLength: 12
				}),
				(drops) => {
					const input = structuredClone(base);
					for (const [n, key] of drops) {
						const at = rows[n] as (typeof rows)[number];
						delete input.answer.endpoints.endpoints[at.i]?.models[at.j]?.[key];
					}
					const checked = structuredClone(input);
					const r = v.safeParse(schema, input);
					if (fast(checked)) {
						fastHits++;
						expect(r.success).toBe(true);
						expect(same(checked, r.output)).toBe(true);
						const viaApp = decodeOutcome('endpoint_view', structuredClone(input), 3);
						expect(viaApp).toStrictEqual({
							ok: true,
							answer: { kind: 'answer', value: (r.output as ModelRows).answer.endpoints, asOf: 3 }
						});
					}
					return agrees(schema, fast, input);
				}
			),
			{ numRuns: 300 }
		);
		// Rows without `listing` (left absent) and absent "not stated" figures (null filled in) stay on the fast path.
		expect(fastHits).toBe(300);
	});

	it('never says yes to a mutated answer unless Valibot accepts it and outputs it unchanged', () => {
		const cases = SAMPLES.map(([key, outcome]) => ({ key, outcome, all: paths(outcome), ...compiled(key) }));
		let accepted = 0;
		let refused = 0;
		fc.assert(
			fc.property(
				fc.nat({ max: cases.length - 1 }),
				fc.nat(),
				fc.array(fc.tuple(fc.nat(), nearMiss, extraKey), { minLength: 1, maxLength: 3 }),
				(c, _seed, edits) => {
					const k = cases[c] as (typeof cases)[number];
					let input: unknown = k.outcome;
					for (const [n, value, extra] of edits) {
						const all = paths(input);
						input = mutate(input, all[n % all.length] as Path, value, extra);
					}
					if (k.fast(input)) accepted++;
					else if (!v.safeParse(k.schema, input).success) refused++;
					return agrees(k.schema, k.fast, input);
				}
			),
			{ numRuns: 4000 }
		);
		// Both sides of the property were exercised.
		expect(accepted).toBeGreaterThan(100);
		expect(refused).toBeGreaterThan(1000);
	});

	it('gives decodeOutcome the same answer with or without the fast path', () => {
		for (const [key, outcome] of SAMPLES) {
			const name = QUERY_NAMES.find((n) => QUERIES[n].answerKey === key)!;
			const query = QUERIES[name].args === null ? name : { [name]: { addr: 'acme/lab' } };
			const viaApp = decodeOutcome(query as never, structuredClone(outcome), 7);
			const r = v.safeParse(outcomeSchema(key), outcome);
			expect(r.success).toBe(true);
			const out = r.output as { answer?: Record<string, unknown>; refusal?: unknown };
			if (out.refusal) expect(viaApp).toStrictEqual({ ok: false, refusal: out.refusal });
			else if (out.answer && 'unavailable' in out.answer)
				expect(viaApp).toStrictEqual({
					ok: true,
					answer: { kind: 'unavailable', value: out.answer.unavailable, asOf: 7 }
				});
			else expect(viaApp).toStrictEqual({ ok: true, answer: { kind: 'answer', value: out.answer?.[key], asOf: 7 } });
		}
	});

	it('still reports a bad big answer with Valibot’s paths', () => {
		const bad = structuredClone(outcomeOf(answeredEndpoints)) as {
			answer: { endpoints: { endpoints: { models: { context_tokens: unknown }[] }[] } };
		};
		(bad.answer.endpoints.endpoints[1]?.models[0] as { context_tokens: unknown }).context_tokens = 0;
		const r = decodeOutcome('endpoint_view', bad, 1);
		expect(r.ok).toBe(false);
		expect('shape' in r && r.shape.issues.map((i) => i.path)).toContain(
			'outcome.answer.endpoints.endpoints.1.models.0.context_tokens'
		);
	});

	it('is what decodeOutcome uses once its module has arrived: the parsed answer itself, not a copy', async () => {
		await fastChecks;
		const outcome = structuredClone(outcomeOf(answeredMcpHealth)) as { answer: { mcp_health: unknown } };
		const decoded = decodeOutcome({ mcp_health: { addr: 'acme/lab' } }, outcome, 1);
		expect(decoded.ok && decoded.answer.value).toBe(outcome.answer.mcp_health);
	});
});
