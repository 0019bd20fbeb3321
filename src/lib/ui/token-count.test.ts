import { describe, expect, it } from 'vitest';
import { compactCount, compactIsApproximate, groupedCount } from './token-count';

describe('token counts', () => {
	it('groups digits as the page language does', () => {
		expect(groupedCount(131072, 'en')).toBe('131,072');
		expect(groupedCount(400000, 'en')).toBe('400,000');
		expect(groupedCount(131072, 'zh')).toBe('131,072');
		expect(groupedCount(0, 'en')).toBe('0');
		expect(groupedCount(999, 'en')).toBe('999');
	});

	it('shortens to K and M, binary sizes as they are named', () => {
		expect(compactCount(131072, 'en')).toBe('128K');
		expect(compactCount(200000, 'en')).toBe('200K');
		expect(compactCount(400000, 'en')).toBe('400K');
		expect(compactCount(1048576, 'en')).toBe('1M');
		expect(compactCount(1000000, 'en')).toBe('1M');
		expect(compactCount(64000, 'en')).toBe('64K');
		expect(compactCount(131500, 'en')).toBe('131.5K');
		expect(compactCount(512, 'en')).toBe('512');
		expect(compactCount(0, 'en')).toBe('0');
	});

	it('says when the short form hides digits', () => {
		expect(compactIsApproximate(131072, 'en')).toBe(true);
		expect(compactIsApproximate(512, 'en')).toBe(false);
	});
});
