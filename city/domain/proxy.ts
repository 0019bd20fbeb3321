import type { Proxying, Through } from '../../protocol/schemas';
import { isLocalHost } from '../transport/loopback';

/**
 * The proxy route a request to `url` would take (WIRE.md §12.2 `through`),
 * from the endpoint's `proxying` rule and HTTPS_PROXY / HTTP_PROXY / ALL_PROXY /
 * NO_PROXY. The local city reports it; it always connects directly.
 */
export function routeOf(url: URL, proxying: Proxying, env: Record<string, string | undefined>): Through {
	if (proxying === 'never') return { state: 'disabled' };
	const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
	if (proxying === 'except_local' && isLocalHost(host)) return { state: 'local_address' };
	const names =
		url.protocol === 'https:'
			? ['HTTPS_PROXY', 'https_proxy', 'ALL_PROXY', 'all_proxy']
			: ['HTTP_PROXY', 'http_proxy', 'ALL_PROXY', 'all_proxy'];
	const name = names.find((n) => (env[n] ?? '').trim() !== '');
	if (!name) return isLocalHost(host) ? { state: 'local_address' } : { state: 'direct' };
	if (proxying !== 'always' && excluded(host, url.port, env.NO_PROXY ?? env.no_proxy ?? ''))
		return { state: 'excluded' };
	return { state: 'environment', detail: name };
}

function excluded(host: string, port: string, noProxy: string): boolean {
	return noProxy
		.split(/[\s,]+/)
		.map((e) => e.trim().toLowerCase())
		.filter(Boolean)
		.some((entry) => {
			if (entry === '*') return true;
			const [name, entryPort] = entry.split(/:(?=\d+$)/) as [string, string | undefined];
			if (entryPort && entryPort !== port) return false;
			const bare = name.replace(/^\*?\./, '');
			return host === bare || host.endsWith(`.${bare}`);
		});
}
