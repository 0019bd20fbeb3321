import { shellWord } from '$protocol/mcp-target';
import type { McpServer } from '$protocol/schemas/mcp';
import { diffLists, type ListDiff } from './list-diff';

// Apart from list-diff.ts, which the page's first load carries (a module goes whole into one chunk): only the
// parts fetched later (the review, the conflict notice, the undo bar) pair renames and name each field.

/** A server's field the review names: each one that differs is listed, none left out. */
export type ServerField = 'label' | 'transport' | 'command' | 'args' | 'url' | 'env' | 'headers';

/** One field of a changed server, before and after, as text (`null`: not there on that side). */
export interface FieldChange {
	field: ServerField;
	/** The variable's or header's name for `env` and `headers`; `null` for the other fields. */
	name: string | null;
	before: string | null;
	after: string | null;
}

interface Parts {
	transport: string;
	command: string | null;
	args: string | null;
	url: string | null;
	env: readonly (readonly [string, string])[];
	headers: readonly (readonly [string, string])[];
}

function partsOf(s: McpServer): Parts {
	const t = s.transport;
	if ('stdio' in t) {
		const { command, args, env } = t.stdio;
		return { transport: 'stdio', command, args: args.map(shellWord).join(' '), url: null, env, headers: [] };
	}
	const [transport, remote] = 'http' in t ? ['http', t.http] : ['sse', t.sse];
	return { transport, command: null, args: null, url: remote.url, env: [], headers: remote.headers };
}

/** Name/value pairs by name (a repeated name by its occurrence), so each pair is compared with its own. */
function byName(pairs: readonly (readonly [string, string])[]): Map<string, [string, string]> {
	const out = new Map<string, [string, string]>();
	const seen = new Map<string, number>();
	for (const [name, value] of pairs) {
		const n = seen.get(name) ?? 0;
		seen.set(name, n + 1);
		out.set(`${name}\u0000${n}`, [name, value]);
	}
	return out;
}

function pairChanges(
	field: 'env' | 'headers',
	from: readonly (readonly [string, string])[],
	to: readonly (readonly [string, string])[]
): FieldChange[] {
	const before = byName(from);
	const after = byName(to);
	const out: FieldChange[] = [];
	for (const [key, [name, value]] of before) {
		const now = after.get(key);
		if (!now) out.push({ field, name, before: value, after: null });
		else if (now[1] !== value) out.push({ field, name, before: value, after: now[1] });
	}
	for (const [key, [name, value]] of after) if (!before.has(key)) out.push({ field, name, before: null, after: value });
	// Only the order differs: the names in their order, before and after.
	if (!out.length && JSON.stringify(from) !== JSON.stringify(to)) {
		const names = (pairs: readonly (readonly [string, string])[]) => pairs.map(([n]) => n).join(', ');
		out.push({ field, name: null, before: names(from), after: names(to) });
	}
	return out;
}

/** Every field in which two servers differ: label, transport, command, arguments, URL, each variable and header. */
export function serverChanges(before: McpServer, after: McpServer): FieldChange[] {
	const a = partsOf(before);
	const b = partsOf(after);
	const out: FieldChange[] = [];
	const one = (field: ServerField, x: string | null, y: string | null) => {
		if (x !== y) out.push({ field, name: null, before: x, after: y });
	};
	one('label', before.label, after.label);
	one('transport', a.transport, b.transport);
	one('command', a.command, b.command);
	one('args', a.args, b.args);
	one('url', a.url, b.url);
	return [...out, ...pairChanges('env', a.env, b.env), ...pairChanges('headers', a.headers, b.headers)];
}

/**
 * Removed and added servers that stand in the same place with the same servers before them: one server
 * renamed in place (an edit that changed its label).
 */
function renames(from: readonly McpServer[], to: readonly McpServer[], gone: Set<string>, fresh: Set<string>) {
	const pairs = new Map<McpServer, McpServer>();
	for (let i = 0; i < Math.min(from.length, to.length); i++) {
		const [a, b] = [from[i]!, to[i]!];
		if (a.label === b.label) continue;
		if (!gone.has(a.label) || !fresh.has(b.label)) break;
		pairs.set(b, a);
	}
	return pairs;
}

/**
 * The difference a person reviews: `diffLists`, with a server renamed in place shown as one change (with its
 * other changes, `serverChanges`) instead of one added and one removed.
 */
export function reviewDiff(from: readonly McpServer[] | null, to: readonly McpServer[] | null): ListDiff {
	const d = diffLists(from, to);
	const gone = new Set(d.removed.map((s) => s.label));
	const fresh = new Set(d.added.map((s) => s.label));
	const renamed = renames(from ?? [], to ?? [], gone, fresh);
	if (!renamed.size) return d;
	const was = new Set([...renamed.values()]);
	const changed = (to ?? []).flatMap((s) => {
		const old = renamed.get(s);
		if (old) return [{ before: old, after: s }];
		return d.changed.filter((c) => c.after === s);
	});
	return {
		added: d.added.filter((s) => !renamed.has(s)),
		removed: d.removed.filter((s) => !was.has(s)),
		changed,
		reordered: d.reordered
	};
}
