import { describe, expect, it } from 'vitest';
import { nearerThan, originOf, overriddenNearer, readBack } from './setting-origin';

describe('originOf', () => {
	it('draws no value and the default layer alike: untouched', () => {
		expect(originOf(null)).toEqual({ kind: 'untouched' });
		expect(originOf(undefined)).toEqual({ kind: 'untouched' });
		expect(originOf('default')).toEqual({ kind: 'untouched' });
	});
	it('names a known layer', () => {
		expect(originOf('city')).toEqual({ kind: 'known', layer: 'city' });
		expect(originOf('building')).toEqual({ kind: 'known', layer: 'building' });
		expect(originOf('resident')).toEqual({ kind: 'known', layer: 'resident' });
	});
	it('keeps a layer it does not know as spelled', () => {
		expect(originOf('district')).toEqual({ kind: 'spelled', layer: 'district' });
	});
});

describe('nearerThan', () => {
	it('orders the known layers default → city → building → resident', () => {
		expect(nearerThan('city', 'building')).toBe(true);
		expect(nearerThan('city', 'resident')).toBe(true);
		expect(nearerThan('city', 'city')).toBe(false);
		expect(nearerThan('city', 'default')).toBe(false);
		expect(nearerThan('building', 'city')).toBe(false);
		expect(nearerThan('city', null)).toBe(false);
	});
	it('does not place an unknown layer', () => {
		expect(nearerThan('city', 'district')).toBeNull();
	});
});

describe('overriddenNearer', () => {
	const own = { value: 'high', from: 'city' };
	it('says so when the nearer place reads its own file', () => {
		expect(overriddenNearer('city', own, { value: 'low', from: 'building' })).toBe(true);
	});
	it('says nothing when the nearer place inherits the city’s value', () => {
		expect(overriddenNearer('city', own, { value: 'high', from: 'city' })).toBe(false);
		expect(overriddenNearer('city', { value: null, from: null }, { value: null, from: null })).toBe(false);
	});
	it('says so for an unknown layer only when what is in force differs', () => {
		expect(overriddenNearer('city', own, { value: 'low', from: 'district' })).toBe(true);
		expect(overriddenNearer('city', own, { value: 'high', from: 'city' })).toBe(false);
	});
});

describe('readBack', () => {
	const confirmed = { phase: 'confirmed', value: 'high', seq: 10 } as const;
	it('is saved only when an answer after the confirming event shows the value sent', () => {
		expect(readBack(confirmed, { asOf: 10, value: 'high' })).toBe(confirmed);
		expect(readBack(confirmed, { asOf: 11, value: 'high' })).toEqual({ phase: 'saved', value: 'high' });
	});
	it('says the read-back differs instead of saved', () => {
		expect(readBack(confirmed, { asOf: 11, value: 'low' })).toEqual({ phase: 'differs', value: 'high', read: 'low' });
	});
	it('leaves a press not yet confirmed as it is', () => {
		const sending = { phase: 'sending', value: 'high' } as const;
		expect(readBack(sending, { asOf: 99, value: 'high' })).toBe(sending);
	});
});
