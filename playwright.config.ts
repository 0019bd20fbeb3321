import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';
import { appBuildDir, baseBuildDir } from './tests/support/global-setup';

// Debian's Chromium: Playwright cannot download its own browsers on these machines.
const executablePath = findChromium();

export default defineConfig({
	testDir: 'tests',
	testMatch: '**/*.spec.ts',
	// Private runs (E2E_BUILD) keep their own artifacts, so parallel runs cannot delete each other's.
	outputDir: `test-results/${process.env.E2E_BUILD ?? 'main'}`,
	fullyParallel: true,
	workers: process.env.PW_WORKERS ? Number(process.env.PW_WORKERS) : 2,
	retries: 0,
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
		{ name: 'app', testIgnore: 'storybook.spec.ts', use: { appDir: appBuildDir, basePath: '' } as object },
		{
			name: 'base-path',
			testIgnore: ['storybook.spec.ts', 'bundle-size.spec.ts'],
			use: { appDir: baseBuildDir, basePath: '/settings/ai' } as object
		},
		// The built Storybook (npm run build-storybook), visited once, not per base path.
		{ name: 'storybook', testMatch: 'storybook.spec.ts', use: { trace: 'off', screenshot: 'off' } }
	]
});
