import { describe, expect, it } from 'vitest';
import expected from '$protocol/frames/command-select-model.json';
import { ceilingText, parseCeiling, selectModelCommand } from './select-model';

describe('the ceiling box', () => {
	it('reads empty as null, never 0', () => {
		expect(parseCeiling('')).toEqual({ ok: true, value: null });
		expect(parseCeiling('   ')).toEqual({ ok: true, value: null });
		expect(ceilingText(null)).toBe('');
	});
	it('accepts whole numbers of at least 1', () => {
		expect(parseCeiling(' 64000 ')).toEqual({ ok: true, value: 64000 });
		expect(ceilingText(64000)).toBe('64000');
	});
	it('refuses 0, fractions, exponents and words', () => {
		expect(parseCeiling('0')).toEqual({ ok: false, problem: 'below_one' });
		for (const bad of ['1.5', '1e5', 'lots', '- 3']) {
			expect(parseCeiling(bad)).toEqual({ ok: false, problem: 'not_a_whole_number' });
		}
	});
	it('says what is wrong with a whole number out of range: below 1, or too large to send', () => {
		expect(parseCeiling('-1')).toEqual({ ok: false, problem: 'below_one' });
		expect(parseCeiling('-3')).toEqual({ ok: false, problem: 'below_one' });
		expect(parseCeiling('99999999999999999999')).toEqual({ ok: false, problem: 'too_large' });
		expect(parseCeiling('9007199254740991')).toEqual({ ok: true, value: 9007199254740991 });
	});
});

describe('selectModelCommand', () => {
	it('matches the wire example, with the provider id and a fresh idem', () => {
		const command = selectModelCommand({
			endpoint: 'anthropic',
			model: 'claude-sonnet-4-5-20250929',
			tag: 'main',
			maxOutputTokens: 64000,
			input: 'text_image'
		});
		expect(command).toEqual({
			select_model: { ...expected.command.select_model, idem: expect.stringMatching(/^idem1-[0-9a-f]{32}$/) }
		});
		const again = selectModelCommand({ endpoint: 'anthropic', model: 'x', tag: 'main', maxOutputTokens: null });
		expect((again as { select_model: { idem: string } }).select_model.idem).not.toBe(
			(command as { select_model: { idem: string } }).select_model.idem
		);
	});
});
