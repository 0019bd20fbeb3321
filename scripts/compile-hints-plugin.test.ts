import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints-plugin.mjs';

type Chunk = { type: 'chunk'; name: string; code: string; map: { mappings: string } | null };
type Asset = { type: 'asset'; name: string; source: string };

function run(group: string, bundle: Record<string, Chunk | Asset>): void {
	const hook = compileHints(group).generateBundle as unknown as (
		this: { error(message: string): never },
		options: unknown,
		bundle: Record<string, Chunk | Asset>
	) => void;
	hook.call(
		{
			error: (message: string) => {
				throw new Error(message);
			}
		},
		{},
		bundle
	);
}

describe('compileHints', () => {
	it('puts the hint atop the group’s chunks only, one line down in their source maps', () => {
		const shell: Chunk = { type: 'chunk', name: 'shell', code: 'export{a};', map: { mappings: 'AAAA,CAAC' } };
		const framework: Chunk = { type: 'chunk', name: 'framework', code: 'export{b};', map: { mappings: 'AAAA' } };
		const page: Chunk = { type: 'chunk', name: '5', code: 'export{c};', map: null };
		const css: Asset = { type: 'asset', name: 'shell.css', source: 'a{}' };
		run('shell', {
			'_app/immutable/chunks/s.js': shell,
			'_app/immutable/entry/start.js': framework,
			'_app/immutable/nodes/5.js': page,
			'_app/immutable/assets/s.css': css
		});
		expect(shell.code).toBe(`${COMPILE_HINT}export{a};`);
		expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
		expect(shell.map?.mappings).toBe(';AAAA,CAAC');
		expect(framework.code).toBe('export{b};');
		expect(framework.map?.mappings).toBe('AAAA');
		expect(page.code).toBe('export{c};');
		expect(css.source).toBe('a{}');
	});

	it('stops the build when no chunk of the group is there (a renamed group would drop the hint unseen)', () => {
		const framework: Chunk = { type: 'chunk', name: 'framework', code: 'x', map: null };
		expect(() => run('shell', { '_app/immutable/entry/start.js': framework })).toThrow(/no chunk of the group "shell"/);
	});

	it('leaves a build that is not the browser half of SvelteKit’s as it is (its server build, Storybook’s)', () => {
		const shell: Chunk = { type: 'chunk', name: 'shell', code: 'x', map: null };
		run('shell', { 'chunks/shell.js': shell });
		expect(shell.code).toBe('x');
		expect(() => run('shell', { 'assets/iframe.js': { ...shell, name: 'iframe' } })).not.toThrow();
	});
});
