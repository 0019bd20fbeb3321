import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '$lib/i18n';
import { compactCount, groupedCount } from './token-count';

/**
 * Reads a short or grouped form back into a whole number, digit by digit (no floating point, so a
 * reading can never round its way to the count): `1,024K` → 1024000, `1.5M` → 1500000.
 */
function readBack(text: string): number {
	const m = /^(\d{1,3}(?:,\d{3})*)(?:\.(\d+))?([KM]?)$/.exec(text);
	if (!m) throw new Error(`not a count: ${text}`);
	const [, whole = '', fraction = '', unit] = m;
	const zeros = unit === 'M' ? 6 : unit === 'K' ? 3 : 0;
	if (fraction.length > zeros) throw new Error(`more decimals than the unit has: ${text}`);
	return Number(whole.replaceAll(',', '') + fraction + '0'.repeat(zeros - fraction.length));
}

/** Token counts models really state: round thousands, powers of two, their multiples, and odd ones. */
const realisticCount = fc.oneof(
	fc.integer({ min: 0, max: 4_000_000 }),
	fc.integer({ min: 1, max: 4000 }).map((n) => n * 1000),
	fc.integer({ min: 1, max: 40 }).map((n) => n * 100_000),
	fc.integer({ min: 1, max: 4000 }).map((n) => n * 1024),
	fc.integer({ min: 0, max: 22 }).map((n) => 2 ** n),
	fc.integer({ min: 1, max: 4000 }).map((n) => n * 100),
	fc.integer({ min: 1, max: 100 }).map((n) => n * 1_024_000)
);

describe('token counts', () => {
	it('groups digits as the page language does', () => {
		expect(groupedCount(131072, 'en')).toBe('131,072');
		expect(groupedCount(400000, 'en')).toBe('400,000');
		expect(groupedCount(131072, 'zh')).toBe('131,072');
		expect(groupedCount(0, 'en')).toBe('0');
		expect(groupedCount(999, 'en')).toBe('999');
	});

	it('shortens only where the short form is the count exactly', () => {
		expect(compactCount(128000, 'en')).toBe('128K');
		expect(compactCount(512000, 'en')).toBe('512K');
		expect(compactCount(1024000, 'en')).toBe('1,024K');
		expect(compactCount(200000, 'en')).toBe('200K');
		expect(compactCount(1000000, 'en')).toBe('1M');
		expect(compactCount(1500000, 'en')).toBe('1.5M');
		expect(compactCount(64000, 'en')).toBe('64K');
		expect(compactCount(131500, 'en')).toBe('131.5K');
		expect(compactCount(512, 'en')).toBe('512');
		expect(compactCount(0, 'en')).toBe('0');
	});

	it('keeps binary sizes whole instead of calling them K or M', () => {
		expect(compactCount(131072, 'en')).toBe('131,072');
		expect(compactCount(1048576, 'en')).toBe('1,048,576');
		expect(compactCount(8192, 'en')).toBe('8,192');
		expect(compactCount(131050, 'en')).toBe('131,050');
	});

	it('never names another number than the count, in any language the page speaks', () => {
		fc.assert(
			fc.property(realisticCount, fc.constantFrom<Lang>(...LANGS), (count, lang) => {
				expect(readBack(compactCount(count, lang))).toBe(count);
				expect(readBack(groupedCount(count, lang))).toBe(count);
			}),
			{ numRuns: 2000 }
		);
	});

	it('never rounds a count that is not a whole number', () => {
		expect(groupedCount(1.5, 'en')).toBe('1.5');
		expect(compactCount(1500.5, 'en')).toBe('1500.5');
	});
});
