import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { WebSocketServer } from 'ws';
import type { CityContext } from './city-context';
import { makeRequestHandler, ownOrigins, urlHost } from './transport/http';
import { isLocalHost } from './transport/loopback';
import { loadCityKey } from './door/city-key';
import { Door } from './door/door';
import { gateNames, gateRefusal, type GateNames } from './door/gate';
import { Ledger, loadEpoch } from './storage/ledger';
import { MAX_CLIENT_FRAME_BYTES } from '../protocol/limits';
import { demoEndpoints, firstState } from './domain/seed';
import { Store } from './storage/store';
import { Vault } from './storage/vault';
import { WireSession } from './transport/wire-session';
import { announceListening, CALL_PATH, serveCall } from './transport/call-route';
import { seedDemoUsage } from './domain/demo-usage';
import { startCorpusSearch, type CorpusSearch } from './search/corpus-search';
import { listDemoSupplier } from './search/demo-search';
import { BROKER_DEADLINE_MS, REAL_BROKER_URL } from './domain/toolkit-broker';

export interface CityOptions {
	root: string; // data folder (created if missing)
	port?: number; // 0 = a free port (default 0 in the API)
	host?: string; // default '127.0.0.1'
	app?: string | null; // static app dir to serve; null = serve no app
	base?: string; // base path, '' default
	allowOrigins?: string[]; // extra origins the gate admits (their pages, and their hosts as a proxy passes them on)
	token?: string | null; // the city's key; default: the one in <root>/city.key, made at first start
	door?: boolean; // default true; false = an older city: no pairing routes, hello and /enroll need no credential
	onPairingCode?: (code: string) => void; // called with the first pairing code and each one that replaces it
	now?: () => number; // the door's clock (ms since the epoch), for tests; default Date.now
	demo?: boolean; // seed attached endpoints from recorded facts
	seed?: boolean; // default true: on an empty root, seed the building with server-everything over stdio
	mcpDeadlineMs?: number; // per-server MCP handshake deadline (default 10000)
	probeTimeoutMs?: number; // probe deadline (default 10000)
	env?: Record<string, string | undefined>; // where env-var keys are read (default process.env)
	brokerUrl?: string; // the application broker (default the real one, https://backend.composio.dev/)
	brokerDeadlineMs?: number; // per-call broker deadline (default 10000, as the city's)
	cityName?: string; // default 'local': the address the first MCP list lives at; `${cityName}/lab` is a building under it
}

export interface RunningCity {
	url: string;
	origin: string;
	port: number;
	city: string;
	building: string;
	root: string;
	/** The city's key (64 hex unless `token` gave another): programs on this machine present it in `hello.token`. */
	cityKey: string;
	/** The pairing code the terminal shows now; null without a door. */
	readonly pairingCode: string | null;
	/** The demo's web search supplier (MCP streamable HTTP), listed in the city's `[search]`; null unless `demo`. */
	searchSupplier: string | null;
	/** A single-use code for `#open=` (120 s, at most 4 live); throws without a door. */
	mintOpenCode(): string;
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
	const root = path.resolve(opts.root);
	fs.mkdirSync(root, { recursive: true, mode: 0o700 });
	const cityKey = loadCityKey(root, opts.token);
	const door =
		opts.door === false
			? null
			: new Door({ root, cityKey, now: opts.now ?? Date.now, onPairingCode: opts.onPairingCode });
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
	// A demo city's tool servers come with a believable, made-up usage history (once, into an empty ledger).
	if (opts.demo && ledger.lastSeq === null) seedDemoUsage(store, ledger, cityName, Date.now());
	// A demo city has a real web search supplier of its own, on loopback, answering from a local corpus.
	let corpus: CorpusSearch | null = null;
	if (opts.demo) {
		corpus = await startCorpusSearch();
		try {
			listDemoSupplier(root, cityName, corpus.url);
		} catch (err) {
			console.error(`city: the demo search supplier is not listed: ${(err as Error).message}`);
		}
	}
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
		door,
		mcpDeadlineMs: opts.mcpDeadlineMs ?? 10_000,
		probeTimeoutMs: opts.probeTimeoutMs ?? 10_000,
		broker: { url: opts.brokerUrl ?? REAL_BROKER_URL, deadlineMs: opts.brokerDeadlineMs ?? BROKER_DEADLINE_MS },
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
	let gate: GateNames = { hosts: new Set(), origins: new Set() };
	const handle = makeRequestHandler({
		app,
		base,
		get origins() {
			return origins;
		},
		get gate() {
			return gate;
		},
		door,
		vault
	});
	server.on('request', (req, res) => {
		if (new URL(req.url ?? '/', 'http://city.invalid').pathname === CALL_PATH) serveCall(ctx, cityKey, req, res);
		else handle(req, res);
	});
	server.on('upgrade', (req, socket, head) => {
		const p = new URL(req.url ?? '/', 'http://city.invalid').pathname;
		const deny = (status: string, body = '') => {
			const type = body ? 'Content-Type: text/plain; charset=utf-8\r\n' : '';
			socket.end(
				`HTTP/1.1 ${status}\r\nConnection: close\r\n${type}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
			);
		};
		if (p !== '/ws' && p !== `${base}/ws`) return deny('404 Not Found');
		// A page from another origin must not drive the city (CSWSH); tools without Origin present the city's key.
		const refusal = gateRefusal(req, gate, false);
		if (refusal) return deny('403 Forbidden', refusal);
		wss.handleUpgrade(req, socket, head, (ws) => {
			const s = new WireSession(ws, ctx, () => sessions.delete(s), req.socket.remoteAddress);
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
	gate = gateNames(origins, port, isLocalHost(host) || host === '0.0.0.0' || host === '::');
	const shownHost = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
	const origin = `http://${urlHost(shownHost)}:${port}`;
	const unannounce = announceListening(root, origin);

	let closing: Promise<void> | null = null;
	return {
		url: `${origin}${base}/`,
		origin,
		port,
		city: cityName,
		building,
		root,
		cityKey,
		searchSupplier: corpus?.url ?? null,
		get pairingCode() {
			return door?.codes.current ?? null;
		},
		mintOpenCode() {
			if (!door) throw new Error('this city has no door (door: false), so it mints no open code');
			return door.mintOpenCode();
		},
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
				await corpus?.close();
				unannounce();
			})();
			return closing;
		}
	};
}
