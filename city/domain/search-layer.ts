import * as v from 'valibot';
import { emptyTuning, LABEL_PATTERN, SECRET_REF_PATTERN } from '../../protocol/schemas';
import type { SearchConfiguration, SearchSupplier } from '../../protocol/schemas/search';
import { Refused } from '../wire/refusal';
import { validateTuning } from './config-checks';

/*
 * The `[search]` table (WIRE.md §11.5, §12.6): how a layer file spells it, and what the real city refuses in
 * it (`city::config_layers::search`, docs/wire-provenance.md). The subjects are the source's words.
 */

const KEY = '[search]';

/** `[search]` as the file spells it: `choice` and, for `custom`, `selected` and `suppliers`. */
export interface SearchSection {
	choice: 'default' | 'off' | 'custom';
	selected?: string;
	suppliers?: {
		id: string;
		url: string;
		remote: string;
		query: string;
		objective?: string;
		count?: string;
		accounts: { id: string; reference?: string; header?: string }[];
	}[];
}

const Account = v.strictObject({
	id: v.string(),
	reference: v.optional(v.string()),
	header: v.optional(v.string())
});
const Supplier = v.strictObject({
	id: v.string(),
	url: v.string(),
	remote: v.string(),
	query: v.string(),
	objective: v.optional(v.string()),
	count: v.optional(v.string()),
	accounts: v.optional(v.array(Account), [])
});
const Section = v.strictObject({
	choice: v.picklist(['default', 'off', 'custom']),
	selected: v.optional(v.string()),
	suppliers: v.optional(v.array(Supplier))
});

/** A value the real city refuses, in its words: what is wrong (subject) and what to do (recovery). */
export interface SearchProblem {
	subject: string;
	recovery: string;
}

const FIX = 'change the value the message names, then send the whole [search] again';

/** The file's spelling of a value (the write face). */
export function fileForm(search: SearchConfiguration): SearchSection {
	if (search === 'default' || search === 'off') return { choice: search };
	const { selected, suppliers } = search.custom;
	return {
		choice: 'custom',
		selected,
		suppliers: suppliers.map((s) => ({
			id: s.id,
			url: s.url,
			remote: s.remote,
			query: s.query_field,
			...(s.objective_field != null ? { objective: s.objective_field } : {}),
			...(s.count_field != null ? { count: s.count_field } : {}),
			accounts: s.accounts.map((a) => ({
				id: a.id,
				...(a.reference != null ? { reference: a.reference } : {}),
				...(a.header != null ? { header: a.header } : {})
			}))
		}))
	};
}

/** Reads a file's `[search]` into the value it states; `fail` refuses (the file) with what the city says. */
export function searchOfFile(raw: unknown, fail: (why: string) => never): SearchConfiguration {
	const parsed = v.safeParse(Section, raw);
	if (!parsed.success) return fail(`${KEY}: ${parsed.issues[0].message}`);
	const s = parsed.output;
	if (s.choice !== 'custom') {
		if (s.selected !== undefined || s.suppliers !== undefined)
			fail(`${KEY}: \`selected\` and \`suppliers\` belong to \`choice = "custom"\``);
		return s.choice;
	}
	if (s.selected === undefined) return fail(`${KEY}: \`choice = "custom"\` names no \`selected\` supplier`);
	for (const label of [s.selected, ...(s.suppliers ?? []).flatMap((x) => [x.id, ...x.accounts.map((a) => a.id)])])
		if (!LABEL_PATTERN.test(label)) fail(`${KEY}: ${label}: use lowercase letters and digits only`);
	for (const a of (s.suppliers ?? []).flatMap((x) => x.accounts))
		if (a.reference !== undefined && !SECRET_REF_PATTERN.test(a.reference))
			fail(`${KEY}: account \`${a.id}\`: use a reference of the form secret:<realm>/<name>`);
	const value: SearchConfiguration = {
		custom: {
			selected: s.selected,
			suppliers: (s.suppliers ?? []).map((x) => ({
				id: x.id,
				url: x.url,
				remote: x.remote,
				query_field: x.query,
				objective_field: x.objective ?? null,
				count_field: x.count ?? null,
				accounts: x.accounts.map((a) => ({ id: a.id, reference: a.reference ?? null, header: a.header ?? null }))
			}))
		}
	};
	const problem = searchProblem(value);
	if (problem) fail(problem.subject);
	return value;
}

/** What the real city's `check` refuses in a whole value, first problem first; `null` when it takes it. */
export function searchProblem(search: SearchConfiguration): SearchProblem | null {
	if (search === 'default' || search === 'off') return null;
	const { selected, suppliers } = search.custom;
	if (suppliers.length === 0) return { subject: `${KEY}: \`custom\` lists no supplier`, recovery: FIX };
	const ids = new Set<string>();
	for (const s of suppliers) {
		if (ids.has(s.id)) return { subject: `${KEY}: two suppliers are named \`${s.id}\``, recovery: FIX };
		ids.add(s.id);
		const problem = supplierProblem(s);
		if (problem) return problem;
	}
	if (!ids.has(selected))
		return { subject: `${KEY}: \`selected = "${selected}"\` names no listed supplier`, recovery: FIX };
	return null;
}

function supplierProblem(s: SearchSupplier): SearchProblem | null {
	const at = `${KEY} supplier \`${s.id}\``;
	if (!isHttpUrl(s.url))
		return {
			subject: `${at}: the URL ${JSON.stringify(s.url)} is not http(s)`,
			recovery: 'enter an http:// or https:// URL, then save again'
		};
	const fields: [string, string | null | undefined][] = [
		['remote', s.remote],
		['query', s.query_field],
		['objective', s.objective_field],
		['count', s.count_field]
	];
	const named = new Set<string>();
	for (const [key, value] of fields) {
		if (value == null) continue;
		if (value.trim() === '') return { subject: `${at}: \`${key}\` is empty`, recovery: FIX };
		if (key === 'remote') continue;
		if (named.has(value)) return { subject: `${at}: \`${value}\` is mapped twice`, recovery: FIX };
		named.add(value);
	}
	// The provider account rules, as for an endpoint's accounts, named for this supplier.
	try {
		validateTuning(emptyTuning({ accounts: s.accounts }), 'check accounts');
	} catch (err) {
		if (!(err instanceof Refused)) throw err;
		return { subject: `${at}: ${err.ax.subject}`, recovery: err.ax.recovery };
	}
	// A key reaches the service only as the value of a header the account names.
	const keyed = s.accounts.find((a) => a.reference != null && a.header == null);
	if (keyed)
		return {
			subject: `${at}: account \`${keyed.id}\` has a key and no header`,
			recovery: 'name the header the service reads its key from, such as `x-api-key`'
		};
	return null;
}

function isHttpUrl(url: string): boolean {
	try {
		return ['http:', 'https:'].includes(new URL(url).protocol);
	} catch {
		return false;
	}
}
