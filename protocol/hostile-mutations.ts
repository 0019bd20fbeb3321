import fc from 'fast-check';

// Mutations of a wire frame, in the ways a broken or hostile city could send it (protocol/frames-hostile.test.ts).
// Values that JSON.stringify cannot spell (1e400, nesting 50,000 deep) go in as a
// placeholder string and are spliced into the text afterwards.

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
export type Path = (string | number)[];

const RAW = '\u0000raw:';
const raws: string[] = [];
function raw(text: string): string {
	raws.push(text);
	return `${RAW}${raws.length - 1}`;
}

/** Every place in a value, root first. */
export function pathsOf(value: Json, prefix: Path = [], out: Path[] = []): Path[] {
	out.push(prefix);
	// A huge array from an earlier mutation: its first elements stand for the rest.
	if (Array.isArray(value)) value.slice(0, 50).forEach((x, i) => pathsOf(x, [...prefix, i], out));
	else if (value && typeof value === 'object')
		for (const [k, x] of Object.entries(value)) pathsOf(x, [...prefix, k], out);
	return out;
}

export function getAt(value: Json, path: Path): Json | undefined {
	let cur: Json | undefined = value;
	for (const k of path) {
		if (cur === null || typeof cur !== 'object') return undefined;
		cur = (cur as Record<string, Json>)[k as string];
	}
	return cur;
}

/** Returns a copy of `root` with `fn` applied at `path` (`undefined` from fn drops the key). */
function editAt(root: Json, path: Path, fn: (old: Json) => Json | undefined): Json {
	if (path.length === 0) return fn(root) ?? null;
	const [head, ...rest] = path as [string | number, ...Path];
	if (Array.isArray(root)) {
		const copy = [...root];
		const next = rest.length ? editAt(copy[head as number] as Json, rest, fn) : fn(copy[head as number] as Json);
		if (next === undefined) copy.splice(head as number, 1);
		else copy[head as number] = next;
		return copy;
	}
	const copy: Record<string, Json> = { ...(root as Record<string, Json>) };
	const next = rest.length ? editAt(copy[head] as Json, rest, fn) : fn(copy[head] as Json);
	if (next === undefined) delete copy[head];
	else copy[head] = next;
	return copy;
}

const HOSTILE_KEYS = [
	'__proto__',
	'constructor',
	'prototype',
	'toString',
	'hasOwnProperty',
	'valueOf',
	'',
	' ',
	'a.b',
	'0',
	'answer',
	'refusal',
	'welcome',
	'unavailable',
	'connected',
	'failed',
	'state'
];
const TYPE_SWAPS: Json[] = [null, true, false, 0, -1, '', 'x', [], {}, 1.5, '1', ['x'], { x: 1 }];
const ENUM_SWAPS = (s: string) => [
	s.toUpperCase(),
	`${s}_v58`,
	`${s} `,
	` ${s}`,
	s.slice(0, -1),
	'E_FROM_THE_FUTURE',
	'xhigh',
	'named',
	'ask',
	s + '\u200b',
	s.normalize('NFD') + '\u0301'
];
const BAD_NUMBERS = [
	'1e400',
	'-1e400',
	'-1',
	'-0',
	'4294967296',
	'9007199254740993',
	'1e21',
	'1.5',
	'0.1',
	'1e-7',
	'-9007199254740993',
	'123456789012345678901234567890',
	'2.0000000001'
];
const MB = 1 << 20;

export type Mutation = {
	op:
		| 'drop'
		| 'changeType'
		| 'unknownEnum'
		| 'hugeArray'
		| 'deep'
		| 'bigString'
		| 'surrogate'
		| 'badNumber'
		| 'float'
		| 'rename'
		| 'unknownKey'
		| 'wrap';
	at: number;
	pick: number;
	size: number;
};

export const mutation: fc.Arbitrary<Mutation> = fc.record({
	op: fc.oneof(
		{
			weight: 24,
			arbitrary: fc.constantFrom(
				'drop',
				'changeType',
				'unknownEnum',
				'rename',
				'unknownKey',
				'badNumber',
				'float',
				'wrap',
				'surrogate'
			)
		},
		{ weight: 1, arbitrary: fc.constantFrom('hugeArray', 'deep', 'bigString') }
	) as fc.Arbitrary<Mutation['op']>,
	at: fc.nat(),
	pick: fc.nat(),
	size: fc.integer({ min: 0, max: 3 })
});

/** Applies one mutation; returns the new value and the path it touched. */
export function mutate(value: Json, m: Mutation): { value: Json; path: Path } {
	const paths = pathsOf(value);
	const path = paths[m.at % paths.length] as Path;
	const old = getAt(value, path) as Json;
	const parentPath = path.slice(0, -1);
	const last = path.at(-1);
	switch (m.op) {
		case 'drop':
			if (path.length === 0) return { value: {}, path };
			return { value: editAt(value, path, () => undefined), path: parentPath };
		case 'changeType': {
			const swaps = TYPE_SWAPS.filter((x) => typeof x !== typeof old || Array.isArray(x) !== Array.isArray(old));
			return { value: editAt(value, path, () => swaps[m.pick % swaps.length] as Json), path };
		}
		case 'unknownEnum': {
			const s = typeof old === 'string' ? old : 'status';
			const swaps = ENUM_SWAPS(s);
			return { value: editAt(value, path, () => swaps[m.pick % swaps.length] as string), path };
		}
		case 'rename': {
			if (typeof last !== 'string') return mutate(value, { ...m, op: 'changeType' });
			const key = HOSTILE_KEYS[m.pick % HOSTILE_KEYS.length] as string;
			return {
				value: editAt(value, parentPath, (parent) => {
					const copy: Record<string, Json> = {};
					for (const [k, x] of Object.entries(parent as Record<string, Json>)) {
						if (k === last)
							Object.defineProperty(copy, key, { value: x, enumerable: true, writable: true, configurable: true });
						else copy[k] = x;
					}
					return copy;
				}),
				path: parentPath
			};
		}
		case 'unknownKey': {
			// Onto the nearest object at or above the chosen place.
			let objPath = path;
			while (
				objPath.length &&
				!(getAt(value, objPath) && typeof getAt(value, objPath) === 'object' && !Array.isArray(getAt(value, objPath)))
			)
				objPath = objPath.slice(0, -1);
			const key = HOSTILE_KEYS[m.pick % HOSTILE_KEYS.length] as string;
			const extra = TYPE_SWAPS[m.size % TYPE_SWAPS.length] as Json;
			return {
				value: editAt(value, objPath, (obj) => {
					if (!obj || typeof obj !== 'object' || Array.isArray(obj)) return obj;
					const copy: Record<string, Json> = { ...obj };
					Object.defineProperty(copy, key, { value: extra, enumerable: true, writable: true, configurable: true });
					return copy;
				}),
				path: objPath
			};
		}
		case 'badNumber':
			return { value: editAt(value, path, () => raw(BAD_NUMBERS[m.pick % BAD_NUMBERS.length] as string)), path };
		case 'float':
			return {
				value: editAt(value, path, (x) => (typeof x === 'number' ? x + 0.5 : raw(m.pick % 2 ? '2.5' : '1e-3'))),
				path
			};
		case 'wrap':
			return {
				value: editAt(value, path, (x) => (m.pick % 2 ? [x] : { [typeof last === 'string' ? last : 'value']: x })),
				path
			};
		case 'surrogate': {
			const lone = ['\ud800', '\udfff', '\udc00x', 'a\ud83d', '\ud83d\ud83d', '\u202e', '\u0000', '\ufeff'][
				m.pick % 8
			] as string;
			// JSON.stringify spells a lone surrogate as an escape; the text also carries one raw.
			return {
				value: editAt(value, path, (x) =>
					typeof x === 'string' ? x + lone : m.size % 2 ? raw(`"${lone}"`) : lone + 'x'
				),
				path
			};
		}
		case 'hugeArray': {
			// Capped near 2 MB of text, so a whole frame repeated stays a test of the decoder, not of memory.
			// A placeholder stands for text up to 300 KB long (deep nesting): count it at that.
			const text = JSON.stringify(old) ?? '';
			const size = text.length + (text.split(RAW.replace('\u0000', '\\u0000')).length - 1) * 300_000;
			const n = Math.max(2, Math.min([1000, 10_000, 50_000, 100_000][m.size] as number, Math.floor(2e6 / size)));
			return {
				value: editAt(value, path, (x) =>
					Array.isArray(x) && x.length ? Array.from({ length: n }, (_, i) => x[i % x.length] as Json) : Array(n).fill(x)
				),
				path
			};
		}
		case 'deep': {
			const depth = [100, 1000, 10_000, 50_000][m.size] as number;
			const text = m.pick % 2 ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
			return { value: editAt(value, path, () => raw(text)), path };
		}
		case 'bigString': {
			const unit = ['a', '<script>alert(1)</script>', '\u202e', '😀', '\u200b', 'javascript:alert(1)//'][
				m.pick % 6
			] as string;
			const s = unit.repeat(Math.ceil(MB / unit.length));
			return { value: editAt(value, path, (x) => (typeof x === 'string' || m.size % 2 ? s : [s])), path };
		}
	}
}

/** The frame's text, with the values JSON.stringify cannot spell spliced in. */
export function textOf(value: Json): string {
	let text = JSON.stringify(value);
	text = text.replace(/"\\u0000raw:(\d+)"/g, (_, i: string) => raws[Number(i)] as string);
	raws.length = 0;
	return text;
}
