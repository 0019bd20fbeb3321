import { describe, expect, it } from 'vitest';
import { keepWarmOf, readKeepWarmLine, statedKeepWarm } from './keep-warm-file';

const text = (s: string) => ({ kind: 'text' as const, text: s, cut: false, bytes: s.length });

describe('readKeepWarmLine', () => {
	it('reads the [cache] table’s keep_warm, quoted either way, with comments and CRLF', () => {
		expect(readKeepWarmLine('[cache]\nkeep_warm = "five_minute"\n')).toEqual({ kind: 'stated', word: 'five_minute' });
		expect(readKeepWarmLine("# mine\r\n[ cache ] # here\r\n  keep_warm='off'  # why\r\n")).toEqual({
			kind: 'stated',
			word: 'off'
		});
		expect(readKeepWarmLine('\uFEFF[cache]\nkeep_warm = "off"')).toEqual({ kind: 'stated', word: 'off' });
		expect(readKeepWarmLine('cache.keep_warm = "five_minute"\n[model]\neffort = "high"\n')).toEqual({
			kind: 'stated',
			word: 'five_minute'
		});
	});
	it('reads nothing from other tables, arrays of tables or the root', () => {
		const other =
			'[model]\nkeep_warm = "five_minute"\n[[search.suppliers]]\nkeep_warm = "x"\n[cache.more]\nkeep_warm = "y"\n';
		expect(readKeepWarmLine(other)).toEqual({ kind: 'absent' });
		expect(readKeepWarmLine('keep_warm = "five_minute"\n')).toEqual({ kind: 'absent' });
		expect(readKeepWarmLine('')).toEqual({ kind: 'absent' });
		expect(readKeepWarmLine('[cache]\n[model]\neffort = "low"\n')).toEqual({ kind: 'absent' });
	});
	it('keeps an unknown word as spelled', () => {
		expect(readKeepWarmLine('[cache]\nkeep_warm = "hourly"\n')).toEqual({ kind: 'stated', word: 'hourly' });
	});
	it('never guesses at a line it cannot read for certain (hostile input)', () => {
		const unread = (s: string) => readKeepWarmLine(s).kind;
		expect(unread('[cache]\nkeep_warm = "five\\u005fminute"\n')).toBe('unread'); // an escape
		expect(unread('[cache]\nkeep_warm = five_minute\n')).toBe('unread'); // bare
		expect(unread('[cache]\nkeep_warm = "off" "five_minute"\n')).toBe('unread');
		expect(unread('[cache]\nkeep_warm = "off"\nkeep_warm = "five_minute"\n')).toBe('unread'); // twice
		expect(unread('[model]\nnote = """\n[cache]\nkeep_warm = "five_minute"\n"""\n')).toBe('unread');
		expect(unread('["cache"]\nkeep_warm = "off"\n')).toBe('unread'); // a quoted header
		expect(unread('[cache\nkeep_warm = "off"\n')).toBe('unread');
		expect(unread('cache = { keep_warm = "five_minute" }\n')).toBe('unread'); // inline table
		expect(unread('[cache]\nkeep_warm = "of\u0000f"\n')).toBe('unread'); // a control character
		expect(unread(`[cache]\nkeep_warm = "${'x'.repeat(201)}"\n`)).toBe('unread');
		expect(readKeepWarmLine('[cache]\nkeep_warm = "off"\n[[x]\n')).toEqual({ kind: 'unread', line: 3 });
	});
	it('drops the last line of a cut text, which may stop mid-line', () => {
		expect(readKeepWarmLine('[cache]\nkeep_warm = "five_minute"', true)).toEqual({ kind: 'absent' });
		expect(readKeepWarmLine('[cache]\nkeep_warm = "off"\n', true)).toEqual({ kind: 'stated', word: 'off' });
	});
});

describe('keepWarmOf', () => {
	it('says the city’s default for no file or no key, and what a file states', () => {
		expect(keepWarmOf({ kind: 'missing' })).toEqual({ kind: 'default', noFile: true });
		expect(keepWarmOf(text('[model]\neffort = "high"\n'))).toEqual({ kind: 'default', noFile: false });
		expect(keepWarmOf(text('[cache]\nkeep_warm = "five_minute"\n'))).toEqual({ kind: 'stated', value: 'five_minute' });
		expect(keepWarmOf(text('[cache]\nkeep_warm = "hourly"\n'))).toEqual({ kind: 'strange', word: 'hourly' });
	});
	it('says a cut, an opaque or an unreadable file honestly, never the default', () => {
		expect(keepWarmOf({ kind: 'text', text: '[model]\n', cut: true, bytes: 70000 })).toEqual({ kind: 'cut' });
		expect(keepWarmOf({ kind: 'opaque', bytes: 9 })).toEqual({ kind: 'opaque' });
		expect(keepWarmOf({ kind: 'unreadable', reason: 'Is a directory (os error 21)' })).toEqual({
			kind: 'unreadable',
			reason: 'Is a directory (os error 21)'
		});
		expect(statedKeepWarm({ kind: 'cut' })).toBeNull();
		expect(statedKeepWarm({ kind: 'stated', value: 'off' })).toBe('off');
	});
});
