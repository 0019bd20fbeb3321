import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Command } from '$protocol/schemas/commands';
import type { SearchConfiguration, SearchSupplier } from '$protocol/schemas/search';
import {
	canonical,
	draftOf,
	draftProblems,
	modeOf,
	nextSearch,
	removalBlock,
	searchCommand,
	supplierOf,
	NEW_ACCOUNTS
} from './search-value';

const supplier = (id: string): SearchSupplier => ({
	id,
	url: `https://${id}.example/mcp`,
	remote: 'web_search',
	query_field: 'query',
	objective_field: null,
	count_field: 'count',
	accounts: [{ id: 'main', reference: null, header: null }]
});
const two: SearchConfiguration = { custom: { selected: 'brave', suppliers: [supplier('brave'), supplier('kagi')] } };
const draft = { id: 'exa', url: 'https://exa.example/mcp', remote: 'search', query: 'q', count: '', objective: '' };

describe('nextSearch: the whole [search] a change makes', () => {
	it('restores (Undo) a whole earlier value as it was', () => {
		expect(nextSearch('off', { kind: 'restore', value: two })).toBe(two);
	});
	it('switches to default or off whole, dropping a custom list', () => {
		expect(nextSearch(two, { kind: 'mode', mode: 'off' })).toBe('off');
		expect(nextSearch(null, { kind: 'mode', mode: 'default' })).toBe('default');
	});
	it('adds to the end, keeping the selected one; the first added to no list is selected', () => {
		const added = nextSearch(two, { kind: 'add', supplier: supplier('exa') });
		expect(added).toEqual({ custom: { selected: 'brave', suppliers: [...suppliersOf2(), supplier('exa')] } });
		expect(nextSearch('default', { kind: 'add', supplier: supplier('exa') })).toEqual({
			custom: { selected: 'exa', suppliers: [supplier('exa')] }
		});
		expect(nextSearch(two, { kind: 'add', supplier: supplier('kagi') })).toBeNull();
	});
	it('edits in place, and a renamed selected supplier stays selected', () => {
		const renamed = { ...supplier('bravo') };
		expect(nextSearch(two, { kind: 'edit', was: 'brave', supplier: renamed })).toEqual({
			custom: { selected: 'bravo', suppliers: [renamed, supplier('kagi')] }
		});
	});
	it('selects only a listed supplier', () => {
		expect(nextSearch(two, { kind: 'select', id: 'kagi' })).toMatchObject({ custom: { selected: 'kagi' } });
		expect(nextSearch(two, { kind: 'select', id: 'nope' })).toBeNull();
	});
	it('never removes the selected or the only supplier', () => {
		expect(removalBlock(two, 'brave')).toBe('selected');
		expect(removalBlock(two, 'kagi')).toBeNull();
		expect(nextSearch(two, { kind: 'remove', id: 'brave' })).toBeNull();
		expect(nextSearch(two, { kind: 'remove', id: 'kagi' })).toEqual({
			custom: { selected: 'brave', suppliers: [supplier('brave')] }
		});
		const one: SearchConfiguration = { custom: { selected: 'zed', suppliers: [supplier('brave')] } };
		expect(removalBlock(one, 'brave')).toBe('only');
	});
});

function suppliersOf2() {
	return [supplier('brave'), supplier('kagi')];
}

describe('draftProblems: bad input stopped beside its field', () => {
	it('takes a good draft, optional fields empty', () => {
		expect(draftProblems(draft, ['brave'])).toEqual({});
	});
	it('stops an id that is not a server label or is taken', () => {
		expect(draftProblems({ ...draft, id: 'Exa-1' }, []).id).toBe('notLabel');
		expect(draftProblems({ ...draft, id: 'brave' }, ['brave']).id).toBe('taken');
		expect(draftProblems({ ...draft, id: ' ' }, []).id).toBe('empty');
	});
	it('stops an address that is not http(s)', () => {
		expect(draftProblems({ ...draft, url: 'ftp://exa.example' }, []).url).toBe('notHttp');
		expect(draftProblems({ ...draft, url: 'exa.example/mcp' }, []).url).toBe('notHttp');
		expect(draftProblems({ ...draft, url: 'http://localhost:8080/mcp' }, []).url).toBeUndefined();
	});
	it('stops a field name with a control character, an empty required one, one mapped twice', () => {
		expect(draftProblems({ ...draft, query: 'q\u0007' }, []).query).toBe('control');
		expect(draftProblems({ ...draft, count: 'n\n' }, []).count).toBe('control');
		expect(draftProblems({ ...draft, remote: '' }, []).remote).toBe('empty');
		expect(draftProblems({ ...draft, count: 'q' }, []).count).toBe('twice');
	});
});

describe('the value sent and read back', () => {
	it('makes a supplier of a draft with its accounts as edited', () => {
		const made = supplierOf({ ...draft, count: ' n ' }, NEW_ACCOUNTS);
		expect(made).toMatchObject({ id: 'exa', count_field: 'n', objective_field: null });
		expect(made.accounts).toEqual([{ id: 'main', reference: null, header: null }]);
		const keyed = { ...supplier('brave'), accounts: [{ id: 'a', reference: 'secret:search/x', header: 'h' }] };
		expect(supplierOf(draftOf(keyed), keyed.accounts).accounts).toBe(keyed.accounts);
		expect(supplierOf(draftOf(keyed), keyed.accounts)).toEqual(keyed);
	});
	it('spells equal values equally whatever their key order, and different ones differently', () => {
		const shuffled = {
			custom: {
				suppliers: two.custom.suppliers
					.map((s) => ({ ...s }))
					.reverse()
					.reverse(),
				selected: 'brave'
			}
		} as SearchConfiguration;
		expect(canonical(shuffled)).toBe(canonical(two));
		expect(canonical(nextSearch(two, { kind: 'select', id: 'kagi' }))).not.toBe(canonical(two));
		expect(canonical(null)).toBeNull();
		expect(modeOf(two)).toBe('custom');
	});
	it('sends [search] alone, in the grammar the connection checks', () => {
		for (const value of ['off', 'default', two] as SearchConfiguration[]) {
			const c = searchCommand(value);
			expect(c).toMatchObject({ configure_city: { effort: null, keep_warm: null, search: value } });
			expect(v.safeParse(Command, c).success).toBe(true);
		}
	});
});
