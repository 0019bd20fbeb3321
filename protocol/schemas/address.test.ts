import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTROL_CHARS, isAddress } from './common';

/** The rule as it was first written (split, then a pattern per segment): the one pattern must agree. */
function asWritten(s: string): boolean {
	if (s.length === 0 || s.startsWith('/') || s.includes('\\') || s.includes(':')) return false;
	if (CONTROL_CHARS.test(s)) return false;
	return s.split('/').every((seg) => seg !== '' && seg !== '.' && seg !== '..' && !/[.\s]$/.test(seg));
}

const PIECES = ['a', 'lab', 'z9', '/', '.', '..', ' ', '\t', '\\', ':', '\u0000', '\u007f', '\u0085', '\u009f'];
const MORE = ['\u00a0', '\u1680', '\u2003', '\u2028', '\u202f', '\u3000', '\ufeff', 'é', '\ud800', '😀', '-', '_'];

describe('isAddress', () => {
	it('agrees with the rule as first written on generated addresses', () => {
		const piece = fc.constantFrom(...PIECES, ...MORE);
		fc.assert(
			fc.property(fc.array(piece, { maxLength: 12 }), (parts) => {
				const s = parts.join('');
				expect(isAddress(s)).toBe(asWritten(s));
			}),
			{ numRuns: 20_000 }
		);
		fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 16 }), (s) => isAddress(s) === asWritten(s)));
	});

	it('takes time in proportion to the length, also on a hostile megabyte that fails at its end', () => {
		for (const s of ['a/'.repeat(500_000) + 'a.', 'a '.repeat(500_000) + '.', 'a/'.repeat(500_000)]) {
			const t0 = performance.now();
			expect(isAddress(s)).toBe(false);
			expect(performance.now() - t0).toBeLessThan(500);
		}
		expect(isAddress('ab/'.repeat(300_000) + 'c')).toBe(true);
	});

	it('reads the usual addresses and refuses the usual mistakes', () => {
		for (const ok of ['acme', 'acme/lab', 'acme/lab/ada', 'a.b/c', 'x/.y']) expect(isAddress(ok)).toBe(true);
		for (const no of ['', '/acme', 'acme/', 'acme//lab', 'acme/.', 'acme/..', 'a:b', 'a\\b', 'lab ', 'lab.\u00a0'])
			expect(isAddress(no)).toBe(false);
	});
});
