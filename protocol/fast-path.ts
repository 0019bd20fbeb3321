import type * as v from 'valibot';

/**
 * A fast yes/no check compiled from a Valibot schema, for the big answers (an `endpoints` answer of
 * 20,000 model rows costs Valibot about three `JSON.parse`s; this costs a fraction of one).
 *
 * It answers `true` only when Valibot would accept the input AND Valibot's output would equal the input
 * (no unknown keys to strip), so the caller can use the input as the output. An absent key whose schema
 * has a constant default (a "not stated" figure written as `nullish(…, null)` that a row omits) is filled
 * in place with that default, which Valibot would also write, so such input stays on the fast path; the
 * check may fill some before it answers `false`, and Valibot's output on the filled input is the same as
 * on the original.
 * Anything else, including every input Valibot refuses, is `false`: the caller then runs Valibot itself,
 * which also writes the error report. Being stricter than Valibot is always safe; it only costs speed.
 * `fast-path.test.ts` checks this against Valibot with generated and mutated inputs.
 *
 * Only the schema and action kinds listed below compile; any other kind makes `compileFastCheck` return
 * `null`, so a schema change can never make this path more permissive than the schema.
 */
export type FastCheck = (input: unknown) => boolean;

type AnySchema = v.GenericSchema & {
	type: string;
	pipe?: readonly { kind: string; type: string; requirement?: unknown }[];
	entries?: Record<string, AnySchema>;
	item?: AnySchema;
	items?: AnySchema[];
	options?: unknown[];
	wrapped?: AnySchema;
	default?: unknown;
	literal?: unknown;
	check?: (input: unknown) => boolean;
};

class NotCompilable extends Error {}

/** The fast check for `schema`, or `null` when the schema uses a kind this file does not know. */
export function compileFastCheck(schema: v.GenericSchema): FastCheck | null {
	try {
		return compile(schema as AnySchema);
	} catch (e) {
		if (e instanceof NotCompilable) return null;
		throw e;
	}
}

function compile(schema: AnySchema): FastCheck {
	const base = compileBase(schema);
	const actions = (schema.pipe ?? [])
		.slice(1)
		.filter((a) => a.kind !== 'metadata')
		.map(compileAction);
	if (actions.length === 0) return base;
	return (input) => {
		if (!base(input)) return false;
		for (let i = 0; i < actions.length; i++) if (!(actions[i] as FastCheck)(input)) return false;
		return true;
	};
}

function compileAction(action: { kind: string; type: string; requirement?: unknown }): FastCheck {
	if (action.kind !== 'validation') throw new NotCompilable(action.type);
	const req = action.requirement;
	switch (action.type) {
		case 'integer':
			return (x) => Number.isInteger(x);
		case 'min_value':
			return (x) => (x as number) >= (req as number);
		case 'max_value':
			return (x) => (x as number) <= (req as number);
		case 'min_length':
			return (x) => (x as string).length >= (req as number);
		case 'regex': {
			const re = req as RegExp;
			// A global or sticky pattern keeps state between calls; Valibot's result would depend on it.
			if (re.global || re.sticky) throw new NotCompilable('stateful regex');
			return (x) => re.test(x as string);
		}
		case 'check': {
			const fn = req as (x: unknown) => unknown;
			return (x) => !!fn(x);
		}
		default:
			throw new NotCompilable(action.type);
	}
}

function isPlainObject(x: unknown): x is Record<string, unknown> {
	return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function compileBase(schema: AnySchema): FastCheck {
	switch (schema.type) {
		case 'string':
			return (x) => typeof x === 'string';
		case 'number':
			return (x) => typeof x === 'number' && !Number.isNaN(x);
		case 'boolean':
			return (x) => typeof x === 'boolean';
		case 'unknown':
			return () => true;
		case 'literal': {
			const lit = schema.literal;
			return (x) => x === lit;
		}
		case 'picklist': {
			const set = new Set(schema.options);
			return (x) => set.has(x);
		}
		case 'custom': {
			const check = schema.check as (x: unknown) => boolean;
			return (x) => !!check(x);
		}
		case 'nullish': {
			// Absent (undefined) would be replaced by the default: not the input, so leave it to Valibot.
			const inner = compile(schema.wrapped as AnySchema);
			const nullStays = schema.default === undefined || schema.default === null;
			return (x) => (x === null ? nullStays : x !== undefined && inner(x));
		}
		case 'optional': {
			const inner = compile(schema.wrapped as AnySchema);
			return (x) => x !== undefined && inner(x);
		}
		case 'array': {
			const item = compile(schema.item as AnySchema);
			return (x) => {
				if (!Array.isArray(x)) return false;
				for (let i = 0; i < x.length; i++) if (!item(x[i])) return false;
				return true;
			};
		}
		case 'tuple': {
			const items = (schema.items as AnySchema[]).map(compile);
			return (x) => {
				if (!Array.isArray(x) || x.length !== items.length) return false;
				for (let i = 0; i < items.length; i++) if (!(items[i] as FastCheck)(x[i])) return false;
				return true;
			};
		}
		case 'object':
		case 'strict_object':
			return compileObject(schema, false);
		case 'loose_object':
			return compileObject(schema, true);
		case 'union':
			return compileUnion(schema);
		default:
			throw new NotCompilable(schema.type);
	}
}

/** Keys Valibot never copies from a loose object's input, so an output would lack them. */
const UNCOPIED = ['__proto__', 'prototype', 'constructor'];

function compileObject(schema: AnySchema, loose: boolean): FastCheck {
	const entries = Object.entries(schema.entries as Record<string, AnySchema>);
	const keys = entries.map(([k]) => k);
	const checks = entries.map(([, s]) => compile(s));
	const optional = entries.map(([, s]) => s.type === 'optional' || s.type === 'nullish' || s.type === 'exact_optional');
	// An absent optional key without a default stays absent in Valibot's output too.
	const mayBeAbsent = entries.map(([, s], i) => optional[i] && s.default === undefined);
	// An absent key with a constant default Valibot would write: the check writes it too (see the top).
	const fills = entries.map(([, s], i) => (optional[i] ? fillable(s, checks[i] as FastCheck) : NO_FILL));
	const count = keys.length;
	// A read finds such a key on the prototype when the input lacks it: only these need an own-key test.
	const inherited = keys.map((k) => k in Object.prototype);
	const byKey = new Map(keys.map((k, i) => [k, i]));
	const all = count <= 30 ? 2 ** count - 1 : -1;
	const absent = (x: Record<string, unknown>, i: number): boolean => {
		const key = keys[i] as string;
		if (key in x) return false;
		if (mayBeAbsent[i]) return true;
		const fill = fills[i];
		if (fill === NO_FILL) return false;
		x[key] = fill;
		return true;
	};
	// Parsed JSON: walks the object's own keys (`for…in` reads each value by its place in the object, however
	// many row shapes a list mixes), expecting them in the schema's order and looking up any other.
	const walk = (x: Record<string, unknown>): boolean => {
		let seen = 0;
		let next = 0;
		for (const k in x) {
			if (loose && UNCOPIED.includes(k)) return false;
			let i: number | undefined = next;
			if (k !== keys[next]) {
				i = byKey.get(k);
				if (i === undefined) {
					if (loose) continue;
					return false;
				}
			}
			next = i + 1;
			seen |= 1 << i;
			if (!(checks[i] as FastCheck)(x[k])) return false;
		}
		if (seen !== all) for (let i = 0; i < count; i++) if (!(seen & (1 << i)) && !absent(x, i)) return false;
		return true;
	};
	return (x) => {
		if (!isPlainObject(x)) return false;
		if (all >= 0 && Object.getPrototypeOf(x) === Object.prototype) return walk(x);
		// Any other object (or a schema of more than 30 keys): key by key, as the schema lists them.
		let present = 0;
		for (let i = 0; i < count; i++) {
			const key = keys[i] as string;
			const value = x[key];
			// Parsed JSON holds no `undefined`: a value read is the key's own, unless the prototype has the key.
			if (value !== undefined && !inherited[i]) {
				present++;
				if (!(checks[i] as FastCheck)(value)) return false;
				continue;
			}
			if (!Object.prototype.hasOwnProperty.call(x, key)) {
				if (!absent(x, i)) return false;
				if (!mayBeAbsent[i]) present++;
				continue;
			}
			present++;
			if (!(checks[i] as FastCheck)(x[key])) return false;
		}
		if (loose) {
			for (const k of UNCOPIED) if (Object.prototype.hasOwnProperty.call(x, k)) return false;
			return true;
		}
		// Every present entry is an own key; any further key would be stripped (object) or refused (strict).
		let n = 0;
		for (const _ in x) n++;
		return n === present;
	};
}

const NO_FILL = Symbol('no default to fill');

/** The default an absent key gets, when it is a constant primitive the key's own check accepts. */
function fillable(schema: AnySchema, check: FastCheck): unknown {
	const d = schema.default;
	const primitive = d === null || ['string', 'number', 'boolean'].includes(typeof d);
	return primitive && check(d) ? d : NO_FILL;
}

/**
 * Only unions whose options cannot both accept one input: literals and one-key strict objects with
 * distinct keys (the wire's tagged unions). Then the option that accepts is the one Valibot returns.
 */
function compileUnion(schema: AnySchema): FastCheck {
	const options = schema.options as AnySchema[];
	const tags = new Map<string, FastCheck>();
	const literals: FastCheck[] = [];
	for (const o of options) {
		if (o.type === 'literal' && !o.pipe) {
			literals.push(compile(o));
			continue;
		}
		const keys = o.type === 'strict_object' && !o.pipe ? Object.keys(o.entries ?? {}) : [];
		if (keys.length !== 1 || tags.has(keys[0] as string)) throw new NotCompilable('union');
		tags.set(keys[0] as string, compile(o));
	}
	return (x) => {
		if (isPlainObject(x)) {
			for (const k in x) {
				const check = tags.get(k);
				return check !== undefined && check(x);
			}
			return false;
		}
		for (let i = 0; i < literals.length; i++) if ((literals[i] as FastCheck)(x)) return true;
		return false;
	};
}
