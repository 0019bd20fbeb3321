import http from 'node:http';
import https from 'node:https';
import type { AxError, ToolkitLine, ToolkitStanding } from '../../protocol/schemas';
import { CONTROL_CHARS } from '../../protocol/schemas';
import { axError, Refused } from '../wire/refusal';

/**
 * The city's broker client, read from `crates/protocol/src/mcp/broker.rs` (docs/wire-provenance.md): four
 * calls, each with the project key in `x-api-key`, one deadline per call, and the same refusal words.
 */

/** The real broker's address (the city's `BASE`). */
export const REAL_BROKER_URL = 'https://backend.composio.dev/';
/** The city's `DEADLINE`: ten seconds per call. */
export const BROKER_DEADLINE_MS = 10_000;
const KEY_HEADER = 'x-api-key';

export interface BrokerAt {
	base: string;
	key: string;
	deadlineMs: number;
}

type Json = Record<string, unknown>;
const isObj = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);
const textAt = (body: unknown, field: string): string | undefined =>
	isObj(body) && typeof body[field] === 'string' ? body[field] : undefined;
/** The rows of a paged answer (`items`, else `data`), or none. */
const itemsOf = (body: unknown): unknown[] => {
	if (!isObj(body)) return [];
	const rows = body.items ?? body.data;
	return Array.isArray(rows) ? rows : [];
};

const fail = (action: string, subject: string, recovery: string, opts: Parameters<typeof axError>[4] = {}) =>
	new Refused(axError('E_PROVIDER', action, subject, recovery, opts));

/** The shelf: the directory joined with this user's standings; a row no standing names is `absent`. */
export async function shelf(at: BrokerAt, user: string): Promise<ToolkitLine[]> {
	const directory = await call(at, 'GET', 'api/v3/toolkits', []);
	const standings = (await call(at, 'GET', 'api/v3/connected_accounts', [['user_ids', user]])) as unknown;
	const held: [string, ToolkitStanding][] = [];
	for (const item of itemsOf(standings)) {
		const slug = textAt(item, 'toolkit_slug') ?? textAt(isObj(item) ? item.toolkit : null, 'slug');
		if (slug !== undefined) held.push([slug, standingOf(item)]);
	}
	const lines: ToolkitLine[] = [];
	for (const item of itemsOf(directory)) {
		const slug = textAt(item, 'slug');
		// A slug the wire cannot carry drops its row (the city's `line_of`).
		if (slug === undefined || slug === '' || CONTROL_CHARS.test(slug)) continue;
		const standing = held.find(([named]) => named === slug)?.[1] ?? 'absent';
		lines.push({ slug, name: textAt(item, 'name') ?? slug, auth: schemeOf(item), standing });
	}
	return lines;
}

/** Opens a consent session (an auth config found or made first); returns the page to send the person to. */
export async function connect(at: BrokerAt, slug: string, user: string): Promise<string> {
	const config = await authConfigFor(at, slug);
	const opened = await call(at, 'POST', 'api/v3/connected_accounts/link', [], {
		auth_config_id: config,
		user_id: user
	});
	const page = textAt(opened, 'redirect_url') ?? textAt(opened, 'redirectUrl');
	if (page !== undefined) return page;
	throw fail(
		'open a consent page for an outside application',
		`the broker answered for ${slug} without a page to open`,
		"connect this application on the broker's own pages instead"
	);
}

async function authConfigFor(at: BrokerAt, slug: string): Promise<string> {
	const held = await call(at, 'GET', 'api/v3/auth_configs', [['toolkit_slug', slug]]);
	const found = itemsOf(held)
		.map((item) => textAt(item, 'id'))
		.find((id) => id !== undefined);
	if (found !== undefined) return found;
	const made = await call(at, 'POST', 'api/v3/auth_configs', [], {
		toolkit: { slug },
		auth_config: { type: 'use_composio_managed_auth' }
	});
	const id = textAt(made, 'id') ?? textAt(isObj(made) ? made.auth_config : null, 'id');
	if (id !== undefined) return id;
	throw fail(
		'create an auth config for an outside application',
		`the broker accepted ${slug} without naming the config it made`,
		"connect this application on the broker's own pages instead"
	);
}

/** The broker's status word read into the four standings; an unknown word reads `absent`. */
export function standingOf(item: unknown): ToolkitStanding {
	const alias = textAt(item, 'alias') ?? textAt(item, 'id') ?? 'connected';
	switch (textAt(item, 'status') ?? '') {
		case 'ACTIVE':
			return { connected: { alias } };
		case 'INITIATED':
		case 'PENDING': {
			const consent_url = textAt(item, 'redirect_url');
			return consent_url === undefined ? 'absent' : { awaiting: { consent_url } };
		}
		case 'FAILED':
		case 'EXPIRED':
			return {
				refused: {
					refusal: axError(
						'E_PROVIDER',
						'connect an outside application',
						textAt(item, 'status_reason') ?? 'the broker reported the connection as failed',
						'connect it again, and complete the consent page this time'
					)
				}
			};
		default:
			return 'absent';
	}
}

/** The first auth scheme a directory row names, lowercased; `oauth2` when it names none. */
function schemeOf(item: unknown): string {
	const schemes = isObj(item) ? item.auth_schemes : undefined;
	const first = Array.isArray(schemes) ? schemes[0] : undefined;
	return typeof first === 'string' ? first.toLowerCase() : 'oauth2';
}

/** One refused status, as the city words it (`refusal_for`). */
export function refusalFor(status: number, path: string, body: string): AxError {
	const subject = `${path} answered ${status} ${http.STATUS_CODES[status] ?? ''}`.trimEnd();
	if (status === 401 || status === 403)
		return axError(
			'E_CREDENTIAL_MISSING',
			'ask the broker',
			subject,
			'store a valid project key for the broker and try again'
		);
	if (status === 408 || status === 429)
		return axError('E_PROVIDER', 'ask the broker', subject, 'wait a moment and try again', { retry: 'yes' });
	if (status >= 500 && status <= 599)
		return axError('E_PROVIDER', 'ask the broker', subject, 'the broker is having trouble; try again shortly', {
			retry: 'yes'
		});
	return axError(
		'E_PROVIDER',
		'ask the broker',
		subject,
		"connect this application on the broker's own pages instead",
		{
			nearby: [[...body].slice(0, 200).join('')]
		}
	);
}

/**
 * One call. A deadline before the connection opened: the request never left (`retry: yes`); after it: the
 * broker may have acted on it (`retry: unknown`), as may a success whose body was cut.
 */
function call(
	at: BrokerAt,
	method: 'GET' | 'POST',
	path: string,
	pairs: [string, string][],
	body?: Json
): Promise<unknown> {
	const url = new URL(path, at.base);
	for (const [name, value] of pairs) url.searchParams.append(name, value);
	const payload = body === undefined ? undefined : JSON.stringify(body);
	const reach = (retry: 'yes' | 'no' | 'unknown') =>
		new Refused(
			axError(
				'E_PROVIDER',
				'reach the application broker',
				`error sending request for url (${url.href})`,
				"check this machine's connection, then try again",
				{
					retry
				}
			)
		);
	return new Promise((resolve, reject) => {
		let connected = false;
		let status = 0;
		const get = url.protocol === 'https:' ? https.request : http.request;
		const req = get(url, {
			method,
			headers: {
				[KEY_HEADER]: at.key,
				accept: 'application/json',
				...(payload === undefined ? {} : { 'content-type': 'application/json' })
			}
		});
		const timer = setTimeout(() => {
			req.destroy();
			reject(reach(!connected ? 'yes' : 'unknown'));
		}, at.deadlineMs);
		const done = (f: () => void) => {
			clearTimeout(timer);
			f();
		};
		req.on('socket', (s) => {
			if (!s.connecting) connected = true;
			else s.once('connect', () => (connected = true));
		});
		req.on('error', () => done(() => reject(status >= 200 && status < 300 ? cut(path) : reach('no'))));
		req.on('response', (res) => {
			status = res.statusCode ?? 0;
			let text = '';
			res.setEncoding('utf8');
			res.on('data', (c: string) => (text += c));
			res.on('error', () => undefined);
			res.on('close', () => {
				if (!res.complete) done(() => reject(status >= 200 && status < 300 ? cut(path) : reach('no')));
			});
			res.on('end', () =>
				done(() => {
					if (status < 200 || status > 299) return reject(new Refused(refusalFor(status, path, text)));
					try {
						resolve(JSON.parse(text));
					} catch (err) {
						reject(
							fail(
								`read the broker's answer to ${path}`,
								(err as Error).message,
								'try again, and report this if it keeps happening'
							)
						);
					}
				})
			);
		});
		req.end(payload);
	});
}

/** A success whose body was lost: the broker did what was asked, so asking again could do it twice. */
function cut(path: string): Refused {
	return fail(
		`read the broker's answer to ${path}`,
		"the answer's body could not be read: the connection closed before it ended",
		"check the broker's own pages for what this request made",
		{ retry: 'unknown' }
	);
}

/**
 * Where the city reaches a tool server's URL. The real broker's MCP servers live under its own address
 * (`https://backend.composio.dev/v3/mcp/<id>`, the city client's by-id form); a local city given another
 * `--broker-url` reaches that one instead, so a by-id server written exactly as for the real city works
 * offline against the fake broker. Every other URL, and every URL when the broker is the real one, is kept.
 */
export function reachOf(url: string, brokerUrl: string): URL {
	const target = new URL(url);
	const real = new URL(REAL_BROKER_URL);
	if (target.origin !== real.origin || new URL(brokerUrl).origin === real.origin) return target;
	return new URL(`${target.pathname.slice(1)}${target.search}`, brokerUrl);
}
