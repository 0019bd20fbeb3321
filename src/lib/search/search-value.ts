import { newIdem } from '$protocol/idem';
import type { Command } from '$protocol/schemas/commands';
import { LABEL_PATTERN } from '$protocol/schemas/common';
import type { SearchConfiguration, SearchSupplier } from '$protocol/schemas/search';

/** The three intents of `[search]`, as the page names them. */
export type SearchMode = 'default' | 'off' | 'custom';

/** Which of the three a value is. */
export function modeOf(search: SearchConfiguration): SearchMode {
	return search === 'default' || search === 'off' ? search : 'custom';
}

/** The listed suppliers of a value (none for `default` and `off`). */
export function suppliersOf(search: SearchConfiguration | null | undefined): SearchSupplier[] {
	return search == null || search === 'default' || search === 'off' ? [] : search.custom.suppliers;
}

/** The selected supplier's id of a custom value, else `null`. */
export function selectedOf(search: SearchConfiguration | null | undefined): string | null {
	return search == null || search === 'default' || search === 'off' ? null : search.custom.selected;
}

/** One spelling of a value, keys in the wire's order: a read-back equals a press exactly when these are equal. */
export function canonical(search: SearchConfiguration | null | undefined): string | null {
	if (search == null) return null;
	if (search === 'default' || search === 'off') return JSON.stringify(search);
	const { selected, suppliers } = search.custom;
	return JSON.stringify({
		custom: {
			selected,
			suppliers: suppliers.map((s) => ({
				id: s.id,
				url: s.url,
				remote: s.remote,
				query_field: s.query_field,
				objective_field: s.objective_field ?? null,
				count_field: s.count_field ?? null,
				accounts: s.accounts.map((a) => ({ id: a.id, reference: a.reference ?? null, header: a.header ?? null }))
			}))
		}
	});
}

/** `configure_city` carrying the whole `[search]` alone: the other keys `null` (left as they are). */
export function searchCommand(search: SearchConfiguration): Command {
	return { configure_city: { keep_warm: null, effort: null, search, idem: newIdem() } };
}

/** A change a person asks for, before it is reviewed: what `[search]` becomes is `nextSearch` of it. */
export type SearchChange =
	| { kind: 'mode'; mode: 'default' | 'off' }
	| { kind: 'select'; id: string }
	| { kind: 'add'; supplier: SearchSupplier }
	| { kind: 'edit'; was: string; supplier: SearchSupplier }
	| { kind: 'remove'; id: string }
	/** Undo: the value the city held before the last saved change, sent whole again. */
	| { kind: 'restore'; value: SearchConfiguration };

/**
 * The whole `[search]` a change makes of the city's own value (`null`: the city's file has none). Adding to a
 * value that lists nothing selects the new supplier (custom needs one selected); renaming the selected one
 * keeps it selected. `null` when the change does not apply (an id no longer listed, the selected one removed).
 */
export function nextSearch(city: SearchConfiguration | null, change: SearchChange): SearchConfiguration | null {
	const list = suppliersOf(city);
	const selected = selectedOf(city);
	const has = (id: string) => list.some((s) => s.id === id);
	switch (change.kind) {
		case 'mode':
			return change.mode;
		case 'restore':
			return change.value;
		case 'select':
			return has(change.id) ? { custom: { selected: change.id, suppliers: list } } : null;
		case 'add':
			if (has(change.supplier.id)) return null;
			return { custom: { selected: selected ?? change.supplier.id, suppliers: [...list, change.supplier] } };
		case 'edit': {
			if (!has(change.was)) return null;
			const suppliers = list.map((s) => (s.id === change.was ? change.supplier : s));
			return { custom: { selected: selected === change.was ? change.supplier.id : selected!, suppliers } };
		}
		case 'remove':
			if (!has(change.id) || removalBlock(city, change.id) !== null) return null;
			return { custom: { selected: selected!, suppliers: list.filter((s) => s.id !== change.id) } };
	}
}

/** Why a listed supplier cannot be removed (`selected`, `only`), or `null` when it can. */
export function removalBlock(city: SearchConfiguration | null, id: string): 'selected' | 'only' | null {
	if (selectedOf(city) === id) return 'selected';
	if (suppliersOf(city).length <= 1) return 'only';
	return null;
}

/** A supplier as typed in the form: every field text. */
export interface SupplierDraft {
	id: string;
	url: string;
	remote: string;
	query: string;
	count: string;
	objective: string;
}

export type DraftProblem = 'empty' | 'notLabel' | 'taken' | 'notHttp' | 'control' | 'twice';
export type DraftProblems = Partial<Record<keyof SupplierDraft, DraftProblem>>;

// C0 and C1 controls and DEL: a field name carrying one is never what the person meant.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

function isHttpUrl(text: string): boolean {
	try {
		return ['http:', 'https:'].includes(new URL(text).protocol);
	} catch {
		return false;
	}
}

/**
 * What is wrong with a typed supplier, field by field (empty when nothing): an id that is not a server label or
 * another supplier's (`taken` lists the ids it must not be), an address that is not http(s), a field name that is
 * empty, carries a control character, or names one remote field twice. Optional fields may be left empty.
 */
export function draftProblems(draft: SupplierDraft, taken: readonly string[]): DraftProblems {
	const problems: DraftProblems = {};
	const id = draft.id.trim();
	if (id === '') problems.id = 'empty';
	else if (!LABEL_PATTERN.test(id)) problems.id = 'notLabel';
	else if (taken.includes(id)) problems.id = 'taken';
	const url = draft.url.trim();
	if (url === '') problems.url = 'empty';
	else if (!isHttpUrl(url)) problems.url = 'notHttp';
	const named = new Set<string>();
	for (const key of ['remote', 'query', 'count', 'objective'] as const) {
		const value = draft[key];
		const optional = key === 'count' || key === 'objective';
		if (CONTROL.test(value)) problems[key] = 'control';
		else if (value.trim() === '') {
			if (!optional) problems[key] = 'empty';
		} else if (key !== 'remote') {
			if (named.has(value.trim())) problems[key] = 'twice';
			named.add(value.trim());
		}
	}
	return problems;
}

/** A new supplier's accounts before any is edited: one account, no key. */
export const NEW_ACCOUNTS: SearchSupplier['accounts'] = [{ id: 'main', reference: null, header: null }];

/** The supplier a valid draft stands for, with its accounts as edited (priority order). */
export function supplierOf(draft: SupplierDraft, accounts: SearchSupplier['accounts']): SearchSupplier {
	const opt = (s: string) => (s.trim() === '' ? null : s.trim());
	return {
		id: draft.id.trim(),
		url: draft.url.trim(),
		remote: draft.remote.trim(),
		query_field: draft.query.trim(),
		objective_field: opt(draft.objective),
		count_field: opt(draft.count),
		accounts
	};
}

/** The form's text for a listed supplier (or an empty one). */
export function draftOf(s: SearchSupplier | null): SupplierDraft {
	return {
		id: s?.id ?? '',
		url: s?.url ?? '',
		remote: s?.remote ?? '',
		query: s?.query_field ?? '',
		count: s?.count_field ?? '',
		objective: s?.objective_field ?? ''
	};
}
