import { startBoot } from '$kit/boot';

/**
 * Runs once as the app starts, before SvelteKit fetches the route's code: reading `config.json` and
 * opening the socket start here so they overlap that download instead of waiting for it (README
 * "Performance").
 */
export function init(): void {
	void startBoot();
}
