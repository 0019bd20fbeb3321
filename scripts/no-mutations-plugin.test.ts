import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { noMutations, STAND_INS } from './no-mutations-plugin.mjs';

const CORE = join(import.meta.dirname, '../node_modules/@tanstack/query-core/build/modern');
const exportsOf = (code: string) =>
	[...code.matchAll(/export\s*(?:class|function)\s+(\w+)|export\s*\{([^}]*)\}/g)]
		.flatMap((m) => (m[1] ? [m[1]] : (m[2] as string).split(',').map((n) => n.trim())))
		.filter(Boolean)
		.sort();

function sources(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		// Test helpers (`testing/`) never reach a build, and may use the DOM's own MutationObserver.
		if (statSync(path).isDirectory()) return name === 'testing' ? [] : sources(path);
		return /\.(svelte|ts)$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
	});
}

describe('the build without TanStack Query mutations and infinite queries', () => {
	for (const [module, code] of Object.entries(STAND_INS)) {
		it(`stands in for ${module}.js with the same exports`, () => {
			expect(exportsOf(code)).toEqual(exportsOf(readFileSync(join(CORE, `${module}.js`), 'utf8')));
		});
	}

	it('stands in for the mutation cache with every method QueryClient calls on it', () => {
		const client = readFileSync(join(CORE, 'queryClient.js'), 'utf8');
		const called = [...new Set([...client.matchAll(/#mutationCache\.(\w+)\(/g)].map((m) => m[1] as string))];
		expect(called.length).toBeGreaterThan(0);
		for (const method of called) expect(STAND_INS.mutationCache, method).toMatch(new RegExp(`\\n\\t${method}\\(`));
	});

	it('replaces only those three modules', () => {
		const load = noMutations().load as (id: string) => string | null;
		expect(load(join(CORE, 'mutation.js'))).toBe(STAND_INS.mutation);
		expect(load(join(CORE, 'mutationCache.js'))).toBe(STAND_INS.mutationCache);
		expect(load(join(CORE, 'infiniteQueryBehavior.js'))).toBe(STAND_INS.infiniteQueryBehavior);
		expect(load(join(CORE, 'query.js'))).toBeNull();
	});

	it('is right that the app never uses them', () => {
		const uses =
			/\b(createMutation|useMutation|MutationObserver|createInfiniteQuery|InfiniteQueryObserver|fetchInfiniteQuery|prefetchInfiniteQuery|ensureInfiniteQueryData|infiniteQueryOptions|useIsMutating|useMutationState)\b/;
		const dirs = ['../src', '../protocol'].map((d) => join(import.meta.dirname, d));
		const users = dirs.flatMap(sources).filter((f) => uses.test(readFileSync(f, 'utf8')));
		expect(users).toEqual([]);
	});
});
