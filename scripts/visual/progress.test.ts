import { describe, expect, it } from 'vitest';
import { formatDuration, progressLine } from './progress';

describe('progress', () => {
	it('writes durations in seconds, then minutes and seconds', () => {
		expect(formatDuration(0)).toBe('0s');
		expect(formatDuration(42_400)).toBe('42s');
		expect(formatDuration(65_000)).toBe('1m05s');
		expect(formatDuration(600_000)).toBe('10m00s');
	});

	it('estimates what is left from the pace so far', () => {
		expect(progressLine('capturing', 25, 100, 30_000)).toBe('capturing 25/100 (25%) · 30s elapsed · about 1m30s left');
	});

	it('gives no estimate before the first is done, and says done at the end', () => {
		expect(progressLine('capturing', 0, 10, 500)).toBe('capturing 0/10 (0%) · 1s elapsed · estimating time left');
		expect(progressLine('capturing', 10, 10, 61_000)).toBe('capturing 10/10 (100%) · 1m01s elapsed · done');
	});
});
