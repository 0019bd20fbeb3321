import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Answered, Connected, DialectKind, EndpointTuning, Named, Reach } from '../../protocol/schemas';
import { readModelList } from './models';
import { routeOf } from './proxy';
import type { StoredModel } from '../storage/store';
import { isSecretRef } from '../../protocol/schemas';
import { SecretUnavailable, type Vault } from '../storage/vault';

export interface ProbeTarget {
	baseUrl: string;
	dialect: DialectKind;
	secret: string | null;
	authHeader: string | null;
	tuning: EndpointTuning;
}

export interface ProbeResult {
	reach: Reach;
	/** The listed models with their facts; `[]` when the list could not be read. */
	stored: StoredModel[];
	/** Present only when the model list could not be read. */
	failed?: { code: string; subject: string };
}

export interface ProbeOptions {
	vault: Vault;
	env: Record<string, string | undefined>;
	timeoutMs: number;
}

const MAX_BODY = 32 * 1024 * 1024;
const TLS_CODES = /CERT|SSL|TLS|EPROTO|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS|HOSTNAME|ALTNAME/;

/** Where the model list lives: `{base}/models`, or `{base}/v1/models` for Anthropic's native API. */
export function modelListUrl(baseUrl: string, dialect: DialectKind): string {
	if (dialect === 'anthropic') return /\/v1$/.test(baseUrl) ? `${baseUrl}/models` : `${baseUrl}/v1/models`;
	return `${baseUrl}/models`;
}

/**
 * Really probes an endpoint (WIRE.md §12.2): DNS, TCP, TLS and the
 * authenticated model-list request, each stage reported as far as it got,
 * all within one deadline. Never throws; key values go only into the request.
 */
export async function probe(target: ProbeTarget, opts: ProbeOptions): Promise<ProbeResult> {
	const started = Date.now();
	const left = () => Math.max(1, opts.timeoutMs - (Date.now() - started));
	const url = new URL(target.baseUrl);
	const host = url.hostname.replace(/^\[|\]$/g, '');
	const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
	const through = routeOf(url, target.tuning.proxying ?? 'except_local', opts.env);
	const done = (
		named: Named,
		connected: Connected,
		answered: Answered,
		stored: StoredModel[],
		failed?: ProbeResult['failed']
	): ProbeResult => ({
		reach: { host, named, connected, answered, through, elapsed_ms: Math.max(0, Math.round(Date.now() - started)) },
		stored,
		...(failed ? { failed } : {})
	});

	// 1. Name
	let addresses: string[];
	if (net.isIP(host)) addresses = [host];
	else {
		try {
			const found = await within(dns.lookup(host, { all: true }), left());
			addresses = found.map((a) => a.address);
		} catch (err) {
			const code = (err as NodeJS.ErrnoException).code ?? 'ETIMEOUT';
			const notFound = code === 'ENOTFOUND' || code === 'ENODATA';
			const named: Named = notFound
				? { state: 'not_found' }
				: { state: 'refused', detail: `${code}: ${(err as Error).message}` };
			return done(
				named,
				{ state: 'skipped' },
				{ state: 'unreachable', detail: `dns error: ${(err as Error).message}` },
				[],
				{
					code: code === 'ETIMEOUT' ? 'E_TIMEOUT' : 'E_PROVIDER',
					subject: notFound ? `${host}: no such host` : `${host}: the name could not be resolved (${code})`
				}
			);
		}
	}
	const named: Named = { state: 'resolved', detail: Math.max(1, addresses.length) };

	// 2. Connection
	// Try each address in turn (localhost may list ::1 first while the server listens on 127.0.0.1).
	let tcp: Connected = { state: 'skipped' };
	for (const address of addresses) {
		tcp = await connect(address, port, left());
		if (tcp.state === 'open' || tcp.state === 'silent') break;
	}
	if (tcp.state !== 'open') {
		const why =
			tcp.state === 'refused'
				? 'connection refused'
				: tcp.state === 'failed'
					? `the socket failed (${tcp.detail})`
					: `no reply to the connection attempt within ${opts.timeoutMs} ms`;
		return done(named, tcp, { state: 'unreachable', detail: why }, [], {
			code: tcp.state === 'silent' ? 'E_TIMEOUT' : 'E_PROVIDER',
			subject: `${host}:${port}: ${why}`
		});
	}

	// 3. TLS and HTTP: the authenticated model-list request
	const listUrl = modelListUrl(target.baseUrl, target.dialect);
	const { headers, keyNote } = requestHeaders(target, opts.vault);
	const res = await get(listUrl, headers, left());
	if (res.kind === 'tls') {
		return done(named, tcp, { state: 'handshake_failed', detail: res.detail }, [], {
			code: 'E_PROVIDER',
			subject: `${host}: the TLS handshake failed (${res.detail})`
		});
	}
	if (res.kind === 'error') {
		return done(named, tcp, { state: 'unreachable', detail: res.detail }, [], {
			code: res.timeout ? 'E_TIMEOUT' : 'E_PROVIDER',
			subject: `GET ${listUrl}: ${res.detail}`
		});
	}
	const answered: Answered = { state: 'status', detail: res.status };
	if (res.status === 401 || res.status === 403) {
		return done(named, tcp, answered, [], {
			code: 'E_CREDENTIAL_MISSING',
			subject: `GET ${listUrl} answered ${res.status} ${keyNote}`
		});
	}
	if (res.status < 200 || res.status > 299) {
		return done(named, tcp, answered, [], { code: 'E_PROVIDER', subject: `GET ${listUrl} answered ${res.status}` });
	}
	let body: unknown;
	try {
		body = JSON.parse(res.body);
	} catch {
		body = undefined;
	}
	const models = readModelList(body, target.dialect);
	if (!models)
		return done(named, tcp, answered, [], {
			code: 'E_PROVIDER',
			subject: `GET ${listUrl} answered ${res.status} with something that is not a model list`
		});
	return done(named, tcp, answered, models);
}

/** The `endpoint_probed` event data (WIRE.md §12.2); the ledger sorts its keys. */
export function probedData(name: string, baseUrl: string, r: ProbeResult): Record<string, unknown> {
	return {
		name,
		base_url: baseUrl,
		reach: r.reach,
		models: r.stored.map((m) => m.id),
		facts: r.stored.map((m) => ({
			id: m.id,
			context_tokens: m.context_tokens,
			max_output_tokens: m.max_output_tokens,
			input_modalities: m.input_modalities,
			input_price: m.input_price,
			output_price: m.output_price,
			canonical: m.canonical
		})),
		...(r.failed ? { failed: r.failed } : {})
	};
}

/** Headers for the list request; the key goes in the first account's header (or the dialect's usual one). */
function requestHeaders(target: ProbeTarget, vault: Vault): { headers: Record<string, string>; keyNote: string } {
	const headers: Record<string, string> = { 'user-agent': 'local-city', accept: 'application/json' };
	if (target.dialect === 'anthropic') headers['anthropic-version'] = '2023-06-01';
	for (const h of target.tuning.headers) {
		try {
			headers[h.name.toLowerCase()] = isSecretRef(h.value) ? vault.redeem(h.value) : h.value;
		} catch {
			/* a header whose key is missing is left out; the answer will say so */
		}
	}
	const account = (target.tuning.accounts ?? []).find((a) => a.reference);
	const ref = account?.reference ?? target.secret;
	if (!ref) return { headers, keyNote: 'without a key (none is configured)' };
	const name = account?.header ?? target.authHeader ?? (target.dialect === 'anthropic' ? 'x-api-key' : 'authorization');
	try {
		const key = vault.redeem(ref);
		headers[name.toLowerCase()] = name.toLowerCase() === 'authorization' ? `Bearer ${key}` : key;
		return { headers, keyNote: `for the key in ${ref}` };
	} catch (err) {
		const why = err instanceof SecretUnavailable ? err.state : 'unreadable';
		return { headers, keyNote: `without a key: ${ref} is ${why}` };
	}
}

function within<T>(p: Promise<T>, ms: number): Promise<T> {
	return new Promise((resolve, reject) => {
		const t = setTimeout(() => reject(Object.assign(new Error(`no answer within ${ms} ms`), { code: 'ETIMEOUT' })), ms);
		p.then(
			(v) => (clearTimeout(t), resolve(v)),
			(e: unknown) => (clearTimeout(t), reject(e))
		);
	});
}

function connect(address: string, port: number, ms: number): Promise<Connected> {
	return new Promise((resolve) => {
		const socket = net.connect({ host: address, port });
		const finish = (c: Connected) => {
			clearTimeout(timer);
			socket.destroy();
			resolve(c);
		};
		const timer = setTimeout(() => finish({ state: 'silent' }), ms);
		socket.once('connect', () => finish({ state: 'open' }));
		socket.once('error', (err: NodeJS.ErrnoException) =>
			finish(err.code === 'ECONNREFUSED' ? { state: 'refused' } : { state: 'failed', detail: err.code ?? err.message })
		);
	});
}

type GetResult =
	| { kind: 'ok'; status: number; body: string }
	| { kind: 'tls'; detail: string }
	| { kind: 'error'; detail: string; timeout: boolean };

function get(target: string, headers: Record<string, string>, ms: number): Promise<GetResult> {
	return new Promise((resolve) => {
		const url = new URL(target);
		const secure = url.protocol === 'https:';
		let settled = false;
		let secured = !secure;
		const finish = (r: GetResult) => {
			if (settled) return;
			settled = true;
			clearTimeout(timer);
			req.destroy();
			resolve(r);
		};
		const req = (secure ? https : http).request(url, { method: 'GET', headers, agent: false }, (res) => {
			const chunks: Buffer[] = [];
			let size = 0;
			res.on('data', (c: Buffer) => {
				size += c.length;
				if (size > MAX_BODY) finish({ kind: 'error', detail: 'the model list is larger than 32 MiB', timeout: false });
				else chunks.push(c);
			});
			res.on('end', () =>
				finish({ kind: 'ok', status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') })
			);
			res.on('error', (err) => finish({ kind: 'error', detail: err.message, timeout: false }));
		});
		const timer = setTimeout(
			() => finish({ kind: 'error', detail: `no HTTP answer within ${ms} ms`, timeout: true }),
			ms
		);
		req.on('socket', (s) => s.once('secureConnect', () => (secured = true)));
		req.on('error', (err: NodeJS.ErrnoException) => {
			const code = err.code ?? '';
			if (secure && !secured && (TLS_CODES.test(code) || TLS_CODES.test(err.message)))
				finish({ kind: 'tls', detail: `${code || 'TLS'}: ${err.message}` });
			else finish({ kind: 'error', detail: `${code ? code + ': ' : ''}${err.message}`, timeout: false });
		});
		req.end();
	});
}
