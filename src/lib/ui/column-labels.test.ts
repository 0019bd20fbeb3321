import { describe, expect, it } from 'vitest';
import { columnLabels, cssString } from './column-labels';

describe('columnLabels', () => {
	it('names each column with a CSS string, and unsets the empty and missing ones', () => {
		expect(columnLabels(['Tool', '', 'Calls (30 days)'])).toBe(
			'--cs-col-1: "Tool"; --cs-col-2: initial; --cs-col-3: "Calls (30 days)"; --cs-col-4: initial; ' +
				'--cs-col-5: initial; --cs-col-6: initial; --cs-col-7: initial; --cs-col-8: initial'
		);
	});

	it('escapes what would end the string or the declaration', () => {
		expect(cssString('say "hi"\\ \n')).toBe('"say \\"hi\\"\\\\ \\A "');
		expect(columnLabels(['a"; color: red'])).toMatch(/^--cs-col-1: "a\\"; color: red"; --cs-col-2: initial/);
	});
});
