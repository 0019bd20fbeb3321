import js from '@eslint/js';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import ts from 'typescript-eslint';
import svelteConfig from './svelte.config.js';

export default ts.config(
	{
		ignores: [
			'build/',
			'build-*/',
			'dist/',
			'.pack/',
			'.svelte-kit/',
			'.svelte-kit-*/',
			'storybook-static/',
			'storybook-*/',
			'node_modules/',
			'test-results/',
			'playwright-report/',
			'bench/results.json',
			'visual-report/'
		]
	},
	js.configs.recommended,
	...ts.configs.recommended,
	...svelte.configs.recommended,
	{
		languageOptions: { globals: { ...globals.browser, ...globals.node } }
	},
	{
		files: ['**/*.svelte', '**/*.svelte.ts', '**/*.svelte.js'],
		languageOptions: {
			parserOptions: {
				projectService: true,
				extraFileExtensions: ['.svelte'],
				parser: ts.parser,
				svelteConfig
			}
		}
	},
	{
		rules: {
			// The city's words are drawn as text, never as markup.
			'svelte/no-at-html-tags': 'error',
			// The wire's grammars forbid control characters, so patterns name them on purpose.
			'no-control-regex': 'off',
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
			'no-console': ['error', { allow: ['warn', 'error'] }]
		}
	},
	{
		// The settings run inside any host (docs/embedding.md): nothing under src/lib may reach SvelteKit.
		files: ['src/lib/**'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						{
							group: ['$app/*', '$env/*'],
							message: 'Only src/kit/ (the SvelteKit adapter, beside the routes) may import SvelteKit.'
						}
					]
				}
			]
		}
	},
	{
		files: ['city/**', 'scripts/**', 'bench/**', 'tests/**', 'test-support/**', '.storybook/**'],
		rules: { 'no-console': 'off' }
	}
);
