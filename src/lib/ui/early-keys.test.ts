import { describe, expect, it } from 'vitest';
import { EarlyKeys, isKept } from './early-keys';

const press = (key: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) => {
	let prevented = false;
	const event = {
		key,
		ctrlKey: false,
		metaKey: false,
		altKey: false,
		...mods,
		preventDefault: () => void (prevented = true)
	} as unknown as KeyboardEvent;
	return { event, prevented: () => prevented };
};

describe('EarlyKeys', () => {
	it('keeps text, Backspace and moves; leaves Tab and shortcuts to the browser', () => {
		expect(['a', ' ', '3', 'Backspace', 'Enter', 'ArrowDown', 'End'].every((key) => isKept(press(key).event))).toBe(
			true
		);
		expect(isKept(press('Tab').event)).toBe(false);
		expect(isKept(press('Shift').event)).toBe(false);
		expect(isKept(press('v', { ctrlKey: true }).event)).toBe(false);
		expect(isKept(press('r', { metaKey: true }).event)).toBe(false);
		const keys = new EarlyKeys();
		const tab = press('Tab');
		keys.keep(tab.event);
		expect(tab.prevented()).toBe(false);
		const enter = press('Enter');
		keys.keep(enter.event);
		expect(enter.prevented()).toBe(true);
	});

	it('Escape cancels the opening, once, and forgets what was typed', () => {
		const keys = new EarlyKeys();
		keys.keep(press('q').event);
		keys.keep(press('Escape').event);
		expect(keys.takeCancelled()).toBe(true);
		expect(keys.takeCancelled()).toBe(false);
	});
});
