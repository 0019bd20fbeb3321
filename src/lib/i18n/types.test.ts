import { describe, expect, it } from 'vitest';
import { en } from './en';
import type { Dictionary } from './types';
import { zh } from './zh';

/*
 * Type-level checks, run by svelte-check (`npm run check`): a dictionary that
 * misses a key, renames a slot or changes a slot's type does not compile. Each
 * `@ts-expect-error` below fails the check if the error it expects goes away,
 * so this file proves the Dictionary type still has teeth.
 */

// @ts-expect-error a language without the `models` area is incomplete
const missingArea: Dictionary = { common: zh.common, mcp: zh.mcp, endpoints: zh.endpoints };

// @ts-expect-error a missing key inside an area is caught
const missingKey: Dictionary['common'] = { ...zh.common, notNamed: undefined };

const { appName: _dropped, ...withoutAppName } = zh.common;
// @ts-expect-error a key left out entirely is caught
const leftOut: Dictionary['common'] = withoutAppName;

const renamedSlot: Dictionary['configProblem'] = {
	...zh.configProblem,
	// @ts-expect-error a slot must take the named values English names (`url`, not `href`)
	body: (p: { href: string }) => p.href
};

const wrongSlotType: Dictionary['common'] = {
	...zh.common,
	// @ts-expect-error a slot's value keeps its type (`status` is a number)
	error: { ...zh.common.error, heading: (p: { status: string }) => p.status.toUpperCase() }
};

// @ts-expect-error a plain word cannot stand where English has a slot
const wordForSlot: Dictionary['common'] = { ...zh.common, link: { ...zh.common.link, connecting: '正在连接' } };

describe('dictionaries', () => {
	it('have the same areas and keys in every language', () => {
		const keys = (o: object, prefix = ''): string[] =>
			Object.entries(o).flatMap(([k, v]) =>
				v && typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]
			);
		expect(keys(zh)).toEqual(keys(en));
		// The deliberately broken values above exist only for the type checker.
		expect([missingArea, missingKey, leftOut, renamedSlot, wrongSlotType, wordForSlot]).toHaveLength(6);
	});

	it('fill slots by name in each language', () => {
		expect(en.common.link.retrying({ url: 'ws://h/ws', seconds: 3 })).toContain('ws://h/ws');
		expect(zh.common.link.retrying({ url: 'ws://h/ws', seconds: 3 })).toContain('ws://h/ws');
	});
});
