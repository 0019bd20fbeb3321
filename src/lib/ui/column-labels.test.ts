import { describe, expect, it } from 'vitest';
import { columnLabels, cssString } from './column-labels';

describe('columnLabels', () => {
	it('names each column with a CSS string, skipping empty headings', () => {
		expect(columnLabels(['Tool', '', 'Calls (30 days)'])).toBe('--cs-col-1: "Tool"; --cs-col-3: "Calls (30 days)"');
	});

	it('escapes what would end the string or the declaration', () => {
		expect(cssString('say "hi"\\ \n')).toBe('"say \\"hi\\"\\\\ \\A "');
		expect(columnLabels(['a"; color: red'])).toBe('--cs-col-1: "a\\"; color: red"');
	});
});
