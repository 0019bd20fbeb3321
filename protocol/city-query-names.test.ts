import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CITY_QUERY_NAMES, CITY_QUERY_SOURCE } from './city-query-names';
import { Query, QUERY_NAMES } from './schemas/queries';

describe('the city’s query names', () => {
	it('come from the city’s source, with its file and commit', () => {
		expect(CITY_QUERY_SOURCE.path).toMatch(/query\.rs$/);
		expect(CITY_QUERY_SOURCE.commit).toMatch(/^[0-9a-f]{40}$/);
		expect(new Set(CITY_QUERY_NAMES).size).toBe(CITY_QUERY_NAMES.length);
	});

	it('include every question the app can ask', () => {
		expect(QUERY_NAMES.filter((name) => !CITY_QUERY_NAMES.includes(name))).toEqual([]);
	});

	it('the app cannot phrase a question by any other name', () => {
		for (const name of ['building', 'endpoints', 'mcp_status']) {
			expect(CITY_QUERY_NAMES).not.toContain(name);
			expect(v.is(Query, name)).toBe(false);
			expect(v.is(Query, { [name]: { addr: 'acme/lab' } })).toBe(false);
		}
	});
});
