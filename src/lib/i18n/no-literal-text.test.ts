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
const SPOKEN_ATTRIBUTES = new Set([
	'aria-label',
	'title',
	'placeholder',
	'alt',
	'aria-description',
	'aria-roledescription'
]);
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
		// `{'Save'}` or `{ok ? 'Saved' : 'Failed'}` is a literal word too, only hidden in braces.
		if (n.type === 'ExpressionTag')
			spokenLiterals(n.expression as Node).forEach((w) => found.push(`{${w}} @${n.start}`));
		if (n.type === 'Attribute' && n.name && SPOKEN_ATTRIBUTES.has(n.name)) {
			const parts = (Array.isArray(n.value) ? n.value : [n.value]) as Node[];
			for (const part of parts) {
				if (part?.type === 'Text' && part.data && LETTER.test(part.data))
					found.push(`${n.name}="${part.data}" @${n.start}`);
				if (part?.type === 'ExpressionTag') {
					spokenLiterals(part.expression as Node).forEach((w) => found.push(`${n.name}={${w}} @${n.start}`));
				}
			}
			return;
		}
		// Other attributes and directives (`style:height="{h}px"`, `class:x`) are not spoken.
		if (n.type === 'Attribute' || n.type?.endsWith('Directive')) return;
		for (const [key, value] of Object.entries(n)) {
			if (key === 'metadata' || key === 'parent') continue;
			if (value && typeof value === 'object') visit(value, n.type === 'RegularElement' ? n.name : parentName);
		}
	};
	visit(ast.fragment);
	return found;
}

/**
 * String literals with letters that an expression would put on screen: the
 * expression itself, either branch of `a ? b : c`, either side of `a || b` /
 * `a ?? b`, the text of a template literal. A literal used only to compare or
 * index (`kind === 'ok'`, `t[key]`) never reaches the screen and is not counted.
 */
function spokenLiterals(expr: Node | undefined): string[] {
	if (!expr) return [];
	switch (expr.type) {
		case 'Literal':
			return typeof expr.value === 'string' && LETTER.test(expr.value) ? [expr.value] : [];
		case 'TemplateLiteral':
			return ((expr.quasis as { value: { cooked: string } }[]) ?? [])
				.map((q) => q.value.cooked)
				.filter((q) => LETTER.test(q))
				.concat(((expr.expressions as Node[]) ?? []).flatMap(spokenLiterals));
		case 'ConditionalExpression':
			return [...spokenLiterals(expr.consequent as Node), ...spokenLiterals(expr.alternate as Node)];
		case 'LogicalExpression':
			return [...spokenLiterals(expr.left as Node), ...spokenLiterals(expr.right as Node)];
		default:
			return [];
	}
}

describe('no literal words in components', () => {
	const files = components(join(SRC, 'lib')).concat(components(join(SRC, 'routes')));

	it('finds the components, the root layout and the error page among them', () => {
		expect(files.length).toBeGreaterThan(5);
		const names = files.map((f) => relative(SRC, f).split(/[\\/]/).join('/'));
		expect(names).toContain('routes/+layout.svelte');
		expect(names).toContain('routes/+error.svelte');
		expect(names).toContain('lib/shell/AppShell.svelte');
	});

	it('catches a literal word, so this check can fail', () => {
		expect(literalWords('<p>Hello {name}</p><span aria-label="Close">×</span>')).toHaveLength(2);
		expect(literalWords('<svelte:head><title>City settings</title></svelte:head>')).toHaveLength(1);
		expect(literalWords('{#if ok}<p>Saved</p>{:else}<p>{error}</p>{/if}')).toHaveLength(1);
		expect(literalWords('<button title="Copy {what}" type="button">{t.copy}</button>')).toHaveLength(1);
		expect(literalWords('<img alt="A city" src={src} />')).toHaveLength(1);
	});

	it('catches literal words hidden in braces', () => {
		expect(literalWords(`<p>{'Saved'}</p>`)).toEqual(['{Saved} @3']);
		expect(literalWords(`<p>{ok ? 'Saved' : t.failed}</p>`)).toHaveLength(1);
		expect(literalWords(`<p>{path || 'config.json'}</p>`)).toHaveLength(1);
		expect(literalWords('<p>{`Retry in ${s} s`}</p>')).toEqual(['{Retry in } @3', '{ s} @3']);
		expect(literalWords('<p style:height="{h}px" class:wide={w}>{t.x}</p>')).toEqual([]);
		expect(literalWords(`<span aria-label={open ? 'Close' : 'Open'}></span>`)).toHaveLength(2);
	});

	it('lets through the dictionary, the city’s values, punctuation, styles and comparisons', () => {
		expect(literalWords('<p>{t.hello} · {name}</p><style>p { color: red }</style>')).toEqual([]);
		expect(
			literalWords(`<p class="a b">{kind === 'ok' ? t.ok : t.bad} ({count})</p><code>{refusal.code}</code>`)
		).toEqual([]);
		expect(literalWords(`<a href={resolve('/mcp')} aria-current={here ? 'page' : undefined}>{t.nav.mcp}</a>`)).toEqual(
			[]
		);
		expect(literalWords('<script>const x = "Hello";</script><p>{x}</p>')).toEqual([]);
	});

	for (const file of files) {
		it(relative(SRC, file), () => {
			expect(literalWords(readFileSync(file, 'utf8'))).toEqual([]);
		});
	}
});
