import { sveltekit } from '@sveltejs/kit/vite';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { moduleSizes } from './bench/module-sizes-plugin.mjs';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';
import { compileHints } from './scripts/compile-hints-plugin.mjs';
import { kitSvelteImports } from './scripts/kit-svelte-imports-plugin.mjs';
import { noMutations } from './scripts/no-mutations-plugin.mjs';
import { preloadOnlyWhatIsMissing } from './scripts/preload-plugin.mjs';

// `npm run dev` starts a local city and hands its origin over in CITY_URL.
const city = process.env.CITY_URL;

const FRAMEWORK = /node_modules[\\/](svelte|@sveltejs[\\/]kit|@tanstack|esm-env|clsx|devalue)[\\/]/;
const VALIBOT = /node_modules[\\/]valibot[\\/]/;
const SHELL_MODULES =
	/(protocol[\\/]|src[\\/]kit[\\/]|src[\\/]lib[\\/](wire|query|shell|ui|settings[\\/](router|places|PageLink|SettingsFrame|city-settings-options)|i18n[\\/](en[\\/]common|i18n|index|types)))/;
const NOT_IN_SHELL =
	/src[\\/]lib[\\/](ui[\\/](deferred|early-keys|search-words|RefusalView|refusal-words|answer-problem-words|glance-words|TokenCount|token-count|CityText|CityTextWords|city-text-words|hidden-char-text|text-width|AnswerError|UnavailableView|LocalTime|local-time|ScrollTable|HeldNotice|column-labels|SettingOrigin|SettingOriginSave|setting-origin)|query[\\/](stale-events|answer-standing)|shell[\\/](ConfigProblem|config-problem-words|LinkStopped|link-stopped-words|NoticeItem|notices-words)|wire[\\/](enroll|config-issues))\b|protocol[\\/](schemas[\\/](probe|endpoints|usage|answers|document)|door-pairing|fast-path|mcp-target)\b/;

const preload = preloadOnlyWhatIsMissing();
// SvelteKit asks Rolldown to keep its entries' exports exactly; letting them grow lets Rolldown put a shared
// chunk inside an entry that loads it anyway (the framework inside `start`): two files fewer in every first
// load. SvelteKit reads a route node's exports by name, so an extra one changes nothing.
const entriesMayGrow: Plugin = {
	name: 'entries-may-grow',
	apply: 'build',
	enforce: 'post',
	config: () => ({ build: { rolldownOptions: { preserveEntrySignatures: 'allow-extension' } } })
};

export default defineConfig({
	// FIRST_LOAD_MODULES: where `npm run bench:first-load` wants each chunk's modules and sizes.
	plugins: [
		sveltekit(),
		moduleSizes(process.env.FIRST_LOAD_MODULES),
		preload.plugin,
		noMutations(),
		kitSvelteImports(),
		entriesMayGrow,
		compileHints('shell')
	],
	build: {
		modulePreload: { resolveDependencies: preload.resolveDependencies },
		// Two chunks for what every first load needs: the framework, inside SvelteKit's start entry, and the shell's
		// wire, query, UI and English text with Valibot, which V8 compiles as it arrives (the two apart cost 0.2–0.3 KB
		// a route; each more file costs its imports, exports and a gzip stream of its own). Lazily loaded parts (Chinese,
		// forms, the picker's body) stay apart, and so do the UI modules only the model choice uses (its keys, its
		// token figures) and the parts fetched on first use (a failed answer, a wrong config.json).
		rolldownOptions: {
			output: {
				codeSplitting: {
					groups: [
						{ name: 'framework', test: FRAMEWORK },
						// The shell's own code, with Valibot (only the app's own code imports it), in a file V8 compiles as it
						// arrives, off the main thread (scripts/compile-hints-plugin.mjs).
						{ name: 'shell', test: (id) => VALIBOT.test(id) || (SHELL_MODULES.test(id) && !NOT_IN_SHELL.test(id)) },
						// What /mcp's page shares with its lazy parts (the lists compared, the change built, the parts'
						// loaders, a server's target): one file, not one file each (a small file costs its own imports,
						// exports and gzip stream).
						{
							name: 'mcp-shared',
							test: /(src[\\/]lib[\\/]mcp[\\/](changes[\\/](same-list|configure|change-parts)|servers[\\/]tool-entry-part)|protocol[\\/]mcp-target)\.ts$/
						},
						// The endpoints answer's schema and question with the key states: read by /, /endpoints and /models.
						{
							name: 'endpoint-answers',
							test: /(protocol[\\/]schemas[\\/]endpoints|src[\\/]lib[\\/]endpoints[\\/](endpoint-questions|key-state))\.ts$/
						},
						// Likewise for /endpoints: its memory (the attach outcomes its cards read, the re-attach they ask for).
						{
							name: 'endpoints-shared',
							test: /src[\\/]lib[\\/]endpoints[\\/]endpoints-memory\.svelte\.ts$/
						}
					]
				}
			}
		}
	},
	server: city
		? {
				proxy: {
					// The city's door lets the dev server's origin in (`--allow-origin`, scripts/dev.mjs): the Host and
					// Origin the browser sent go through unchanged, and the session is signed over that origin.
					'/ws': { target: city.replace(/^http/, 'ws'), ws: true },
					'/enroll': { target: city },
					'/pair': { target: city },
					'/session': { target: city }
				}
			}
		: undefined,
	test: {
		expect: { requireAssertions: true },
		projects: [
			{
				extends: true,
				test: {
					name: 'unit',
					environment: 'node',
					include: [
						'src/**/*.test.ts',
						'protocol/**/*.test.ts',
						'city/**/*.test.ts',
						'scripts/**/*.test.ts',
						'bench/**/*.test.ts'
					],
					exclude: ['src/**/*.svelte.test.ts', 'scripts/**/*.e2e.test.ts'],
					setupFiles: ['src/test-setup/unit.ts'],
					testTimeout: 30_000,
					hookTimeout: 60_000
				}
			},
			{
				extends: true,
				test: {
					// `npm run visual` end to end over the Storybook `npm test` builds (STORYBOOK_DIR).
					name: 'visual',
					environment: 'node',
					include: ['scripts/**/*.e2e.test.ts'],
					testTimeout: 300_000,
					fileParallelism: false
				}
			},
			{
				extends: true,
				test: {
					name: 'component',
					include: ['src/**/*.svelte.test.ts'],
					setupFiles: ['src/test-setup/component.ts'],
					browser: {
						enabled: true,
						headless: true,
						provider: playwright({
							launchOptions: { executablePath: findChromium(), args: chromiumArgs }
						}),
						instances: [{ browser: 'chromium' }]
					}
				}
			}
		]
	}
});
