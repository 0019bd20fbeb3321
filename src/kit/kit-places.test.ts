import { describe, expect, it } from 'vitest';
import { pageOfRoute, paramsOfSearch, placeUrl } from './kit-places';

describe("the app's places", () => {
	it('reads a place from the query and ignores empty or unknown keys, a token among them', () => {
		const search = new URLSearchParams('?addr=local&server=docs&tool=docs_search&x=1&token=secret-pairing');
		expect(paramsOfSearch(search)).toEqual({ addr: 'local', server: 'docs', tool: 'docs_search' });
		expect(paramsOfSearch(new URLSearchParams('?server='))).toEqual({});
		expect(paramsOfSearch(new URLSearchParams('?addr=x&endpoint=anthropic&account=home'))).toEqual({
			addr: 'x',
			endpoint: 'anthropic',
			account: 'home'
		});
	});

	it('keeps the base path and encodes every value', () => {
		expect(placeUrl('/settings/ai/mcp', { addr: 'acme/lab', server: 'my docs', tool: 'a&b' })).toBe(
			'/settings/ai/mcp?addr=acme%2Flab&server=my+docs&tool=a%26b'
		);
		expect(placeUrl('/endpoints', {})).toBe('/endpoints');
	});

	it('knows each page by its route, and nothing else', () => {
		expect(pageOfRoute('/')).toBe('overview');
		expect(pageOfRoute('/browsers')).toBe('browsers');
		expect(pageOfRoute(null)).toBeNull();
		expect(pageOfRoute('/nowhere')).toBeNull();
	});
});
