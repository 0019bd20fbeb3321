// Finds the Chromium that Playwright and Vitest's browser mode drive.
// Playwright cannot download browsers on these machines, so we use Debian's.
import { existsSync } from 'node:fs';

/** Flags every headless run needs here: the sandbox is unavailable as root and the network is closed. */
export const chromiumArgs = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--disable-quic',
	'--no-first-run'
];

/** The Chromium path: `CHROMIUM_PATH` when set, else Debian's `/usr/bin/chromium`; `undefined` when neither exists. */
export function findChromium() {
	const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
	return candidates.find((p) => p && existsSync(p));
}
