import type { IncomingHttpHeaders } from 'node:http';
import { GATE } from './texts';

/** The names a listener answers to: `Host` values and page origins, lowercase. */
export interface GateNames {
	hosts: Set<string>;
	origins: Set<string>;
}

/**
 * From the city's own origins (and the `--allow-origin` ones, whose hosts a proxy such as the dev server
 * may pass on): every loopback spelling is added for a loopback listener, as the real city admits them.
 */
export function gateNames(origins: Iterable<string>, port: number, loopback: boolean): GateNames {
	const all = new Set([...origins].map((o) => o.toLowerCase()));
	if (loopback) for (const h of ['127.0.0.1', 'localhost', '[::1]']) all.add(`http://${h}:${port}`);
	const hosts = new Set<string>();
	for (const o of all) {
		try {
			hosts.add(new URL(o).host);
		} catch {
			/* an origin no URL can hold (an interface with a zone id) names no host */
		}
	}
	return { hosts, origins: all };
}

/**
 * The gate before every door route, `/ws` and `/enroll` (the real city's `entry.rs`, in its order): the Host,
 * a preflight, the Origin, `Sec-Fetch-Site`, then a pairing route without an Origin. Null lets the request in.
 */
export function gateRefusal(
	req: { method?: string; headers: IncomingHttpHeaders },
	names: GateNames,
	pairing: boolean
): string | null {
	const host = req.headers.host?.toLowerCase();
	if (!host || !names.hosts.has(host)) return GATE.foreign;
	if (req.method === 'OPTIONS') return GATE.preflight;
	const origin = req.headers.origin;
	if (origin !== undefined && !names.origins.has(origin.toLowerCase())) return GATE.foreign;
	const site = req.headers['sec-fetch-site'];
	if (typeof site === 'string' && site.toLowerCase() !== 'same-origin') return GATE.foreign;
	if (pairing && origin === undefined) return GATE.native;
	return null;
}

/** The credential of `Authorization: Bearer <credential>`: any case of the scheme, trimmed, non-empty. */
export function bearerOf(header: string | undefined): string | null {
	if (!header) return null;
	const space = header.indexOf(' ');
	if (space < 0 || header.slice(0, space).toLowerCase() !== 'bearer') return null;
	const credential = header.slice(space + 1).trim();
	return credential === '' ? null : credential;
}
