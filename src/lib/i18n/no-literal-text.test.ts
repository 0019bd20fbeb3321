import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'svelte/compiler';
import { describe, expect, it } from 'vitest';

/*
 * Every word the app says comes from the dictionary; every other word on
 * screen is the city's, arriving through an expression. So a component's
 * markup may hold no literal words: this walks every component and fails on
 * a text node (or a spoken attribute) that contains a letter.
 */

const SRC = join(import.meta.dirname, '../..');
const SPOKEN_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'aria-description', 'aria-roledescription']);
const LETTER = /\p{L}/u;

function components(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return name === 'testing' ? [] : components(path);
		return name.endsWith('.svelte') && !name.endsWith('.stories.svelte') ? [path] : [];
	});
}

interface Node {
	type: string;
	data?: string;
	name?: string;
	value?: unknown;
	start?: number;
	[key: string]: unknown;
}

/** Literal words found in one component's markup, with their offsets. */
export function literalWords(source: string): string[] {
	const ast = parse(source, { modern: true }) as unknown as { fragment: Node };
	const found: string[] = [];
	const visit = (node: unknown, parentName?: string): void => {
		if (Array.isArray(node)) return node.forEach((n) => visit(n, parentName));
		if (!node || typeof node !== 'object') return;
		const n = node as Node;
		// Styles and scripts are not words on screen.
		if (n.type === 'StyleSheet' || n.type === 'Script' || parentName === 'style' || parentName === 'script') return;
		if (n.type === 'Text' && n.data && LETTER.test(n.data)) found.push(`${n.data.trim()} @${n.start}`);
		if (n.type === 'Attribute' && n.name && SPOKEN_ATTRIBUTES.has(n.name) && Array.isArray(n.value)) {
			for (const part of n.value as Node[]) {
				if (part.type === 'Text' && part.data && LETTER.test(part.data)) found.push(`${n.name}="${part.data}" @${n.start}`);
			}
			return;
		}
		if (n.type === 'Attribute') return;
		for (const [key, value] of Object.entries(n)) {
			if (key === 'metadata' || key === 'parent') continue;
			if (value && typeof value === 'object') visit(value, n.type === 'RegularElement' ? n.name : parentName);
		}
	};
	visit(ast.fragment);
	return found;
}

describe('no literal words in components', () => {
	const files = components(join(SRC, 'lib')).concat(components(join(SRC, 'routes')));

	it('finds the components', () => {
		expect(files.length).toBeGreaterThan(5);
	});

	it('catches a literal word, so this check can fail', () => {
		expect(literalWords('<p>Hello {name}</p><span aria-label="Close">×</span>')).toHaveLength(2);
		expect(literalWords('<p>{t.hello} · {name}</p><style>p { color: red }</style>')).toEqual([]);
	});

	for (const file of files) {
		it(relative(SRC, file), () => {
			expect(literalWords(readFileSync(file, 'utf8'))).toEqual([]);
		});
	}
});
