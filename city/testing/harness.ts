import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { emptyTuning, type EndpointTuning } from '../../protocol/schemas/endpoints';
import { startCity, type CityOptions, type RunningCity } from '../server';
import { WireClient, wsUrlOf, type WireClientOptions } from './wire-client';

export { emptyTuning };

/** A city on a free loopback port with a temp data folder, plus the clients opened on it. */
export interface TestCity {
	city: RunningCity;
	root: string;
	/** A socket that says hello with the city's key unless `opts.token` says otherwise. */
	client(opts?: WireClientOptions): Promise<WireClient>;
	/** A POST to /enroll with the city's key as its Bearer unless `headers` give another authorization. */
	enroll(body: unknown, headers?: Record<string, string>): Promise<Response>;
	/** Closes every client (failing if a frame did not decode), the city, and removes the folder. */
	stop(opts?: { keepRoot?: boolean }): Promise<void>;
}

/** Makes a fresh temp folder for a test. */
export async function tempDir(prefix = 'city-test-'): Promise<string> {
	return fs.mkdtemp(path.join(os.tmpdir(), prefix));
}

/** Starts a city for a test; defaults: no app, no seed, short deadlines. */
export async function startTestCity(opts: Partial<CityOptions> = {}): Promise<TestCity> {
	const root = opts.root ?? (await tempDir());
	const city = await startCity({
		app: null,
		seed: false,
		mcpDeadlineMs: 5000,
		probeTimeoutMs: 2000,
		env: {},
		...opts,
		root
	});
	const clients: WireClient[] = [];
	return {
		city,
		root,
		async client(o = {}) {
			const c = await WireClient.connect(wsUrlOf(city.origin), { token: city.cityKey, ...o });
			clients.push(c);
			return c;
		},
		enroll(body, headers = {}) {
			return postEnroll(city.origin, body, { authorization: `Bearer ${city.cityKey}`, ...headers });
		},
		async stop({ keepRoot = false } = {}) {
			const errors: unknown[] = [];
			for (const c of clients) await c.close().catch((e: unknown) => errors.push(e));
			await city.close();
			if (!keepRoot) await fs.rm(root, { recursive: true, force: true });
			if (errors.length) throw errors[0];
		}
	};
}

/** A fresh idem key. */
export function idem(): string {
	return (
		'idem1-' + Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
	);
}

/** An `attach_endpoint` command with no key and no header, a fresh idem, and what a test sets over it. */
export function attachCommand(over: { name: string; base_url: string; admit?: string[]; tuning?: EndpointTuning }) {
	return {
		attach_endpoint: {
			dialect: 'open_ai',
			secret: null,
			auth_header: null,
			admit: [],
			tuning: emptyTuning(),
			idem: idem(),
			...over
		}
	};
}

/** A `configure_building` command that sets only the MCP list (the other settings left as they are). */
export function configureCommand(addr: string, mcp: unknown, key: string = idem()) {
	return { configure_building: { addr, mcp, sandbox: null, desktop: null, context_second_threshold: null, idem: key } };
}

/** A `select_model` command with nothing but the choice set, a fresh idem, and what a test sets over it. */
export function selectCommand(over: {
	endpoint: string;
	model: string;
	tag: string;
	max_output_tokens?: number | null;
	input?: string | null;
}) {
	return {
		select_model: { context_tokens: null, max_output_tokens: null, input: null, idem: idem(), ...over }
	};
}

/** A POST to the city's /enroll, as the app sends one (a string body is sent as it is). */
export function postEnroll(origin: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
	return fetch(`${origin}/enroll`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', ...headers },
		body: typeof body === 'string' ? body : JSON.stringify(body)
	});
}

/** A loopback port nothing listens on (closed again before it is returned). */
export async function freePort(): Promise<number> {
	const s = net.createServer();
	await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
	const port = (s.address() as net.AddressInfo).port;
	await new Promise((r) => s.close(r));
	return port;
}

/** A request with headers exactly as given (a Host of its own, none at all): what `fetch` will not send. */
export function rawRequest(
	origin: string,
	pathname: string,
	opts: { method?: string; headers?: Record<string, string>; body?: string; noHost?: boolean } = {}
): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
	return new Promise((resolve, reject) => {
		const req = http.request(
			`${origin}${pathname}`,
			{ method: opts.method ?? 'GET', headers: opts.headers, setHost: !opts.noHost },
			(res) => {
				let body = '';
				res.on('data', (c: Buffer) => (body += c.toString()));
				res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
			}
		);
		req.on('error', reject);
		req.end(opts.body);
	});
}
