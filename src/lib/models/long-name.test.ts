import { describe, expect, it } from 'vitest';
import { NAME_SHOWN, shortName } from './long-name';

describe('long names', () => {
	it('leaves a name up to the limit whole, and cuts a longer one at a code point with "…"', () => {
		expect(shortName('OpenRouter')).toBe('OpenRouter');
		expect(shortName('x'.repeat(NAME_SHOWN))).toBe('x'.repeat(NAME_SHOWN));
		const long = 'y'.repeat(10_000);
		expect(shortName(long)).toBe(`${'y'.repeat(NAME_SHOWN)}…`);
		// An emoji across the cut stays whole.
		const emoji = `${'a'.repeat(NAME_SHOWN - 1)}🧑‍🚀tail`;
		expect(Array.from(shortName(emoji)).at(-2)).toBe('🧑');
	});
});
