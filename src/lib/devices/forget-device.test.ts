import { describe, expect, it } from 'vitest';
import { forgetDeviceCommand, markThisBrowser } from './forget-device';
import { Command } from '$protocol/schemas/commands';
import * as v from 'valibot';

describe('forgetDeviceCommand', () => {
	it('builds a command the grammar accepts, one idem per press', () => {
		const a = forgetDeviceCommand('5d1f0a9c3b7e2468');
		const b = forgetDeviceCommand('5d1f0a9c3b7e2468');
		expect(v.is(Command, a)).toBe(true);
		expect(a).not.toEqual(b);
	});
});

describe('markThisBrowser', () => {
	// This browser is neither the last row, the newest paired nor the latest seen; another row bears its name.
	const lines = [
		{ id: 'a0c4e6f8b2d41357', label: 'Work laptop', paired_at: 1, last_seen: null },
		{ id: '5d1f0a9c3b7e2468', label: 'Browser · Linux', paired_at: 2, last_seen: 3 },
		{ id: '9e8d7c6b5a493827', label: 'Browser · Linux', paired_at: 5, last_seen: 6 },
		{ id: '0123456789abcdef', label: 'Phone', paired_at: 4, last_seen: 7 }
	];
	it('marks only the row whose id is this browser’s, keeping the city’s order', () => {
		expect(markThisBrowser(lines, '5d1f0a9c3b7e2468').map((r) => [r.line.id, r.mine])).toEqual([
			['a0c4e6f8b2d41357', false],
			['5d1f0a9c3b7e2468', true],
			['9e8d7c6b5a493827', false],
			['0123456789abcdef', false]
		]);
		expect(markThisBrowser(lines, 'a0c4e6f8b2d41357').map((r) => r.mine)).toEqual([true, false, false, false]);
	});
	it('marks nothing when this browser holds no key', () => {
		expect(markThisBrowser(lines, null).some((r) => r.mine)).toBe(false);
	});
});
