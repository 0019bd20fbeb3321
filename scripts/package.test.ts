import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPENDENCIES, FORBIDDEN, PEERS, packageLibrary, problemsIn } from './package.mjs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
	exports: Record<string, { types: string; svelte: string } | string>;
	svelte: string;
	files: string[];
	peerDependencies: Record<string, string>;
	dependencies?: Record<string, string>;
	devDependencies: Record<string, string>;
};

describe('npm run package', () => {
	let out = '';
	const inDist = (p: string) => join(out, p.replace(/^\.\/dist\//, ''));

	beforeAll(() => {
		out = join(mkdtempSync(join(tmpdir(), 'city-settings-dist-')), 'dist');
		packageLibrary(out);
	}, 180_000);
	afterAll(() => rmSync(join(out, '..'), { recursive: true, force: true }));

	it('exports the root component and its option types from the package root', () => {
		const root = pkg.exports['.'];
		expect(root).toEqual({ types: './dist/index.d.ts', svelte: './dist/index.js' });
		if (typeof root !== 'object') return;
		expect(pkg.svelte).toBe(root.svelte);
		expect(pkg.files).toEqual(['dist']);
		const js = readFileSync(inDist(root.svelte), 'utf8');
		expect(js).toMatch(/export \{ default as CitySettings \} from '\.\/settings\/CitySettings\.svelte'/);
		expect(js).toContain('SETTINGS_PAGES');
		const types = readFileSync(inDist(root.types), 'utf8');
		for (const name of [
			'CitySettings',
			'CitySettingsOptions',
			'CityOptions',
			'SettingsPage',
			'SettingsParams',
			'SettingsPlace',
			'SettingsLanguage',
			'SettingsTheme',
			'SETTINGS_PAGES'
		])
			expect(types, name).toMatch(new RegExp(`\\b${name}\\b`));
	});

	it('holds the component and its theme, imported by the settings for a host’s bundler to add', () => {
		expect(readFileSync(join(out, 'settings', 'CitySettings.svelte'), 'utf8')).toContain('<script');
		expect(readFileSync(join(out, 'settings', 'CitySettings.svelte.d.ts'), 'utf8')).toContain('CitySettingsOptions');
		const importers = readdirSync(join(out, 'settings')).filter((f) =>
			/import ['"]\.\.\/theme\/theme\.css['"]/.test(readFileSync(join(out, 'settings', f), 'utf8'))
		);
		expect(importers.length).toBeGreaterThan(0);
		expect(readFileSync(join(out, 'theme', 'theme.css'), 'utf8')).toContain('--cs-');
	});

	it('names no SvelteKit module or alias, and imports only its own files and its peers', () => {
		expect(problemsIn(out)).toEqual([]);
	});

	it('declares its own dependencies as the repository installs them', () => {
		expect(Object.keys(pkg.dependencies ?? {}).sort()).toEqual([...DEPENDENCIES].sort());
	});

	it('declares its peers at the majors installed', () => {
		expect(Object.keys(pkg.peerDependencies).sort()).toEqual([...PEERS].sort());
		for (const peer of PEERS) {
			const major = (pkg.devDependencies[peer] ?? '').split('.')[0];
			expect(pkg.peerDependencies[peer], peer).toBe(`^${major}.0.0`);
		}
	});

	it('finds a forbidden string or a stray import when there is one', () => {
		const planted = join(out, 'planted.js');
		writeFileSync(
			planted,
			`import { goto } from '$app/navigation';\nimport x from 'fast-check';\nimport './gone.js';\n`
		);
		try {
			expect(problemsIn(out)).toEqual([
				`planted.js holds ${FORBIDDEN[0]}`,
				'planted.js imports $app/navigation, not a peer or a dependency',
				'planted.js imports fast-check, not a peer or a dependency',
				'planted.js imports ./gone.js, which is not in the package'
			]);
		} finally {
			rmSync(planted);
		}
	});
});
