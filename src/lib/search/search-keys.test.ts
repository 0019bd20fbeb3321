import { describe, expect, it } from 'vitest';
import type { SearchConfiguration, SearchSupplier } from '$protocol/schemas/search';
import { cityReference, searchKeyState, searchKeyTarget, searchReference } from './search-keys';

const supplier = (id: string, accounts: SearchSupplier['accounts']): SearchSupplier => ({
	id,
	url: `https://${id}.example/mcp`,
	remote: 'web_search',
	query_field: 'query',
	objective_field: null,
	count_field: null,
	accounts
});
const city: SearchConfiguration = {
	custom: {
		selected: 'brave',
		suppliers: [
			supplier('brave', [
				{ id: 'main', reference: 'secret:search/brave.main', header: 'x-api-key' },
				{ id: 'spare', reference: 'secret:vendor/spare-key', header: 'x-api-key' },
				{ id: 'open', reference: null, header: null }
			]),
			supplier('kagi', [{ id: 'main', reference: 'secret:search/copy.main', header: 'x-api-key' }])
		]
	}
};

describe('where a search account’s key is stored', () => {
	it('names the realm and name the city’s own client uses: search/<supplier>.<account>', () => {
		expect(searchReference('brave', 'main')).toBe('secret:search/brave.main');
		expect(searchKeyTarget(null, null, 'exa', 'main', null)).toEqual({ realm: 'search', name: 'exa.main' });
		expect(searchKeyTarget(city, 'brave', 'brave', 'open', null)).toEqual({ realm: 'search', name: 'brave.open' });
	});
	it('writes over the reference the city gives this very account, whatever its realm', () => {
		expect(searchKeyTarget(city, 'brave', 'brave', 'main', 'secret:search/brave.main')).toEqual({
			realm: 'search',
			name: 'brave.main'
		});
		expect(searchKeyTarget(city, 'brave', 'brave', 'spare', 'secret:vendor/spare-key')).toEqual({
			realm: 'vendor',
			name: 'spare-key'
		});
	});
	it('never writes over a key another account uses: a copy or a renamed account gets a name of its own', () => {
		// A copy of brave carries brave's reference; its key must not replace brave's.
		expect(searchKeyTarget(city, null, 'copy', 'main', 'secret:search/brave.main')).toEqual({
			realm: 'search',
			name: 'copy.main-2'
		});
		expect(searchKeyTarget(city, 'brave', 'brave', 'first', 'secret:search/brave.main')).toEqual({
			realm: 'search',
			name: 'brave.first'
		});
	});
});

describe('what the city says of an account', () => {
	it('matches by supplier and account id, never by position, and says nothing it was not told', () => {
		const status = [
			{ supplier: 'kagi', accounts: [{ id: 'main', key: 'missing' as const }] },
			{ supplier: 'brave', accounts: [{ id: 'main', key: 'stored' as const }] }
		];
		expect(searchKeyState(status, 'brave', 'main')).toBe('stored');
		expect(searchKeyState(status, 'kagi', 'main')).toBe('missing');
		expect(searchKeyState(status, 'brave', 'spare')).toBeNull();
		expect(cityReference(city, 'brave', 'open')).toBeNull();
		expect(cityReference(city, 'brave', 'gone')).toBeUndefined();
	});
});
