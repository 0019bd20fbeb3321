import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The app's tests, stories and benchmark import the example frames from protocol/frames; the reference
// lives in ../shared/wire/frames (present, read only, in CI). A copy that differs fails here.
const shared = join(import.meta.dirname, '../../shared/wire/frames');
const copies = join(import.meta.dirname, 'frames');

describe('protocol/frames is an exact copy of the shared example frames', () => {
	it('finds the shared frames', () => {
		expect(existsSync(shared), `${shared} is missing: the tests need the wire reference beside the repository`).toBe(
			true
		);
	});

	const names = existsSync(shared) ? readdirSync(shared).filter((f) => f.endsWith('.json')) : [];
	it('has every shared frame and no other', () => {
		expect(
			readdirSync(copies)
				.filter((f) => f.endsWith('.json'))
				.sort()
		).toEqual([...names].sort());
	});
	for (const name of names) {
		it(name, () => {
			expect(readFileSync(join(copies, name), 'utf8')).toBe(readFileSync(join(shared, name), 'utf8'));
		});
	}
});
