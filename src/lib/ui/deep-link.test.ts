import { describe, expect, it } from 'vitest';
import { linkUrl, readLink } from './deep-link';

describe('deep links', () => {
	it('reads the target from the query and ignores empty or unknown keys', () => {
		expect(readLink('?addr=local&server=docs&tool=docs_search&x=1')).toEqual({ server: 'docs', tool: 'docs_search' });
		expect(readLink('?server=')).toEqual({});
	});

	it('keeps the base path and the address, drops the token, other targets and the fragment', () => {
		const here = 'https://host.example/settings/ai/mcp?addr=acme%2Flab&token=secret-pairing&endpoint=x#top';
		const url = linkUrl({ server: 'my docs', tool: 'a&b' }, here);
		expect(url).toBe('https://host.example/settings/ai/mcp?addr=acme%2Flab&server=my+docs&tool=a%26b');
		expect(url).not.toContain('secret-pairing');
		expect(readLink(new URL(url).search)).toEqual({ server: 'my docs', tool: 'a&b' });
		expect(linkUrl({ tag: 'main' }, 'http://127.0.0.1:4780/endpoints')).toBe(
			'http://127.0.0.1:4780/endpoints?tag=main'
		);
	});
});
