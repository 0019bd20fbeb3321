import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Door } from '../door/door';
import { bearerOf, gateRefusal, type GateNames } from '../door/gate';
import { doorRouteOf, serveDoorRoute, text as doorText } from '../door/routes';
import { ENROLMENT } from '../door/texts';
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
	/** The names the door's gate admits. */
	gate: GateNames;
	/** Null for a city without a door: no pairing routes, and `/enroll` needs no credential. */
	door: Door | null;
	vault: Vault;
}

/** The non-WebSocket half of the city: the door's routes, `POST /enroll` and the static app (which the gate leaves alone). */
export function makeRequestHandler(cfg: HttpConfig) {
	return (req: IncomingMessage, res: ServerResponse): void => {
		const url = new URL(req.url ?? '/', 'http://city.invalid');
		const p = url.pathname;
		const route = doorRouteOf(p, cfg.base);
		const isEnroll = p === '/enroll' || p === `${cfg.base}/enroll`;
		if (route && !cfg.door) return send(res, 404, 'text/plain; charset=utf-8', 'not found');
		if (route || isEnroll) {
			const refusal = gateRefusal(req, cfg.gate, route !== null);
			if (refusal) {
				req.resume();
				return doorText(res, 403, refusal);
			}
			if (route) return serveDoorRoute(cfg.door!, route, req, res);
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

/** `POST /enroll` (WIRE.md §13), after the gate: a credential, then a loopback peer, then the body (never logged). */
function enroll(cfg: HttpConfig, req: IncomingMessage, res: ServerResponse): void {
	const text = (status: number, body: string) =>
		send(res, status, 'text/plain; charset=utf-8', body, { 'Cache-Control': 'no-store' });
	if (req.method !== 'POST') {
		req.resume();
		text(405, 'store key: send the key with POST');
		return;
	}
	if (cfg.door && !cfg.door.standing(bearerOf(req.headers.authorization))) {
		req.resume();
		text(403, ENROLMENT.noCredential);
		return;
	}
	if (!isLoopbackPeer(req.socket.remoteAddress)) {
		req.resume();
		text(403, ENROLMENT.notLoopback);
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
