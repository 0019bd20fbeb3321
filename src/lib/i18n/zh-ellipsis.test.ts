import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Chinese prose has one ellipsis: the two-character "……" (GB/T 15834). A lone
 * "…" beside a "……" reads as a slip. The elisions inside code-like tokens
 * (`${…}`, `secret:…`) stand for a value, not a pause, and stay as written.
 */

const ZH = join(import.meta.dirname, 'zh');
const TOKEN_ELISIONS = /\$\{…\}|secret:…/g;

/** Every run of "…" in a zh source file that is not the two-character ellipsis, by line. */
function strayEllipses(source: string): string[] {
	return source
		.split('\n')
		.flatMap((line, i) =>
			[...line.replace(TOKEN_ELISIONS, '').matchAll(/…+/g)]
				.filter((run) => run[0].length !== 2)
				.map(() => `${i + 1}: ${line.trim()}`)
		);
}

describe('Chinese ellipses', () => {
	it('finds a lone "…" and a "………" and lets token elisions be', () => {
		expect(strayEllipses("a: '正在加载…',\nb: '移除……',\nc: '等等………',\nd: '`${…}` secret:…'")).toEqual([
			"1: a: '正在加载…',",
			"3: c: '等等………',"
		]);
	});

	for (const file of readdirSync(ZH).filter((name) => name.endsWith('.ts'))) {
		it(`${file} uses "……" only`, () => {
			expect(strayEllipses(readFileSync(join(ZH, file), 'utf8'))).toEqual([]);
		});
	}
});
