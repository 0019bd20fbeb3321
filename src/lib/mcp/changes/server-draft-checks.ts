import { LABEL_PATTERN, SECRET_REF_PATTERN } from '$protocol/schemas/common';
import type { McpServer } from '$protocol/schemas/mcp';
import { isSecretRef } from '$protocol/schemas/common';
import { looksLikeCredential } from './credentials';

/*
 * The one validator behind every way of adding a server (the stdio form, the
 * http/sse form and the paste box). It reports every reason a draft cannot be
 * sent, each tied to the control it concerns, so the form can show it before
 * the press. The city's own check stays final.
 */

export type TransportKind = 'stdio' | 'http' | 'sse';

/** One name/value row (an environment variable or a header). */
export interface PairDraft {
	name: string;
	value: string;
	/** The person accepted the offer to store this value in the vault. */
	vault: boolean;
	/** The person answered the offer themselves; typing no longer changes it. */
	vaultChosen?: boolean;
}

/** A server as a person is writing it. */
export interface ServerDraft {
	label: string;
	kind: TransportKind;
	command: string;
	/** One argument per row, so an argument with spaces is never split. */
	args: string[];
	env: PairDraft[];
	url: string;
	headers: PairDraft[];
}

export type ProblemCode =
	| 'labelEmpty'
	| 'labelGrammar'
	| 'labelTaken'
	| 'labelTakenInPaste'
	| 'commandEmpty'
	| 'urlEmpty'
	| 'urlNotHttp'
	| 'urlSpace'
	| 'pairNoName'
	| 'envNameBad'
	| 'envNameDuplicate'
	| 'headerNameBad'
	| 'headerNameDuplicate'
	| 'secretRefBad'
	| 'variable';

/** One reason a draft cannot be sent. `field` names the control: `label`, `url`, `env.2.name`… */
export interface Problem {
	field: string;
	code: ProblemCode;
}

/** HTTP token characters (RFC 9110 §5.6.2): what a header name may contain. */
const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** `${input:x}`, `${env:X}`, `${X}`, `${workspaceFolder}`: placeholders the city does not fill in. */
const VARIABLE = /\$\{[^}]*\}/;

/** An empty draft of the given transport. */
export function emptyDraft(kind: TransportKind = 'stdio'): ServerDraft {
	return { label: '', kind, command: '', args: [], env: [], url: '', headers: [] };
}

/** A pair row as the paste reader and forms create it: credential-looking values are offered to the vault. */
export function pairDraft(name: string, value: string): PairDraft {
	return { name, value, vault: looksLikeCredential(name, value) };
}

function isBlank(p: PairDraft): boolean {
	return p.name.trim() === '' && p.value === '';
}

function isHttpUrl(s: string): boolean {
	try {
		const u = new URL(s);
		return (u.protocol === 'http:' || u.protocol === 'https:') && u.host !== '';
	} catch {
		return false;
	}
}

/**
 * Every reason `draft` cannot be sent, in the order of the form's controls.
 * `takenLabels`: the labels already in the building's own list; `pasteLabels`:
 * for a paste, those of the entries before this one.
 */
export function validateDraft(
	draft: ServerDraft,
	takenLabels: Iterable<string>,
	pasteLabels: Iterable<string> = []
): Problem[] {
	const problems: Problem[] = [];
	const add = (field: string, code: ProblemCode) => problems.push({ field, code });
	const label = draft.label;
	if (label === '') add('label', 'labelEmpty');
	else if (!LABEL_PATTERN.test(label)) add('label', 'labelGrammar');
	else if (new Set(takenLabels).has(label)) add('label', 'labelTaken');
	else if (new Set(pasteLabels).has(label)) add('label', 'labelTakenInPaste');

	if (draft.kind === 'stdio') {
		if (draft.command.trim() === '') add('command', 'commandEmpty');
		else if (VARIABLE.test(draft.command)) add('command', 'variable');
		draft.args.forEach((a, i) => {
			if (VARIABLE.test(a)) add(`args.${i}`, 'variable');
		});
		checkPairs(draft.env, 'env', (n) => n.includes('=') || n.includes('\u0000'), 'envNameBad', add);
	} else {
		const url = draft.url.trim();
		if (url === '') add('url', 'urlEmpty');
		else if (VARIABLE.test(url)) add('url', 'variable');
		else if (/\s/.test(url)) add('url', 'urlSpace');
		else if (!isHttpUrl(url)) add('url', 'urlNotHttp');
		checkPairs(draft.headers, 'headers', (n) => !HEADER_NAME.test(n), 'headerNameBad', add);
	}
	return problems;
}

function checkPairs(
	pairs: PairDraft[],
	prefix: string,
	badName: (name: string) => boolean,
	badCode: ProblemCode,
	add: (field: string, code: ProblemCode) => void
): void {
	// Header names ignore case (RFC 9110 §5.1); environment names do not.
	const key = (n: string) => (prefix === 'headers' ? n.trim().toLowerCase() : n.trim());
	const seen = new Set<string>();
	pairs.forEach((p, i) => {
		if (isBlank(p)) return;
		// A value without a name is refused, never silently dropped.
		if (p.name.trim() === '') add(`${prefix}.${i}.name`, 'pairNoName');
		else if (badName(p.name.trim())) add(`${prefix}.${i}.name`, badCode);
		else if (seen.has(key(p.name)))
			add(`${prefix}.${i}.name`, prefix === 'headers' ? 'headerNameDuplicate' : 'envNameDuplicate');
		seen.add(key(p.name));
		if (p.value.startsWith('secret:') && !SECRET_REF_PATTERN.test(p.value)) add(`${prefix}.${i}.value`, 'secretRefBad');
		else if (!p.vault && VARIABLE.test(p.value)) add(`${prefix}.${i}.value`, 'variable');
	});
}

/** The problems that concern one control. */
export function problemsAt(problems: Problem[], field: string): Problem[] {
	return problems.filter((p) => p.field === field);
}

/** The pairs whose value should go into the vault before sending: accepted, non-empty, not a reference yet. */
export function pairsForVault(draft: ServerDraft): { list: 'env' | 'headers'; index: number; pair: PairDraft }[] {
	const list: 'env' | 'headers' = draft.kind === 'stdio' ? 'env' : 'headers';
	return draft[list]
		.map((pair, index) => ({ list, index, pair }))
		.filter(({ pair }) => pair.vault && pair.value !== '' && !isSecretRef(pair.value) && pair.name.trim() !== '');
}

/** The server a valid draft describes, as `configure_building` carries it. Blank rows are left out. */
export function draftToServer(draft: ServerDraft): McpServer {
	const pairs = (list: PairDraft[]): [string, string][] =>
		list.filter((p) => !isBlank(p)).map((p) => [p.name.trim(), p.value]);
	if (draft.kind === 'stdio') {
		return {
			label: draft.label,
			transport: {
				stdio: { command: draft.command.trim(), args: draft.args.filter((a) => a !== ''), env: pairs(draft.env) }
			}
		};
	}
	const remote = { url: draft.url.trim(), headers: pairs(draft.headers) };
	return draft.kind === 'http'
		? { label: draft.label, transport: { http: remote } }
		: { label: draft.label, transport: { sse: remote } };
}

/** A draft holding a server of the building's own list, for editing it in the form it was added with. */
export function serverToDraft(server: McpServer): ServerDraft {
	const t = server.transport;
	const pairs = (list: [string, string][]): PairDraft[] => list.map(([name, value]) => pairDraft(name, value));
	if ('stdio' in t) {
		const s = t.stdio;
		return { ...emptyDraft('stdio'), label: server.label, command: s.command, args: [...s.args], env: pairs(s.env) };
	}
	const [kind, r] = 'http' in t ? (['http', t.http] as const) : (['sse', t.sse] as const);
	return { ...emptyDraft(kind), label: server.label, url: r.url, headers: pairs(r.headers) };
}
