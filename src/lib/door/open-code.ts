import { openCodeOf } from '$protocol/door';

/**
 * Takes an open code from the address (`#open=<code>`, WIRE.md §2a) and removes it from the address bar at
 * once, before the router reads the address, so it never stays in history or reaches a log.
 */
export function takeOpenCode(loc: Pick<Location, 'hash' | 'href'>, hist: Pick<History, 'replaceState' | 'state'>) {
	const code = openCodeOf(loc.hash);
	if (code === null) return null;
	const url = new URL(loc.href);
	url.hash = '';
	hist.replaceState(hist.state, '', url.pathname + url.search);
	return code;
}

/** Where `/pair` and `/session` live: beside `/enroll`, under the same base path. */
export function doorRootOf(enroll: string): string {
	return enroll.replace(/\/enroll$/, '');
}
