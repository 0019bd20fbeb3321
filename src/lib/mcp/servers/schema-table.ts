/*
 * A tool's input schema as a readable table of parameters: name, type,
 * required, enum values, description, with nested objects (and arrays of
 * objects) indented under their parent. The table is a reading aid; the
 * schema as published is always one click away, so nothing here "fixes" it.
 */

type Json = Record<string, unknown>;
const isObj = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);

export interface ParamRow {
	/** A unique key for the row: the dot path of property names (`comments[].path`). */
	path: string;
	name: string;
	/** 0 for top-level parameters; one more per level of nesting. */
	depth: number;
	/** The type as written (`string`, `integer | null`, `array of object`), or null when the schema names none. */
	type: string | null;
	/** A `$ref` this parameter points to, verbatim. */
	ref: string | null;
	required: boolean;
	/** Enum values (or a `const`) as text: strings as they are, others as JSON. */
	enumValues: string[] | null;
	description: string | null;
	/** The reference points back into itself; not expanded again. */
	recursive: boolean;
}

export type SchemaTable =
	| { kind: 'empty' } // `{}` or an object schema with no properties: takes no parameters
	| { kind: 'notObject' } // the table cannot read it; the published schema still shows it
	| { kind: 'rows'; rows: ParamRow[] };

const MAX_DEPTH = 8;

function typeText(s: Json): string | null {
	const t = s.type;
	if (typeof t === 'string') {
		if (t === 'array' && isObj(s.items)) {
			const inner = typeText(s.items) ?? refName(s.items);
			return inner ? `array of ${inner}` : 'array';
		}
		return t;
	}
	if (Array.isArray(t)) return t.map(String).join(' | ');
	for (const key of ['anyOf', 'oneOf'] as const) {
		const list = s[key];
		if (Array.isArray(list)) {
			const parts = list.filter(isObj).map((x) => typeText(x) ?? refName(x) ?? '?');
			if (parts.length) return parts.join(' | ');
		}
	}
	if (isObj(s.properties)) return 'object';
	return null;
}

function refName(s: Json): string | null {
	return typeof s.$ref === 'string' ? s.$ref : null;
}

function show(v: unknown): string {
	return typeof v === 'string' ? v : JSON.stringify(v);
}

/** Resolves a local `$ref` (`#/$defs/Name`, `#/definitions/Name`, any `#/…` pointer) against the root. */
export function resolveRef(root: Json, ref: string): Json | null {
	if (ref === '#') return root;
	if (!ref.startsWith('#/')) return null;
	let node: unknown = root;
	for (const raw of ref.slice(2).split('/')) {
		const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
		if (!isObj(node)) return null;
		node = node[key];
	}
	return isObj(node) ? node : null;
}

/** The parameters of an input schema, in a stable order: required ones first as listed, then the rest by name. */
export function schemaTable(schema: Json): SchemaTable {
	const props = schema.properties;
	if (schema.type !== undefined && schema.type !== 'object') return { kind: 'notObject' };
	if (props === undefined)
		return Object.keys(schema).some((k) => k === 'anyOf' || k === 'oneOf' || k === '$ref')
			? { kind: 'notObject' }
			: { kind: 'empty' };
	if (!isObj(props)) return { kind: 'notObject' };
	const rows: ParamRow[] = [];
	walk(schema, schema, 0, '', new Set(), rows);
	return rows.length ? { kind: 'rows', rows } : { kind: 'empty' };
}

function orderedKeys(props: Json, required: string[]): string[] {
	// Keys arrive sorted (WIRE.md §1), so the author's order is lost: required first keeps the important ones on top.
	const keys = Object.keys(props);
	const req = required.filter((k) => keys.includes(k));
	return [...req, ...keys.filter((k) => !req.includes(k)).sort()];
}

function walk(root: Json, node: Json, depth: number, prefix: string, refs: Set<string>, out: ParamRow[]): void {
	if (depth >= MAX_DEPTH || !isObj(node.properties)) return;
	const required = Array.isArray(node.required) ? node.required.filter((x): x is string => typeof x === 'string') : [];
	for (const name of orderedKeys(node.properties, required)) {
		const raw = node.properties[name];
		const path = prefix ? `${prefix}.${name}` : name;
		if (!isObj(raw)) {
			// `true`/`false` schemas: anything, or nothing, allowed.
			out.push({
				path,
				name,
				depth,
				type: raw === true ? null : show(raw),
				ref: null,
				required: required.includes(name),
				enumValues: null,
				description: null,
				recursive: false
			});
			continue;
		}
		const ref = refName(raw);
		const recursive = ref !== null && refs.has(ref);
		const target = ref && !recursive ? resolveRef(root, ref) : null;
		// Sibling keywords beside `$ref` (a description, say) win over the target's.
		const s: Json = target ? { ...target, ...raw } : raw;
		const enumValues = Array.isArray(s.enum) ? s.enum.map(show) : 'const' in s ? [show(s.const)] : null;
		const description =
			typeof s.description === 'string' ? s.description : typeof s.title === 'string' ? s.title : null;
		out.push({
			path,
			name,
			depth,
			type: typeText(target ?? raw) ?? (target ? typeText(s) : null),
			ref,
			required: required.includes(name),
			enumValues,
			description,
			recursive
		});
		if (recursive) continue;
		const nextRefs = ref ? new Set([...refs, ref]) : refs;
		if (isObj(s.properties)) walk(root, s, depth + 1, path, nextRefs, out);
		else if (isObj(s.items)) {
			const itemRef = refName(s.items);
			if (itemRef && nextRefs.has(itemRef)) continue;
			const item = itemRef ? resolveRef(root, itemRef) : s.items;
			if (item) walk(root, item, depth + 1, `${path}[]`, itemRef ? new Set([...nextRefs, itemRef]) : nextRefs, out);
		}
	}
}
