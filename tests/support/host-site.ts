import { createServer, type Server } from 'node:http';
import { extname } from 'node:path';
import { CONTENT_TYPES, serveBuild } from '../../test-support/static-server';

export interface SiteOptions {
	/** A build folder served under `base` (optional: a host page needs none). */
	dir?: string;
	/** The path the build is served under (`/settings/ai`), '' for the root. */
	base?: string;
	/**
	 * Files that exist only on this server, by path from the server's root
	 * (`/settings/ai/config.json`, `/`): a host's own `config.json`, a host page.
	 * A string is served with the content type of its extension (HTML for `/`).
	 * Read on every request, so a test may fill it in once it knows the ports.
	 */
	files?: Record<string, string>;
}

export interface Site {
	/** `http://127.0.0.1:<port>` */
	origin: string;
	/** Where the build is: `<origin><base>/`. */
	url: string;
	close(): Promise<void>;
}

/**
 * A second, plain web server on a loopback port: a host dashboard's static
 * files (a build with its own `config.json`) or a host page that embeds the
 * app. It knows nothing of the city, which is the point.
 */
export async function serveSite(opts: SiteOptions): Promise<Site> {
	const base = opts.base ?? '';
	const files = opts.files ?? {};
	const server: Server = createServer((req, res) => {
		const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
		if (path in files) {
			const type = CONTENT_TYPES[extname(path)] ?? CONTENT_TYPES['.html']!;
			res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
			return void res.end(files[path]);
		}
		if (!opts.dir) return void res.writeHead(404).end();
		serveBuild(req, res, opts.dir, base);
	});
	await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
	const addr = server.address();
	const port = typeof addr === 'object' && addr ? addr.port : 0;
	const origin = `http://127.0.0.1:${port}`;
	return {
		origin,
		url: `${origin}${base}/`,
		close: () =>
			new Promise((r) => {
				server.close(() => r());
				server.closeAllConnections();
			})
	};
}
