import { encode, type SourceMapSegment } from '@jridgewell/sourcemap-codec';
import { describe, expect, it } from 'vitest';
import { bytesBySource, NO_SOURCE } from './module-sizes-plugin.mjs';

const map = (lines: SourceMapSegment[][]) => ({ sources: ['a.ts', 'b.ts'], mappings: encode(lines) });
const name = (s: string) => `/src/${s}`;

describe('bytesBySource', () => {
	it('gives each segment the code up to the next one, as UTF-8 bytes', () => {
		// "let x=1;" from a.ts, then "é()" (é is two bytes) from b.ts.
		const out = bytesBySource(
			'let x=1;é()',
			map([
				[
					[0, 0, 0, 0],
					[8, 1, 0, 0]
				]
			]),
			name
		);
		expect(out).toEqual({ '/src/a.ts': 8, '/src/b.ts': 4 });
	});

	it('keeps code no segment names apart, unless it sits inside one module', () => {
		// a.ts, generated code, a.ts again; then generated code between a.ts and b.ts.
		const code = 'aaa[gen]aaa{glue}bbb';
		const segments: SourceMapSegment[] = [[0, 0, 0, 0], [3], [8, 0, 1, 0], [11], [17, 1, 0, 0]];
		expect(bytesBySource(code, map([segments]), name)).toEqual({
			'/src/a.ts': 11,
			[NO_SOURCE]: 6,
			'/src/b.ts': 3
		});
	});

	it('counts what comes before a line’s first segment, and the line breaks, as no source', () => {
		const out = bytesBySource('import"x";f()\ng()', map([[[10, 0, 0, 0]], [[0, 1, 0, 0]]]), name);
		expect(out).toEqual({ [NO_SOURCE]: 11, '/src/a.ts': 3, '/src/b.ts': 3 });
	});
});
