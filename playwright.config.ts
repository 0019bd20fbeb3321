import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';
import { appBuildDir, baseBuildDir } from './tests/support/global-setup';

/** The specs the `base-path` project runs: each is about something a base path changes. */
export const BASE_PATH_SPECS = [
	'base-path.spec.ts', // every request and link, styles, icon, lazily fetched parts, deep links, <base>/enroll
	'door.spec.ts', // pairing, sessions, a restart: the door's routes under the base
	'embedding.spec.ts', // the build under its base, navigation and reloads, the error page, a host's config.json and iframe
	'shell.spec.ts', // deep links and the fallback page from a plain static server, the error page, the socket's URL
	'start-link.spec.ts', // the link `npm start -- --base` prints
	'security-csp.spec.ts' // the policy hashes the inline bootstrap script, which names the base
];

// Debian's Chromium: Playwright cannot download its own browsers on these machines.
const executablePath = findChromium();

export default defineConfig({
	testDir: 'tests',
	testMatch: '**/*.spec.ts',
	// Private runs (E2E_BUILD) keep their own artifacts, so parallel runs cannot delete each other's.
	outputDir: `test-results/${process.env.E2E_BUILD ?? 'main'}`,
	fullyParallel: true,
	workers: process.env.PW_WORKERS ? Number(process.env.PW_WORKERS) : 2,
	// In CI one retry, so a test that fails only under load is reported flaky (npm test prints its error) and does not sink the run.
	retries: process.env.CI ? 1 : 0,
	timeout: 60_000,
	expect: { timeout: 10_000 },
	reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
	globalSetup: './tests/support/global-setup.ts',
	use: {
		browserName: 'chromium',
		launchOptions: { executablePath, args: chromiumArgs },
		trace: 'retain-on-failure',
		screenshot: 'only-on-failure'
	},
	projects: [
		{
			name: 'app',
			testIgnore: ['storybook.spec.ts', 'base-path.spec.ts'],
			use: { appDir: appBuildDir, basePath: '' } as object
		},
		// Only what a base path can change: links, assets, deep links, the door, the error page (tests/base-path.spec.ts
		// says where each is checked). A page's own behaviour does not depend on where it is served.
		{
			name: 'base-path',
			testMatch: BASE_PATH_SPECS,
			use: { appDir: baseBuildDir, basePath: '/settings/ai' } as object
		},
		// The built Storybook (npm run build-storybook), visited once, not per base path.
		{ name: 'storybook', testMatch: 'storybook.spec.ts', use: { trace: 'off', screenshot: 'off' } }
	]
});
