import { describe, expect, it } from 'vitest';
import { exactTime, relativeTime } from './local-time';

const now = Date.UTC(2026, 11, 5, 12, 0, 0);

describe('relativeTime', () => {
	it('names the largest whole unit, in the past and the future', () => {
		expect(relativeTime(now - 3 * 86_400_000, now, 'en')).toBe('3 days ago');
		expect(relativeTime(now - 90 * 60_000, now, 'en')).toBe('1 hour ago');
		expect(relativeTime(now + 2 * 3_600_000, now, 'en')).toBe('in 2 hours');
		expect(relativeTime(now - 400, now, 'en')).toBe('now');
	});
	it('counts calendar days: 43 hours back is the day before yesterday, not yesterday', () => {
		const morning = new Date(2026, 11, 5, 7, 30).getTime();
		expect(relativeTime(new Date(2026, 11, 3, 12, 15).getTime(), morning, 'en')).toBe('2 days ago');
		expect(relativeTime(new Date(2026, 11, 4, 6, 0).getTime(), morning, 'en')).toBe('yesterday');
		expect(relativeTime(now - 9 * 86_400_000, now, 'en')).toBe('1 week ago');
	});
	it('speaks Chinese too', () => {
		expect(relativeTime(now - 86_400_000, now, 'zh')).toBe('昨天');
	});
});

describe('exactTime', () => {
	it('keeps the second and names the zone', () => {
		const text = exactTime(Date.UTC(2026, 11, 3, 9, 5, 7), 'en');
		expect(text).toMatch(/2026/);
		expect(text).toMatch(/:07/);
	});
});
