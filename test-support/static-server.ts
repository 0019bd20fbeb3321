// Shared by the end-to-end tests and the benchmark: serves a built app the way a static web server would.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';

/** Content types of the files a build holds. */
export const CONTENT_TYPES: Record<string, string> = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.json': 'application/json',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.woff2': 'font/woff2'
};

/** How a web server finds the page for an extension-less path. */
export interface ServeOptions {
	/**
	 * `true` (the default, as `npx serve` or nginx's `try_files $uri $uri.html $uri/index.html /200.html`):
	 * the route's own page (`mcp.html`) when there is one. `false`: a server set up with only an SPA
	 * fallback, which answers every such path with `200.html`.
	 */
	pages?: boolean;
	/** Lets the browser keep every file for the server's life (a build that does not change while served). */
	immutable?: boolean;
}

const isFile = (f: string) => existsSync(f) && statSync(f).isFile();

/**
 * Answers one request from a build folder served under `base`, as a static web server with an SPA
 * fallback would: the file when it exists; for an extension-less path the route's own page (see
 * `ServeOptions`), else `200.html`; otherwise 404.
 */
export function serveBuild(
	req: IncomingMessage,
	res: ServerResponse,
	dir: string,
	base: string,
	opts: ServeOptions = {}
): void {
	const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
	if (!path.startsWith(base + '/') && path !== base) return void res.writeHead(404).end();
	const rel = normalize(path.slice(base.length) || '/').replace(/^(\.\.[/\\])+/, '');
	let file = join(dir, rel);
	if (!isFile(file)) {
		if (extname(rel)) return void res.writeHead(404).end();
		const pages = opts.pages === false ? [] : [`${file.replace(/\/$/, '')}.html`, join(file, 'index.html')];
		file = pages.find(isFile) ?? join(dir, '200.html');
	}
	res.writeHead(200, {
		'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
		...(opts.immutable ? { 'cache-control': 'public, max-age=31536000, immutable' } : {})
	});
	createReadStream(file).pipe(res);
}

/**
 * A plain static web server for a build (any web server would do): files as
 * they are, pages for extension-less deep links (`serveBuild`), nothing else. It
 * has no city behind it, which is the point of the tests that use it.
 */
export async function serveStatic(
	dir: string,
	base = '',
	opts: ServeOptions = {}
): Promise<{ url: string; close(): Promise<void> }> {
	const server: Server = createServer((req, res) => serveBuild(req, res, dir, base, opts));
	await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
	const addr = server.address();
	const port = typeof addr === 'object' && addr ? addr.port : 0;
	return {
		url: `http://127.0.0.1:${port}${base}/`,
		close: () => new Promise((r) => server.close(() => r()))
	};
}
