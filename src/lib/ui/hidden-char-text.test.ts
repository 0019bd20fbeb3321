import { describe, expect, it } from 'vitest';
import { codePointName, hiddenCharRuns, withoutHiddenChars } from './hidden-char-text';

describe('hidden characters in the city’s text', () => {
	it('splits text into plain runs and one hidden character each, losing nothing', () => {
		const text = '\u202Eevil\u200Bid\u2066x\u2069';
		const runs = hiddenCharRuns(text);
		expect(runs).toEqual(['', '\u202E', 'evil', '\u200B', 'id', '\u2066', 'x', '\u2069', '']);
		expect(runs.join('')).toBe(text);
		expect(runs.filter((_, i) => i % 2 === 1).map(codePointName)).toEqual(['U+202E', 'U+200B', 'U+2066', 'U+2069']);
	});

	it('leaves plain text, right-to-left letters and emoji joiners whole', () => {
		for (const text of ['claude-sonnet-4-5', 'تعذّر الوصول', '🧑‍🚀', '']) expect(hiddenCharRuns(text)).toEqual([text]);
	});

	it('compares without hidden characters', () => {
		expect(withoutHiddenChars('\u202E\u200Fgpt\u00AD-5\uFEFF')).toBe('gpt-5');
	});
});
