import { describe, expect, it } from 'vitest';
import { keyTarget } from './picker-body-state.svelte';

describe('keyTarget', () => {
	it('moves one row with the arrows and a page of rows with Page keys', () => {
		expect(keyTarget('ArrowDown', 3, 20)).toBe(4);
		expect(keyTarget('ArrowUp', 3, 20)).toBe(2);
		expect(keyTarget('PageDown', 3, 20, 8)).toBe(11);
		expect(keyTarget('PageUp', 3, 20, 8)).toBe(-5);
	});

	it('goes to the ends with Home and End', () => {
		expect(keyTarget('Home', 7, 20)).toBe(0);
		expect(keyTarget('End', 7, 20)).toBe(20);
	});

	it('is null for a key that does not move (Enter, letters)', () => {
		expect(keyTarget('Enter', 7, 20)).toBeNull();
		expect(keyTarget('a', 7, 20)).toBeNull();
	});
});
