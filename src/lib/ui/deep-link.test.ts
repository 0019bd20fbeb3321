import { describe, expect, it } from 'vitest';
import { missingTarget } from './deep-link';

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
