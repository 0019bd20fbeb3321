import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { kitSvelteImports, namedSvelteImports } from './kit-svelte-imports-plugin.mjs';

const CLIENT = join(import.meta.dirname, '../node_modules/@sveltejs/kit/src/runtime/client/client.js');
const shipped = readFileSync(CLIENT, 'utf8');

describe('SvelteKit’s client with named imports of Svelte', () => {
	it('imports by name what the client read from the namespace, and nothing as a namespace', () => {
		const out = namedSvelteImports(shipped);
		expect(out).not.toMatch(/import\s*\*\s*as\s+svelte\b/);
		expect(out).not.toMatch(/\bsvelte\.(?!dev\b|js\b)\w+/);
		const [named] = [...out.matchAll(/import\s*\{([^}]*)\}\s*from\s*'svelte';/g)].map((m) => m[1]);
		expect(named?.split(',').map((n) => n.trim())).toEqual([
			'onMount',
			'tick',
			'untrack',
			'settled as svelte_settled',
			'fork as svelte_fork'
		]);
		// Still a module that parses, with each name bound once.
		expect(() => parseAst(out)).not.toThrow();
		for (const name of ['onMount', 'tick', 'untrack']) {
			expect(out.match(new RegExp(`(?:const|let|var|function)\\s+${name}\\b`, 'g')), name).toBeNull();
		}
	});

	it('keeps every line where it was, so the client’s line numbers still hold', () => {
		expect(namedSvelteImports(shipped).split('\n')).toHaveLength(shipped.split('\n').length);
	});

	it('stops the build when the client no longer reads as expected', () => {
		expect(() => namedSvelteImports(shipped.replace('const { onMount, tick } = svelte;', ''))).toThrow(
			/no longer has `const \{ onMount, tick \} = svelte;`/
		);
		expect(() => namedSvelteImports(`${shipped}\nsvelte.mount();`)).toThrow(/reads `svelte.mount`/);
	});

	it('rewrites that one module only', () => {
		const transform = kitSvelteImports().transform as (code: string, id: string) => { code: string } | null;
		expect(transform(shipped, CLIENT)?.code).toBe(namedSvelteImports(shipped));
		expect(transform(shipped, CLIENT.replace('client.js', 'fetcher.js'))).toBeNull();
	});
});
