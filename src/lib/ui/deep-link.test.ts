import { describe, expect, it } from 'vitest';
import { linkUrl, missingTarget, readLink } from './deep-link';

describe('deep links', () => {
	it('reads the target from the query and ignores empty or unknown keys', () => {
		expect(readLink('?addr=local&server=docs&tool=docs_search&x=1')).toEqual({ server: 'docs', tool: 'docs_search' });
		expect(readLink('?server=')).toEqual({});
		// One account of an endpoint (the overview's key lines open its key field).
		expect(readLink('?addr=x&endpoint=anthropic&account=home')).toEqual({ endpoint: 'anthropic', account: 'home' });
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

describe('missingTarget', () => {
	const known = {
		servers: ['docs', 'github'],
		toolsOf: (s: string) => (s === 'docs' ? ['docs_search'] : null),
		endpoints: ['anthropic'],
		tags: ['main', 'digest']
	};
	it('names a server, tool, endpoint or tag the page does not have', () => {
		expect(missingTarget({ server: 'nope' }, known)).toEqual({ kind: 'server', name: 'nope' });
		expect(missingTarget({ server: 'docs', tool: 'x' }, known)).toEqual({ kind: 'tool', name: 'x', server: 'docs' });
		expect(missingTarget({ endpoint: 'gone' }, known)).toEqual({ kind: 'endpoint', name: 'gone' });
		expect(missingTarget({ tag: 'vision' }, known)).toEqual({ kind: 'tag', name: 'vision' });
	});
	it('says nothing of what exists, of tools not known yet, or of kinds the page does not judge', () => {
		expect(missingTarget({ server: 'docs', tool: 'docs_search' }, known)).toBeNull();
		expect(missingTarget({ server: 'github', tool: 'anything' }, known)).toBeNull();
		expect(missingTarget({ endpoint: 'anthropic', tag: 'main' }, known)).toBeNull();
		expect(missingTarget({ server: 'nope' }, { endpoints: [] })).toBeNull();
	});
});
