import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Command } from '$protocol/schemas/commands';
import { effortCommand, keepWarmCommand, parseThreshold, thresholdCommand } from './defaults';

const domain = { min: 31, max: 90 };

describe('parseThreshold', () => {
	it('takes a whole percent inside the city’s domain, both ends included', () => {
		expect(parseThreshold('31', domain)).toEqual({ ok: true, value: 31 });
		expect(parseThreshold(' 90 ', domain)).toEqual({ ok: true, value: 90 });
	});
	it('stops what is outside the domain, read from the answer (never a constant)', () => {
		expect(parseThreshold('30', domain)).toEqual({ ok: false, problem: 'outside' });
		expect(parseThreshold('91', domain)).toEqual({ ok: false, problem: 'outside' });
		expect(parseThreshold('30', { min: 30, max: 90 })).toEqual({ ok: true, value: 30 });
	});
	it('stops what is not a whole number, or nothing', () => {
		expect(parseThreshold('70.5', domain)).toEqual({ ok: false, problem: 'notWhole' });
		expect(parseThreshold('-40', domain)).toEqual({ ok: false, problem: 'notWhole' });
		expect(parseThreshold('1e2', domain)).toEqual({ ok: false, problem: 'notWhole' });
		expect(parseThreshold('  ', domain)).toEqual({ ok: false, problem: 'empty' });
	});
});

describe('the commands', () => {
	it('carry one face each, the others null, and read with the grammar the app sends', () => {
		const effort = effortCommand('high');
		expect(effort).toMatchObject({ configure_city: { effort: 'high', keep_warm: null, search: null } });
		const warm = keepWarmCommand('five_minute');
		expect(warm).toMatchObject({ configure_city: { effort: null, keep_warm: 'five_minute', search: null } });
		const threshold = thresholdCommand('acme/lab', 70);
		expect(threshold).toMatchObject({
			configure_building: { addr: 'acme/lab', mcp: null, sandbox: null, desktop: null, context_second_threshold: 70 }
		});
		for (const c of [effort, warm, threshold]) expect(v.safeParse(Command, c).success).toBe(true);
	});
});

describe('the grammar the connection checks', () => {
	it('takes configure_city with search (/search sends it), and refuses a search outside its three arms', () => {
		const idem = 'idem1-' + '0'.repeat(32);
		const off = { configure_city: { keep_warm: null, effort: null, search: 'off', idem } };
		expect(v.safeParse(Command, off).success).toBe(true);
		const bad = { configure_city: { keep_warm: null, effort: null, search: 'sometimes', idem } };
		expect(v.safeParse(Command, bad).success).toBe(false);
	});
});
