import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasAllWords, narrows, searchKey, searchWords } from './search-words';

describe('search by words', () => {
	it('matches every word in any order, dots and underscores read as hyphens', () => {
		const key = searchKey('claude-sonnet-4-5-20250929\nanthropic/claude-sonnet-4.5\nOpenRouter');
		for (const q of ['claude sonnet', 'sonnet claude', 'sonnet 4.5', 'SONNET  4-5', 'openrouter sonnet'])
			expect(hasAllWords(key, searchWords(q)), q).toBe(true);
		expect(hasAllWords(key, searchWords('sonnet opus'))).toBe(false);
		expect(hasAllWords(searchKey('brave_web_search'), searchWords('brave web'))).toBe(true);
	});

	it('has no words for blank text, and knows when typing on only narrows', () => {
		expect(searchWords('   ')).toEqual([]);
		expect(narrows(searchWords('son'), searchWords('sonnet 4'))).toBe(true);
		expect(narrows(searchWords('sonnet 4'), searchWords('sonnet'))).toBe(false);
		expect(narrows([], searchWords('x'))).toBe(true);
	});

	it('keys a joined text as the join of its parts’ keys, and skips no separator (fast-check)', () => {
		const text = fc.string({ unit: fc.constantFrom('a', 'B', '.', '_', '-', 'Σ', 'İ', ' ', '4') });
		fc.assert(
			fc.property(text, text, (a, b) => {
				expect(searchKey(a)).toBe(a.toLowerCase().replace(/[._]/g, '-'));
				expect(searchKey(`${a}\n${b}`)).toBe(`${searchKey(a)}\n${searchKey(b)}`);
			})
		);
	});
});
