import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The build folders this run uses: `build`/`build-base`, or `$E2E_BUILD`/`$E2E_BUILD-base` for a private run. */
export const appBuildDir = process.env.E2E_BUILD ?? 'build';
export const baseBuildDir = `${appBuildDir}-base`;

function build(dir: string, basePath: string): void {
	const kitOut = process.env.E2E_BUILD ? `.svelte-kit-${dir}` : undefined;
	execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', ...(kitOut ? ['--bypass-lock'] : [])], {
		stdio: 'inherit',
		env: { ...process.env, BUILD_DIR: dir, BASE_PATH: basePath, ...(kitOut ? { KIT_OUT_DIR: kitOut } : {}) }
	});
}

/**
 * Builds the app twice (at the root and under a base path) unless `npm test`
 * already did (SKIP_BUILD=1), so the end-to-end suite always runs the real bundle.
 */
export default function globalSetup(): void {
	if (onlyStorybook()) return;
	if (
		process.env.SKIP_BUILD === '1' &&
		existsSync(`${appBuildDir}/index.html`) &&
		existsSync(`${baseBuildDir}/index.html`)
	)
		return;
	build(appBuildDir, '');
	build(baseBuildDir, '/settings/ai');
}

/** `--project storybook` alone visits storybook-static/ and needs no app build. */
function onlyStorybook(): boolean {
	const argv = process.argv;
	const projects = argv.flatMap((a, i) =>
		a === '--project' ? [argv[i + 1]] : a.startsWith('--project=') ? [a.slice(10)] : []
	);
	return projects.length > 0 && projects.every((p) => p === 'storybook');
}
