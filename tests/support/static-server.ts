import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';

/** Content types of the files a build holds. */
export const CONTENT_TYPES: Record<string, string> = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.json': 'application/json',
	'.svg': 'image/svg+xml'
};

/**
 * Answers one request from a build folder served under `base`, as any static web server with an SPA
 * fallback would: the file when it exists, `index.html` for an extension-less path, else 404.
 */
export function serveBuild(req: IncomingMessage, res: ServerResponse, dir: string, base: string): void {
	const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
	if (!path.startsWith(base + '/') && path !== base) return void res.writeHead(404).end();
	const rel = normalize(path.slice(base.length) || '/').replace(/^(\.\.[/\\])+/, '');
	let file = join(dir, rel);
	if (!existsSync(file) || statSync(file).isDirectory()) {
		if (extname(rel)) return void res.writeHead(404).end();
		file = join(dir, 'index.html');
	}
	res.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' });
	createReadStream(file).pipe(res);
}

/**
 * A plain static web server for a build (any web server would do): files as
 * they are, `index.html` for extension-less deep links, nothing else. It has
 * no city behind it, which is the point of the tests that use it.
 */
export async function serveStatic(dir: string, base = ''): Promise<{ url: string; close(): Promise<void> }> {
	const server: Server = createServer((req, res) => serveBuild(req, res, dir, base));
	await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
	const addr = server.address();
	const port = typeof addr === 'object' && addr ? addr.port : 0;
	return {
		url: `http://127.0.0.1:${port}${base}/`,
		close: () => new Promise((r) => server.close(() => r()))
	};
}
