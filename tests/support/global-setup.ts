import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Builds the app twice (at the root and under a base path) unless `npm test`
 * already did (SKIP_BUILD=1), so the end-to-end suite always runs the real bundle.
 */
export default function globalSetup(): void {
	if (process.env.SKIP_BUILD === '1' && existsSync('build/index.html') && existsSync('build-base/index.html')) return;
	execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env: { ...process.env, BUILD_DIR: 'build', BASE_PATH: '' } });
	execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
		stdio: 'inherit',
		env: { ...process.env, BUILD_DIR: 'build-base', BASE_PATH: '/settings/ai' }
	});
}
