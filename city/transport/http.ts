import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isLoopbackPeer } from './loopback';
import { SEGMENT, type Vault } from '../storage/vault';

/** `host` as it goes in a URL (IPv6 in brackets). */
export function urlHost(host: string): string {
	return host.includes(':') ? `[${host}]` : host;
}

/**
 * Origins that may open `/ws` and call `/enroll`: the city's own
 * (`http://<host>:<port>`, plus `localhost` when bound to 127.0.0.1, plus every
 * interface address when bound to a wildcard) and the `--allow-origin` list.
 */
export function ownOrigins(host: string, port: number, extra: readonly string[]): Set<string> {
	const set = new Set<string>(extra.map((o) => o.replace(/\/+$/, '')));
	const add = (h: string) => set.add(`http://${urlHost(h)}:${port}`);
	add(host);
	if (host === '127.0.0.1' || host === '::1' || host === 'localhost') {
		add('localhost');
		add('127.0.0.1');
	}
	if (host === '0.0.0.0' || host === '::') {
		add('localhost');
		add('127.0.0.1');
		for (const list of Object.values(os.networkInterfaces())) for (const i of list ?? []) add(i.address);
	}
	return set;
}

/** Constant-time check of `Authorization: Bearer <token>`. */
export function bearerMatches(header: string | undefined, token: string): boolean {
	const m = /^Bearer\s+(.+)$/i.exec(header ?? '');
	if (!m) return false;
	const a = Buffer.from(m[1]!.trim());
	const b = Buffer.from(token);
	return a.length === b.length && timingSafeEqual(a, b);
}

/** Constant-time equality of two tokens. */
export function tokenMatches(given: string | null | undefined, token: string): boolean {
	if (typeof given !== 'string') return false;
	const a = Buffer.from(given);
	const b = Buffer.from(token);
	return a.length === b.length && timingSafeEqual(a, b);
}

const TYPES: Record<string, string> = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.mjs': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.json': 'application/json; charset=utf-8',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.jpg': 'image/jpeg',
	'.jpeg': 'image/jpeg',
	'.gif': 'image/gif',
	'.webp': 'image/webp',
	'.ico': 'image/x-icon',
	'.txt': 'text/plain; charset=utf-8',
	'.woff': 'font/woff',
	'.woff2': 'font/woff2',
	'.webmanifest': 'application/manifest+json',
	'.map': 'application/json; charset=utf-8',
	'.wasm': 'application/wasm'
};

export interface HttpConfig {
	app: string | null;
	base: string;
	origins: Set<string>;
	token: string | null;
	vault: Vault;
}

/** The non-WebSocket half of the city: `POST /enroll` and the static app. */
export function makeRequestHandler(cfg: HttpConfig) {
	return (req: IncomingMessage, res: ServerResponse): void => {
		const url = new URL(req.url ?? '/', 'http://city.invalid');
		const p = url.pathname;
		if (p === '/enroll' || p === `${cfg.base}/enroll`) {
			enroll(cfg, req, res);
			return;
		}
		if (req.method !== 'GET' && req.method !== 'HEAD') {
			send(res, 405, 'text/plain; charset=utf-8', 'method not allowed', { Allow: 'GET, HEAD' });
			return;
		}
		serveStatic(cfg, p, req, res);
	};
}

function send(
	res: ServerResponse,
	status: number,
	type: string,
	body: string | Buffer,
	headers: Record<string, string> = {}
): void {
	res.writeHead(status, {
		'Content-Type': type,
		'Content-Length': Buffer.byteLength(body),
		'X-Content-Type-Options': 'nosniff',
		...headers
	});
	res.end(res.req.method === 'HEAD' ? undefined : body);
}

function serveStatic(cfg: HttpConfig, pathname: string, req: IncomingMessage, res: ServerResponse): void {
	if (cfg.base && pathname === cfg.base) {
		res.writeHead(308, { Location: `${cfg.base}/${new URL(req.url ?? '/', 'http://x').search}` }).end();
		return;
	}
	if (!cfg.app || !(pathname === `${cfg.base}/` || pathname.startsWith(`${cfg.base}/`))) {
		send(res, 404, 'text/plain; charset=utf-8', 'not found');
		return;
	}
	let rel: string;
	try {
		rel = decodeURIComponent(pathname.slice(cfg.base.length));
	} catch {
		send(res, 400, 'text/plain; charset=utf-8', 'bad path');
		return;
	}
	const root = path.resolve(cfg.app);
	const file = path.resolve(root, '.' + rel);
	if (file !== root && !file.startsWith(root + path.sep)) {
		send(res, 404, 'text/plain; charset=utf-8', 'not found');
		return;
	}
	const candidates = [file, `${file}.html`, path.join(file, 'index.html')];
	for (const c of candidates) {
		if (isFile(c)) return sendFile(cfg, res, c, rel.startsWith('/_app/immutable/'));
	}
	// A missing file with an extension is a 404 (the app reads a missing config.json as "same origin");
	// an extension-less path is a client-side route: its own page (`mcp.html`) when the build has one,
	// else the SPA fallback.
	if (path.extname(rel) !== '') {
		send(res, 404, 'text/plain; charset=utf-8', 'not found');
		return;
	}
	// 200.html is the app's fallback page; a build from before it had one uses index.html.
	for (const fallback of [path.join(root, '200.html'), path.join(root, 'index.html')]) {
		if (isFile(fallback)) return sendFile(cfg, res, fallback, false);
	}
	send(res, 404, 'text/plain; charset=utf-8', 'not found');
}

function isFile(p: string): boolean {
	try {
		return fs.statSync(p).isFile();
	} catch {
		return false;
	}
}

function sendFile(cfg: HttpConfig, res: ServerResponse, file: string, immutable: boolean): void {
	const body = fs.readFileSync(file);
	const ext = path.extname(file).toLowerCase();
	const type = TYPES[ext] ?? 'application/octet-stream';
	send(res, 200, type, body, {
		'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
		...(ext === '.html' ? { 'Content-Security-Policy': frameAncestors(cfg) } : {})
	});
}

/**
 * The settings page can add tool servers that run commands, so no other site may show it in a frame and
 * trick a person into pressing its buttons: only the city's own origins and the `--allow-origin` ones
 * (a dashboard that embeds it) may frame it. A `<meta>` policy cannot say this; only the header can.
 */
function frameAncestors(cfg: Pick<HttpConfig, 'origins'>): string {
	return `frame-ancestors 'self' ${[...cfg.origins].sort().join(' ')}`.trim();
}

const MAX_ENROLL_BYTES = 64 * 1024;

/** `POST /enroll` (WIRE.md §13): loopback callers only, token and Origin checked, body never logged. */
function enroll(cfg: HttpConfig, req: IncomingMessage, res: ServerResponse): void {
	const origin = req.headers.origin;
	// A host page on an allowed origin (config.json's `enroll` on this city) needs CORS; nobody else gets it.
	const cors: Record<string, string> =
		origin !== undefined && cfg.origins.has(origin) ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {};
	const text = (status: number, body: string) =>
		send(res, status, 'text/plain; charset=utf-8', body, { 'Cache-Control': 'no-store', ...cors });
	if (req.method === 'OPTIONS' && cors['Access-Control-Allow-Origin'] && isLoopbackPeer(req.socket.remoteAddress)) {
		res.writeHead(204, {
			...cors,
			'Access-Control-Allow-Methods': 'POST',
			'Access-Control-Allow-Headers': 'content-type, authorization',
			'Access-Control-Max-Age': '600'
		});
		res.end();
		return;
	}
	if (req.method !== 'POST') {
		text(405, 'store key: send the key with POST');
		return;
	}
	if (!isLoopbackPeer(req.socket.remoteAddress)) {
		text(403, 'store key: open the settings page on the machine the city runs on; keys are accepted only from there');
		return;
	}
	if (origin !== undefined && !cfg.origins.has(origin)) {
		text(
			403,
			`store key: open the settings page from the city's own address, or start the city with --allow-origin ${origin}`
		);
		return;
	}
	if (cfg.token && !bearerMatches(req.headers.authorization, cfg.token)) {
		text(403, 'store key: open the settings page through the link the city printed, which carries the pairing token');
		return;
	}
	const chunks: Buffer[] = [];
	let size = 0;
	let over = false;
	req.on('data', (c: Buffer) => {
		size += c.length;
		if (size > MAX_ENROLL_BYTES) over = true;
		else chunks.push(c);
	});
	req.on('end', () => {
		if (over) return text(422, 'store key: send a key shorter than 64 KiB');
		let body: unknown;
		try {
			body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
		} catch {
			return text(422, 'store key: send a JSON object {"realm","name","value"}');
		}
		const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
		const { realm, name, value } = b;
		if (typeof realm !== 'string' || !SEGMENT.test(realm))
			return text(422, 'store key: use a realm of letters, digits, ".", "_" or "-" (e.g. providers)');
		if (typeof name !== 'string' || !SEGMENT.test(name))
			return text(422, 'store key: use a name of letters, digits, ".", "_" or "-" (e.g. anthropic-team)');
		if (typeof value !== 'string' || value.trim() === '')
			return text(422, 'store key: paste the key itself; an empty value cannot be stored');
		if (cfg.vault.poisoned)
			return text(422, 'store key: the vault lock is poisoned; restart the city, then store the key again');
		try {
			text(201, cfg.vault.store(realm, name, value));
		} catch (err) {
			text(422, `store key: ${(err as Error).message}; fix or move the vault file, then store the key again`);
		}
	});
	req.on('error', () => res.destroy());
}
