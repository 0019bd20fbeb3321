import { describe, expect, it } from 'vitest';
import { fieldSize } from './text-width';

describe('fieldSize', () => {
	it('counts a cell per character, two for a wide one, with room to spare', () => {
		expect(fieldSize('default as a settled request')).toBe(30);
		expect(fieldSize('默认 120000')).toBe(13);
		expect(fieldSize('默认：与已结束的请求相同')).toBe(26);
		expect(fieldSize('x')).toBe(12);
		expect(fieldSize(undefined)).toBeUndefined();
	});
});
