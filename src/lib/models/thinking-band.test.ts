import { describe, expect, it } from 'vitest';
import type { ThinkingOffer } from '$protocol/schemas/endpoints';
import { inEffortOrder, isHttpUrl, levelFor, switchLevel, thinkingBand } from './thinking-band';
import { UNKNOWN_OFFER } from './samples/model-samples';

const offer = (over: Partial<ThinkingOffer>): ThinkingOffer => ({ ...UNKNOWN_OFFER, ...over });

describe('the thinking band', () => {
	it('puts minimal in its place and keeps a level it does not know, spelled as sent, after the one it followed', () => {
		expect(inEffortOrder(['high', 'minimal', 'low'])).toEqual(['minimal', 'low', 'high']);
		expect(inEffortOrder(['low', 'ultra', 'max', 'high'])).toEqual(['low', 'ultra', 'high', 'max']);
		expect(inEffortOrder(['none', 'deep'])).toEqual(['deep']);
		const band = thinkingBand({ ...UNKNOWN_OFFER, levels: ['minimal', 'medium', 'ultra'], from: 'upstream' });
		expect(band.kind === 'levels' && band.levels.map((l) => l.level)).toEqual(['minimal', 'medium', 'ultra']);
	});

	it('shows offered levels in the fixed ascending order, labelled with the upstream words, default marked', () => {
		const band = thinkingBand(
			offer({
				levels: ['low', 'medium', 'high'],
				on: 'allowed',
				default: 'medium',
				words: [{ effort: 'low', word: 'minimal' }],
				from: 'upstream'
			})
		);
		expect(band).toEqual({
			kind: 'levels',
			levels: [
				{ level: 'low', word: 'minimal', isDefault: false },
				{ level: 'medium', word: null, isDefault: true },
				{ level: 'high', word: null, isDefault: false }
			],
			from: 'upstream',
			sourceUrl: null,
			sourceText: null
		});
	});

	it('puts levels in effort order even if the offer did not, and never shows none', () => {
		// The schema refuses both; the band still holds the rule on its own.
		const band = thinkingBand(offer({ levels: ['max', 'low', 'xhigh'] as never, on: 'allowed' }));
		expect(band.kind === 'levels' && band.levels.map((l) => l.level)).toEqual(['low', 'xhigh', 'max']);
		const withNone = thinkingBand(
			offer({ levels: ['none', 'high'] as never, default: 'none', words: [{ effort: 'none', word: 'off' }] })
		);
		expect(withNone.kind === 'levels' && withNone.levels).toEqual([{ level: 'high', word: null, isDefault: false }]);
	});

	it('marks no default when the upstream stated none', () => {
		const band = thinkingBand(offer({ levels: ['low', 'high'], default: null }));
		expect(band.kind === 'levels' && band.levels.some((l) => l.isDefault)).toBe(false);
	});

	it('is an on/off switch alone for levels [] with on allowed', () => {
		const band = thinkingBand(
			offer({ levels: [], on: 'allowed', default_on: false, from: 'preset', source: 'https://docs.example/thinking' })
		);
		expect(band).toEqual({
			kind: 'switch',
			defaultOn: false,
			from: 'preset',
			sourceUrl: 'https://docs.example/thinking',
			sourceText: null
		});
		expect(thinkingBand(offer({ on: 'allowed' }))).toMatchObject({ kind: 'switch', defaultOn: null });
	});

	it('is nothing at all with no levels and the switch refused or unknown', () => {
		expect(thinkingBand(offer({ on: 'refused', from: 'upstream' }))).toEqual({ kind: 'none' });
		expect(thinkingBand(UNKNOWN_OFFER)).toEqual({ kind: 'none' });
		expect(
			thinkingBand(offer({ on: 'unknown', default_on: true, from: 'preset', source: 'https://x.example' }))
		).toEqual({ kind: 'none' });
	});

	it('still shows offered levels when the switch is refused or unknown', () => {
		expect(thinkingBand(offer({ levels: ['high'], on: 'refused' })).kind).toBe('levels');
		expect(thinkingBand(offer({ levels: ['high'], on: 'unknown' })).kind).toBe('levels');
	});

	it('links the source only when it is an http(s) URL, else shows it as text', () => {
		const ok = thinkingBand(offer({ levels: ['low'], from: 'preset', source: 'http://docs.example/a' }));
		expect(ok).toMatchObject({ sourceUrl: 'http://docs.example/a', sourceText: null });
		for (const bad of [
			'javascript:alert(1)',
			'data:text/html,hi',
			'docs page 4',
			'/relative/path',
			'ftp://x.example'
		]) {
			expect(thinkingBand(offer({ levels: ['low'], from: 'preset', source: bad }))).toMatchObject({
				sourceUrl: null,
				sourceText: bad
			});
			expect(isHttpUrl(bad)).toBe(false);
		}
		expect(thinkingBand(offer({ levels: ['low'], from: 'person' }))).toMatchObject({
			from: 'person',
			sourceUrl: null,
			sourceText: null
		});
	});

	it('maps the switch to high (on) and none (off), and keeps only levels the band can show', () => {
		expect(switchLevel(true)).toBe('high');
		expect(switchLevel(false)).toBe('none');
		const levels = thinkingBand(offer({ levels: ['low', 'medium'] }));
		expect(levelFor(levels, 'medium')).toBe('medium');
		expect(levelFor(levels, 'max')).toBeNull();
		expect(levelFor(levels, 'none')).toBeNull();
		expect(levelFor(levels, null)).toBeNull();
		const sw = thinkingBand(offer({ on: 'allowed' }));
		expect(levelFor(sw, 'none')).toBe('none');
		expect(levelFor(sw, 'low')).toBeNull();
		expect(levelFor({ kind: 'none' }, 'high')).toBeNull();
	});
});
