import {
	pairDraft,
	validateDraft,
	type PairDraft,
	type Problem,
	type ServerDraft,
	type TransportKind
} from './server-draft-checks';

/*
 * Reads the MCP server block other clients write, whole file or bare block:
 * - Claude Desktop (`claude_desktop_config.json`), Claude Code (`.mcp.json`) and
 *   Cursor (`.cursor/mcp.json`): `{"mcpServers": {"<name>": {…}}}`;
 * - VS Code (`.vscode/mcp.json`): `{"servers": {"<name>": {"type": …}}, "inputs": […]}`,
 *   or `settings.json` with `"mcp": {"servers": …}`; comments and trailing commas allowed.
 * Each server becomes a draft for the shared validator, or a reason it cannot be one.
 */

/** Why a pasted entry cannot become a draft at all. */
export type EntryReason =
	| { code: 'notObject' }
	| { code: 'noTarget' }
	| { code: 'bothTargets' }
	| { code: 'unknownType'; type: string }
	| { code: 'argsNotList' }
	| { code: 'pairsNotStrings'; field: 'env' | 'headers' }
	| { code: 'envFile' };

export interface PasteEntry {
	/** The server's name in the pasted file. */
	name: string;
	/** The label derived from the name (lower-case letters and digits). */
	label: string;
	draft: ServerDraft | null;
	reason: EntryReason | null;
	/** The validator's problems with the draft (empty when it can be added). */
	problems: Problem[];
}

export type PasteResult =
	| { kind: 'empty' }
	| { kind: 'unreadable'; detail: string }
	| { kind: 'noServers' }
	| { kind: 'read'; entries: PasteEntry[] };

type Json = Record<string, unknown>;
const isObj = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Calls `onCode` for each run of characters outside strings; strings are copied as they are. */
function outsideStrings(text: string, onCode: (code: string) => string): string {
	let out = '';
	let code = '';
	for (let i = 0; i < text.length;) {
		if (text[i] === '"') {
			let j = i + 1;
			while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
			out += onCode(code) + text.slice(i, j + 1);
			code = '';
			i = j + 1;
		} else if (text[i] === '/' && text[i + 1] === '/') {
			while (i < text.length && text[i] !== '\n') i++;
		} else if (text[i] === '/' && text[i + 1] === '*') {
			const end = text.indexOf('*/', i + 2);
			i = end === -1 ? text.length : end + 2;
		} else code += text[i++];
	}
	return out + onCode(code);
}

/** Removes `//` and `/* *\/` comments and trailing commas outside strings (JSONC, as VS Code writes it). */
export function stripJsonc(text: string): string {
	const noComments = outsideStrings(text, (code) => code);
	return outsideStrings(noComments, (code) => code.replace(/,(\s*[}\]])/g, '$1'));
}

function parseLoose(text: string): { ok: true; value: unknown } | { ok: false; detail: string } {
	const clean = stripJsonc(text).trim();
	try {
		return { ok: true, value: JSON.parse(clean) };
	} catch (first) {
		// A bare block: `"mcpServers": {…}` or `"github": {…}, "linear": {…}` without the outer braces.
		if (clean.startsWith('"')) {
			try {
				return { ok: true, value: JSON.parse(stripJsonc(`{${clean.replace(/,\s*$/, '')}}`)) };
			} catch {
				// Report the first error: it names the place in what the person pasted.
			}
		}
		return { ok: false, detail: first instanceof Error ? first.message : String(first) };
	}
}

const looksLikeServer = (x: unknown) => isObj(x) && ('command' in x || 'url' in x || 'serverUrl' in x || 'type' in x);

/** Finds the name → server map in whatever was pasted. */
function serverMap(value: unknown): Json | null {
	if (!isObj(value)) return null;
	if (isObj(value.mcpServers)) return value.mcpServers;
	if (isObj(value.servers)) return value.servers;
	if (isObj(value.mcp) && isObj(value.mcp.servers)) return value.mcp.servers;
	const values = Object.values(value);
	if (values.length && values.every(looksLikeServer)) return value;
	return null;
}

/** The label a pasted name becomes: lower-case letters and digits only (`brave-search` → `bravesearch`). */
export function labelFromName(name: string): string {
	return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function readPairs(x: unknown): PairDraft[] | null {
	if (x === undefined || x === null) return [];
	if (!isObj(x)) return null;
	const out: PairDraft[] = [];
	for (const [name, value] of Object.entries(x)) {
		if (typeof value === 'string') out.push(pairDraft(name, value));
		else if (typeof value === 'number' || typeof value === 'boolean') out.push(pairDraft(name, String(value)));
		else return null;
	}
	return out;
}

function kindOf(type: string): TransportKind | null {
	switch (type.toLowerCase()) {
		case 'stdio':
			return 'stdio';
		case 'http':
		case 'streamable-http':
		case 'streamablehttp':
		case 'streamable_http':
			return 'http';
		case 'sse':
			return 'sse';
		default:
			return null;
	}
}

function readEntry(name: string, raw: unknown): Omit<PasteEntry, 'problems'> {
	const label = labelFromName(name);
	const fail = (reason: EntryReason) => ({ name, label, draft: null, reason });
	if (!isObj(raw)) return fail({ code: 'notObject' });
	const url = typeof raw.url === 'string' ? raw.url : typeof raw.serverUrl === 'string' ? raw.serverUrl : null;
	const command = typeof raw.command === 'string' ? raw.command : null;
	let kind: TransportKind | null;
	if (typeof raw.type === 'string') {
		kind = kindOf(raw.type);
		if (!kind) return fail({ code: 'unknownType', type: raw.type });
	} else if (command !== null && url !== null) return fail({ code: 'bothTargets' });
	else if (command !== null) kind = 'stdio';
	else if (url !== null) kind = /\/sse\/?([?#]|$)/.test(url) ? 'sse' : 'http';
	else return fail({ code: 'noTarget' });

	if (kind === 'stdio') {
		if (command === null) return fail({ code: 'noTarget' });
		if (raw.args !== undefined && (!Array.isArray(raw.args) || !raw.args.every((a) => typeof a === 'string'))) {
			return fail({ code: 'argsNotList' });
		}
		// The city cannot read a file on the person's machine for them.
		if (typeof raw.envFile === 'string') return fail({ code: 'envFile' });
		const env = readPairs(raw.env);
		if (!env) return fail({ code: 'pairsNotStrings', field: 'env' });
		const args = (raw.args as string[] | undefined) ?? [];
		return { name, label, reason: null, draft: { label, kind, command, args: [...args], env, url: '', headers: [] } };
	}
	if (url === null) return fail({ code: 'noTarget' });
	const headers = readPairs(raw.headers);
	if (!headers) return fail({ code: 'pairsNotStrings', field: 'headers' });
	return { name, label, reason: null, draft: { label, kind, command: '', args: [], env: [], url, headers } };
}

/**
 * Reads pasted text into one entry per server, in the file's order, each
 * checked by the shared validator against `takenLabels` and the entries before it.
 */
export function readPaste(text: string, takenLabels: Iterable<string>): PasteResult {
	if (text.trim() === '') return { kind: 'empty' };
	const parsed = parseLoose(text);
	if (!parsed.ok) return { kind: 'unreadable', detail: parsed.detail };
	const map = serverMap(parsed.value);
	if (!map || Object.keys(map).length === 0) return { kind: 'noServers' };
	const taken = [...takenLabels];
	const earlier = new Set<string>();
	const entries = Object.entries(map).map(([name, raw]) => {
		const entry = readEntry(name, raw);
		const problems = entry.draft ? validateDraft(entry.draft, taken, earlier) : [];
		if (entry.draft && problems.length === 0) earlier.add(entry.label);
		return { ...entry, problems };
	});
	return { kind: 'read', entries };
}

/** The entries that can be added as they are. */
export function addable(result: PasteResult): (PasteEntry & { draft: ServerDraft })[] {
	if (result.kind !== 'read') return [];
	return result.entries.filter(
		(e): e is PasteEntry & { draft: ServerDraft } => e.draft !== null && e.problems.length === 0
	);
}

/**
 * Writes drafts back as an `mcpServers` block (the Claude Code shape), so the
 * paste box can hold references in place of values that went into the vault.
 */
export function writeMcpServers(drafts: readonly ServerDraft[]): string {
	const obj = (pairs: PairDraft[]) =>
		Object.fromEntries(pairs.filter((p) => p.name.trim() !== '' || p.value !== '').map((p) => [p.name, p.value]));
	const servers = Object.fromEntries(
		drafts.map((d) => [
			d.label,
			d.kind === 'stdio'
				? { type: 'stdio', command: d.command, args: d.args, env: obj(d.env) }
				: { type: d.kind, url: d.url, headers: obj(d.headers) }
		])
	);
	return JSON.stringify({ mcpServers: servers }, null, 2);
}

/**
 * Names the control a problem concerns for a person reading the paste preview:
 * `env.0.value` becomes `env GITHUB_TOKEN` (value), by the row's name, not its index.
 */
export function fieldName(draft: ServerDraft | null, field: string): { field: string; part: 'name' | 'value' | null } {
	const m = /^(env|headers)\.(\d+)\.(name|value)$/.exec(field);
	if (!m || !draft) return { field, part: null };
	const list = m[1] as 'env' | 'headers';
	const name = draft[list][Number(m[2])]?.name.trim();
	return { field: name ? `${list} ${name}` : field, part: m[3] as 'name' | 'value' };
}
