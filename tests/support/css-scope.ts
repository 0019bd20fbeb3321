import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCss } from 'svelte/compiler';

/*
 * The app may be mounted beside a host's own page, so none of its CSS may
 * reach outside its root. A selector is in scope when one of its compounds
 * carries `.city-settings` (the app's root), `:host`/`:host(…)` (the element a
 * shadow root holding the app is attached to; in a document it matches
 * nothing) or a Svelte scoping class (`.svelte-xxxx`, which only the app's own
 * elements carry), directly or inside `:where()`/`:is()`, and nothing after a
 * root anchor steps to a sibling (`+`, `~`), which would be outside the root.
 */

interface SimpleSelector {
	type: string;
	name?: string;
	args?: { children: ComplexSelector[] } | null;
}
interface RelativeSelector {
	combinator: { name: string } | null;
	selectors: SimpleSelector[];
}
interface ComplexSelector {
	start: number;
	end: number;
	children: RelativeSelector[];
}
interface CssNode {
	type: string;
	name?: string;
	prelude?: { children: ComplexSelector[] } | string;
	block?: { children: CssNode[] } | null;
}

const SKIPPED_AT_RULES = new Set(['keyframes', '-webkit-keyframes', 'font-face', 'property', 'counter-style']);

type Anchor = 'root' | 'svelte' | null;

function anchorOf(compound: RelativeSelector): Anchor {
	let found: Anchor = null;
	for (const s of compound.selectors) {
		if (s.type === 'ClassSelector' && s.name === 'city-settings') return 'root';
		if (s.type === 'PseudoClassSelector' && s.name === 'host') return 'root';
		if (s.type === 'ClassSelector' && s.name?.startsWith('svelte-')) found = 'svelte';
		if (s.type === 'PseudoClassSelector' && (s.name === 'where' || s.name === 'is') && s.args?.children.length) {
			const inner = s.args.children.map(complexAnchor);
			if (inner.every((a) => a !== null)) return inner.includes('root') ? 'root' : 'svelte';
		}
	}
	return found;
}

/** The anchor of a complex selector, or null when it can match outside the app. */
function complexAnchor(selector: ComplexSelector): Anchor {
	const parts = selector.children;
	for (let i = 0; i < parts.length; i++) {
		const anchor = anchorOf(parts[i]!);
		if (!anchor) continue;
		const later = parts.slice(i + 1).map((p) => p.combinator?.name ?? ' ');
		if (anchor === 'root' && later.some((c) => c === '+' || c === '~')) return null;
		return anchor;
	}
	return null;
}

/** Every selector in `css` that is not scoped under the app's root, as written. */
export function unscopedSelectors(css: string): string[] {
	const out: string[] = [];
	const visit = (nodes: CssNode[]): void => {
		for (const node of nodes) {
			if (node.type === 'Atrule') {
				if (!SKIPPED_AT_RULES.has(node.name ?? '') && node.block) visit(node.block.children);
				continue;
			}
			if (node.type !== 'Rule' || typeof node.prelude !== 'object' || !node.prelude) continue;
			for (const complex of node.prelude.children) {
				if (!complexAnchor(complex)) out.push(css.slice(complex.start, complex.end));
			}
			// Nested rules (CSS nesting) are checked on their own.
			if (node.block) visit(node.block.children.filter((c) => c.type === 'Rule' || c.type === 'Atrule'));
		}
	};
	visit((parseCss(css) as unknown as { children: CssNode[] }).children);
	return out;
}

/** The built stylesheets of an app build folder. */
export function builtStylesheets(buildDir: string): { file: string; css: string }[] {
	const dir = join(buildDir, '_app', 'immutable', 'assets');
	const files = readdirSync(dir)
		.filter((f) => f.endsWith('.css'))
		.map((f) => ({ file: join(dir, f), css: readFileSync(join(dir, f), 'utf8') }));
	// The pages carry their CSS inline too (kit.inlineStyleThreshold), so their <style> blocks are read as well.
	const inline = readdirSync(buildDir)
		.filter((f) => f.endsWith('.html'))
		.flatMap((f) =>
			[...readFileSync(join(buildDir, f), 'utf8').matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m, i) => ({
				file: `${join(buildDir, f)} <style> ${i + 1}`,
				css: m[1] ?? ''
			}))
		);
	return [...files, ...inline, ...injectedStyles(buildDir)];
}

/** Styles compiled into the code of components marked `<svelte:options css="injected" />` (lazily drawn parts). */
export function injectedStyles(buildDir: string): { file: string; css: string }[] {
	const dir = join(buildDir, '_app', 'immutable');
	return readdirSync(dir, { recursive: true, encoding: 'utf8' })
		.filter((f) => f.endsWith('.js'))
		.flatMap((f) =>
			[...readFileSync(join(dir, f), 'utf8').matchAll(/hash:`(svelte-[a-z0-9]+)`,code:`((?:[^`\\]|\\.)*)`/g)].map(
				(m) => ({ file: `${join(dir, f)} (${m[1]}, injected)`, css: m[2] ?? '' })
			)
		);
}
