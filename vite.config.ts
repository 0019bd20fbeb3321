import { sveltekit } from '@sveltejs/kit/vite';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { moduleSizes } from './bench/module-sizes-plugin.mjs';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

// `npm run dev` starts a local city and hands its origin over in CITY_URL.
const city = process.env.CITY_URL;

const SHELL_MODULES = /(protocol[\\/]|src[\\/]lib[\\/](wire|query|shell|ui|i18n[\\/](en[\\/]common|i18n|index|types)))/;
const NOT_IN_SHELL =
	/src[\\/]lib[\\/](ui[\\/](deferred|early-keys|TokenCount|token-count|CityText|hidden-char-text|text-width|glance-words|AnswerError|UnavailableView|LocalTime|local-time)|shell[\\/](ConfigProblem|config-problem-words|LinkStopped|link-stopped-words)|wire[\\/](enroll|config-issues))\b|protocol[\\/](schemas[\\/]probe|door-pairing)\b/;

export default defineConfig({
	// FIRST_LOAD_MODULES: where `npm run bench:first-load` wants each chunk's modules and sizes.
	plugins: [sveltekit(), moduleSizes(process.env.FIRST_LOAD_MODULES)],
	build: {
		// Fewer, larger chunks for what every first load needs (the framework, and the shell's wire, query,
		// UI and English text): a browser fetches at most six files at once from one HTTP/1.1 host, so 16
		// small files took three rounds. Lazily loaded parts (Chinese, forms, the picker's body) stay apart,
		// and so do the UI modules only the model choice uses (its keys, its token figures) and the parts
		// fetched on first use (a failed answer, a wrong config.json).
		rolldownOptions: {
			output: {
				codeSplitting: {
					groups: [
						{
							name: 'framework',
							test: /node_modules[\\/](svelte|@sveltejs[\\/]kit|@tanstack|valibot|esm-env|clsx|devalue)[\\/]/
						},
						{
							name: 'shell',
							test: (id) => SHELL_MODULES.test(id) && !NOT_IN_SHELL.test(id)
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
