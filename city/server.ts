import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { WebSocketServer } from 'ws';
import type { CityContext } from './city-context';
import { makeRequestHandler, ownOrigins, urlHost } from './transport/http';
import { isLocalHost } from './transport/loopback';
import { Ledger, loadEpoch } from './storage/ledger';
import { MAX_CLIENT_FRAME_BYTES } from '../protocol/limits';
import { demoEndpoints, firstState } from './domain/seed';
import { Store } from './storage/store';
import { Vault } from './storage/vault';
import { WireSession } from './transport/wire-session';

export interface CityOptions {
	root: string; // data folder (created if missing)
	port?: number; // 0 = a free port (default 0 in the API)
	host?: string; // default '127.0.0.1'
	app?: string | null; // static app dir to serve; null = serve no app
	base?: string; // base path, '' default
	allowOrigins?: string[]; // extra origins allowed to open /ws
	token?: string | null; // pairing token (required when host is not loopback)
	demo?: boolean; // seed attached endpoints from recorded facts
	seed?: boolean; // default true: on an empty root, seed the building with server-everything over stdio
	mcpDeadlineMs?: number; // per-server MCP handshake deadline (default 10000)
	probeTimeoutMs?: number; // probe deadline (default 10000)
	env?: Record<string, string | undefined>; // where env-var keys are read (default process.env)
	cityName?: string; // default 'local': the address the first MCP list lives at; `${cityName}/lab` is a building under it
}

export interface RunningCity {
	url: string;
	origin: string;
	port: number;
	city: string;
	building: string;
	root: string;
	close(): Promise<void>;
}

/** `/settings/ai/` → `/settings/ai`; `/` and '' → ''. */
export function normalizeBase(base: string | undefined): string {
	const b = (base ?? '').trim().replace(/\/+$/, '');
	if (b === '') return '';
	return b.startsWith('/') ? b : `/${b}`;
}

/**
 * Starts a local city: the static app, `POST /enroll` and the wire at `/ws`
 * (and `<base>/ws`), all on one origin. Resolves once it listens.
 * `app` undefined means `./build` when that folder exists, else no app.
 */
export async function startCity(opts: CityOptions): Promise<RunningCity> {
	const host = opts.host ?? '127.0.0.1';
	const token = opts.token || null;
	if (!isLocalHost(host) && !token) {
		throw new Error(`binding ${host} (beyond loopback) needs a pairing token; pass token (--token)`);
	}
	const root = path.resolve(opts.root);
	fs.mkdirSync(root, { recursive: true, mode: 0o700 });
	const cityName = opts.cityName ?? 'local';
	const building = `${cityName}/lab`;
	const base = normalizeBase(opts.base);
	const app =
		opts.app === undefined
			? fs.existsSync('build')
				? path.resolve('build')
				: null
			: opts.app
				? path.resolve(opts.app)
				: null;
	const env = opts.env ?? process.env;

	// The first list lives at the city's own address, the one `welcome` names and the MCP page opens on;
	// buildings under it inherit it until they state a list of their own.
	const store = new Store(root, () => firstState(cityName, opts.seed ?? true, opts.demo ?? false));
	if (opts.demo && store.current.endpoints.length === 0) {
		store.update(null, (s) => Object.assign(s, demoEndpoints()));
	}
	if (!(cityName in store.current.buildings)) {
		store.update(
			null,
			(s) => (s.buildings[cityName] = firstState(cityName, opts.seed ?? true, false).buildings[cityName]!)
		);
	}
	const ledger = new Ledger(path.join(root, 'ledger.jsonl'));
	const vault = new Vault(root, env);
	const sessions = new Set<WireSession>();
	const background = new Set<Promise<unknown>>();
	let queue: Promise<unknown> = Promise.resolve();

	const ctx: CityContext = {
		cityName,
		building,
		root,
		store,
		ledger,
		vault,
		epoch: loadEpoch(root),
		token,
		mcpDeadlineMs: opts.mcpDeadlineMs ?? 10_000,
		probeTimeoutMs: opts.probeTimeoutMs ?? 10_000,
		env,
		emit(kind, addr, data) {
			const record = ledger.append(kind, addr, data);
			for (const s of sessions) s.pushEvent(record);
			return record;
		},
		rebroadcast(record) {
			for (const s of sessions) s.pushEvent(record);
		},
		serial<T>(task: () => Promise<T>): Promise<T> {
			const run = queue.then(task, task);
			queue = run.catch(() => undefined);
			return run;
		},
		probeIdems: new Set(),
		track(work) {
			const p = work.catch(() => undefined).finally(() => background.delete(p));
			background.add(p);
		}
	};

	const server = http.createServer();
	const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_FRAME_BYTES });
	let origins = new Set<string>();
	const handle = makeRequestHandler({
		app,
		base,
		get origins() {
			return origins;
		},
		token,
		vault
	});
	server.on('request', handle);
	server.on('upgrade', (req, socket, head) => {
		const p = new URL(req.url ?? '/', 'http://city.invalid').pathname;
		const deny = (status: string) => {
			socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
		};
		if (p !== '/ws' && p !== `${base}/ws`) return deny('404 Not Found');
		const origin = req.headers.origin;
		// A page from another origin must not drive the city (CSWSH); tools without Origin are fine.
		if (origin !== undefined && !origins.has(origin)) return deny('403 Forbidden');
		wss.handleUpgrade(req, socket, head, (ws) => {
			const s = new WireSession(ws, ctx, () => sessions.delete(s));
			sessions.add(s);
		});
	});

	await new Promise<void>((resolve, reject) => {
		server.once('error', reject);
		server.listen(opts.port ?? 0, host, () => {
			server.off('error', reject);
			resolve();
		});
	});
	const port = (server.address() as AddressInfo).port;
	origins = ownOrigins(host, port, opts.allowOrigins ?? []);
	const shownHost = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
	const origin = `http://${urlHost(shownHost)}:${port}`;

	let closing: Promise<void> | null = null;
	return {
		url: `${origin}${base}/`,
		origin,
		port,
		city: cityName,
		building,
		root,
		close() {
			closing ??= (async () => {
				for (const s of sessions) s.close();
				wss.close();
				await new Promise<void>((resolve) => {
					server.close(() => resolve());
					server.closeAllConnections();
				});
				for (const c of wss.clients) c.terminate();
				await Promise.allSettled([...background]);
				await queue.catch(() => undefined);
				ledger.close();
			})();
			return closing;
		}
	};
}
