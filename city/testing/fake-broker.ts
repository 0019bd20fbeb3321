import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

/**
 * A stand-in for the application broker (Composio) on loopback, answering the four calls the city's broker
 * client makes (`crates/protocol/src/mcp/broker.rs`; docs/wire-provenance.md), with a consent page of its own.
 * Switches make it refuse with any status, answer 401, or take a request and never answer. It also serves the
 * broker's MCP servers it knows at `/v3/mcp/<server id>` (streamable HTTP, the project key in `x-api-key`), so a
 * by-id server (WIRE.md §11.9) shows its health and tools against a local city.
 */

/** One application in the directory, as the broker lists it. */
export interface FakeApp {
	slug: string;
	name: string;
	auth_schemes: string[];
}

/** A connected account as the broker keeps it, per user. */
export interface FakeAccount {
	id: string;
	user: string;
	slug: string;
	status: string;
	redirect_url?: string;
	alias?: string;
	status_reason?: string;
}

/** One of the broker's MCP servers: its id and the applications whose tools it offers. */
export interface FakeMcpServer {
	id: string;
	toolkits: string[];
}

/** The MCP servers a fake broker knows unless told otherwise (an id shaped like the broker's). */
export const FAKE_MCP_SERVERS: FakeMcpServer[] = [
	{ id: '7d0c1f5e-2b4a-4c8e-9f31-6a5b2c9d8e01', toolkits: ['github', 'linear'] }
];

/** The one tool the fake gives each application of a server: `<SLUG>_SEARCH`. */
export const fakeToolName = (slug: string) => `${slug.toUpperCase()}_SEARCH`;

/** What the broker does with the next requests to its API (the consent page always answers). */
export type BrokerMode =
	| { kind: 'ok' }
	| { kind: 'status'; status: number; body: string }
	/** Takes each request and never answers. */
	| { kind: 'hang' }
	/** Answers 200 and closes the connection halfway through the body. */
	| { kind: 'cut' };

/** One request the broker saw, with the key it carried (a test key, never a real one). */
export interface SeenRequest {
	method: string;
	path: string;
	query: Record<string, string>;
	key: string | null;
	body: unknown;
}

export interface FakeBroker {
	/** The base address to give the city (`--broker-url`), ending in `/`. */
	url: string;
	apps: FakeApp[];
	accounts: FakeAccount[];
	mcpServers: FakeMcpServer[];
	seen: SeenRequest[];
	/** Switches how the API answers from now on. */
	mode(next: BrokerMode): void;
	/** Answers a consent page's button as a person would: `allow` connects, `deny` fails the account. */
	consent(accountId: string, decision: 'allow' | 'deny'): Promise<number>;
	close(): Promise<void>;
}

export interface FakeBrokerOptions {
	/** The project key it accepts; any non-empty key when not given (so a person can type anything). */
	key?: string;
	apps?: FakeApp[];
	/** Accounts it already holds (their `redirect_url`, when a string starting `/`, is made absolute). */
	accounts?: FakeAccount[];
	/** The MCP servers it serves at `/v3/mcp/<id>` (`FAKE_MCP_SERVERS` when not given). */
	mcpServers?: FakeMcpServer[];
	port?: number;
}

const NAMES = [
	['github', 'GitHub', 'OAUTH2'],
	['gmail', 'Gmail', 'OAUTH2'],
	['slack', 'Slack', 'OAUTH2'],
	['linear', 'Linear', 'API_KEY'],
	['notion', 'Notion', 'OAUTH2'],
	['googlecalendar', 'Google Calendar', 'OAUTH2'],
	['googledrive', 'Google Drive', 'OAUTH2'],
	['googlesheets', 'Google Sheets', 'OAUTH2'],
	['figma', 'Figma', 'OAUTH2'],
	['discord', 'Discord', 'OAUTH2'],
	['jira', 'Jira', 'OAUTH2'],
	['confluence', 'Confluence', 'OAUTH2'],
	['asana', 'Asana', 'OAUTH2'],
	['trello', 'Trello', 'OAUTH1'],
	['hubspot', 'HubSpot', 'OAUTH2'],
	['salesforce', 'Salesforce', 'OAUTH2'],
	['stripe', 'Stripe', 'API_KEY'],
	['shopify', 'Shopify', 'API_KEY'],
	['dropbox', 'Dropbox', 'OAUTH2'],
	['box', 'Box', 'OAUTH2'],
	['outlook', 'Outlook', 'OAUTH2'],
	['microsoft_teams', 'Microsoft Teams', 'OAUTH2'],
	['zoom', 'Zoom', 'OAUTH2'],
	['calendly', 'Calendly', 'OAUTH2'],
	['airtable', 'Airtable', 'BEARER_TOKEN'],
	['clickup', 'ClickUp', 'OAUTH2'],
	['monday', 'monday.com', 'API_KEY'],
	['todoist', 'Todoist', 'OAUTH2'],
	['sentry', 'Sentry', 'BEARER_TOKEN'],
	['pagerduty', 'PagerDuty', 'API_KEY'],
	['gitlab', 'GitLab', 'OAUTH2'],
	['bitbucket', 'Bitbucket', 'OAUTH2'],
	['vercel', 'Vercel', 'BEARER_TOKEN'],
	['twitter', 'X (Twitter)', 'OAUTH2'],
	['linkedin', 'LinkedIn', 'OAUTH2'],
	['youtube', 'YouTube', 'OAUTH2']
] as const;

/** A few dozen applications, in the broker's (not alphabetical) order. */
export function fakeApps(): FakeApp[] {
	return NAMES.map(([slug, name, scheme]) => ({ slug, name, auth_schemes: [scheme] }));
}

/** Starts a fake broker on 127.0.0.1 (a free port unless `port` is given). */
export async function startFakeBroker(opts: FakeBrokerOptions = {}): Promise<FakeBroker> {
	const apps = opts.apps ?? fakeApps();
	const accounts: FakeAccount[] = (opts.accounts ?? []).map((a) => ({ ...a }));
	const mcpServers = (opts.mcpServers ?? FAKE_MCP_SERVERS).map((m) => ({ ...m, toolkits: [...m.toolkits] }));
	const configs = new Map<string, string>(); // auth config id → slug
	const seen: SeenRequest[] = [];
	const sockets = new Set<Socket>();
	let mode: BrokerMode = { kind: 'ok' };
	let made = 0;
	let origin = '';

	const server = http.createServer((req, res) => {
		void handle(req, res).catch(() => send(res, 500, { error: { message: 'the fake broker failed' } }));
	});
	server.on('connection', (s) => {
		sockets.add(s);
		s.on('close', () => sockets.delete(s));
	});

	async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
		const url = new URL(req.url ?? '/', origin);
		const text = await readBody(req);
		if (url.pathname.startsWith('/consent/')) return consentPage(req, res, url, text);
		let body: unknown = null;
		try {
			body = text === '' ? null : JSON.parse(text);
		} catch {
			body = text;
		}
		const key = typeof req.headers['x-api-key'] === 'string' ? req.headers['x-api-key'] : null;
		seen.push({ method: req.method ?? '', path: url.pathname, query: Object.fromEntries(url.searchParams), key, body });
		if (mode.kind === 'hang') return; // taken, never answered: the city's deadline decides
		if (mode.kind === 'cut') {
			res.writeHead(200, { 'content-type': 'application/json', 'content-length': 1000 });
			res.write('{"items":[');
			return void setImmediate(() => res.destroy());
		}
		if (mode.kind === 'status') return send(res, mode.status, mode.body);
		if (key === null || key === '' || (opts.key !== undefined && key !== opts.key))
			return send(res, 401, { error: { message: 'Invalid API key', status: 401 } });
		if (url.pathname.startsWith('/v3/mcp/')) return mcpRoute(req, res, url, body);
		const route = `${req.method} ${url.pathname}`;
		if (route === 'GET /api/v3/toolkits') return send(res, 200, { items: apps, total_items: apps.length });
		if (route === 'GET /api/v3/connected_accounts') {
			const users = (url.searchParams.get('user_ids') ?? '').split(',');
			const rows = accounts.filter((a) => users.includes(a.user));
			return send(res, 200, { items: rows.map(accountRow) });
		}
		if (route === 'GET /api/v3/auth_configs') {
			const slug = url.searchParams.get('toolkit_slug');
			const ids = [...configs].filter(([, s]) => s === slug).map(([id]) => ({ id, toolkit: { slug } }));
			return send(res, 200, { items: ids });
		}
		if (route === 'POST /api/v3/auth_configs') {
			const slug = (body as { toolkit?: { slug?: unknown } } | null)?.toolkit?.slug;
			if (typeof slug !== 'string' || !apps.some((a) => a.slug === slug))
				return send(res, 400, { error: { message: `Toolkit ${String(slug)} not found`, status: 400 } });
			const id = `ac_${++made}`;
			configs.set(id, slug);
			return send(res, 201, { auth_config: { id }, toolkit: { slug } });
		}
		if (route === 'POST /api/v3/connected_accounts/link') {
			const b = (body ?? {}) as { auth_config_id?: unknown; user_id?: unknown };
			const slug = typeof b.auth_config_id === 'string' ? configs.get(b.auth_config_id) : undefined;
			if (slug === undefined || typeof b.user_id !== 'string')
				return send(res, 400, { error: { message: 'Unknown auth config', status: 400 } });
			const id = `ca_${++made}`;
			const redirect_url = `${origin}/consent/${id}`;
			// A new attempt replaces the user's earlier one for that application.
			const kept = accounts.filter((a) => !(a.user === b.user_id && a.slug === slug));
			accounts.splice(0, accounts.length, ...kept, { id, user: b.user_id, slug, status: 'INITIATED', redirect_url });
			return send(res, 200, { id, connected_account_id: id, redirect_url, status: 'INITIATED' });
		}
		return send(res, 404, { error: { message: `no route ${route}`, status: 404 } });
	}

	/** One of its MCP servers, stateless (a server per request, as the demo's corpus search does). */
	function mcpRoute(req: http.IncomingMessage, res: http.ServerResponse, url: URL, body: unknown): void {
		const id = decodeURIComponent(url.pathname.slice('/v3/mcp/'.length).replace(/\/mcp$/, ''));
		const known = mcpServers.find((m) => m.id === id);
		if (!known) return send(res, 404, { error: { message: `MCP server ${id} not found`, status: 404 } });
		const server = mcpServer(known, url.searchParams.get('user_id'));
		const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
		res.on('close', () => {
			void transport.close();
			void server.close();
		});
		server
			.connect(transport)
			.then(() => transport.handleRequest(req, res, body))
			.catch((err: unknown) => {
				if (!res.headersSent) send(res, 500, { error: { message: (err as Error).message } });
			});
	}

	/** `<SLUG>_SEARCH` per application; a call answers only for a user whose account for it is connected. */
	function mcpServer(known: FakeMcpServer, user: string | null): Server {
		const server = new Server({ name: `composio-${known.id}`, version: '1.0.0' }, { capabilities: { tools: {} } });
		const nameOf = (slug: string) => apps.find((a) => a.slug === slug)?.name ?? slug;
		server.setRequestHandler(ListToolsRequestSchema, async () => ({
			tools: known.toolkits.map((slug) => ({
				name: fakeToolName(slug),
				description: `Searches ${nameOf(slug)} through the connected account (a fake broker's tool).`,
				inputSchema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] }
			}))
		}));
		server.setRequestHandler(CallToolRequestSchema, async (request) => {
			const slug = known.toolkits.find((s) => fakeToolName(s) === request.params.name);
			const account = accounts.find((a) => a.slug === slug && a.user === user && a.status === 'ACTIVE');
			if (slug === undefined || account === undefined)
				return {
					isError: true,
					content: [
						{
							type: 'text',
							text: `no connected account for ${slug ?? request.params.name} under user ${user ?? '(none)'}`
						}
					]
				};
			return { content: [{ type: 'text', text: `${nameOf(slug)} (${account.alias ?? account.id}): nothing found` }] };
		});
		return server;
	}

	/** `GET` draws the page with its two buttons; `POST` settles the account and says so. */
	function consentPage(req: http.IncomingMessage, res: http.ServerResponse, url: URL, text: string): void {
		const account = accounts.find((a) => `/consent/${a.id}` === url.pathname);
		if (!account) return page(res, 404, 'No such consent page', '<p>This consent page does not exist.</p>');
		const app = apps.find((a) => a.slug === account.slug);
		const name = escape(app?.name ?? account.slug);
		if (req.method === 'POST') {
			const decision = new URLSearchParams(text).get('decision');
			settle(account, decision === 'allow' ? 'allow' : 'deny');
			const said = decision === 'allow' ? `${name} is connected.` : `${name} was not connected.`;
			return page(res, 200, said, `<p role="status">${said} You can close this tab.</p>`);
		}
		return page(
			res,
			200,
			`Connect ${name}`,
			`<p>Allow the city to use your ${name} account?</p>
<form method="post"><button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny">Deny</button></form>`
		);
	}

	function settle(account: FakeAccount, decision: 'allow' | 'deny'): void {
		if (decision === 'allow') Object.assign(account, { status: 'ACTIVE', alias: `${account.user}-${account.slug}` });
		else Object.assign(account, { status: 'FAILED', status_reason: 'the person declined on the consent page' });
		delete account.redirect_url;
	}

	await new Promise<void>((resolve, reject) => {
		server.once('error', reject);
		server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
	});
	origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	for (const a of accounts) if (a.redirect_url?.startsWith('/')) a.redirect_url = `${origin}${a.redirect_url}`;

	return {
		url: `${origin}/`,
		apps,
		accounts,
		mcpServers,
		seen,
		mode(next) {
			mode = next;
		},
		async consent(accountId, decision) {
			const r = await fetch(`${origin}/consent/${accountId}`, {
				method: 'POST',
				headers: { 'content-type': 'application/x-www-form-urlencoded' },
				body: `decision=${decision}`
			});
			await r.text();
			return r.status;
		},
		close() {
			return new Promise<void>((resolve) => {
				for (const s of sockets) s.destroy();
				server.close(() => resolve());
			});
		}
	};
}

/** An account as the broker lists it: the application under `toolkit.slug`. */
function accountRow(a: FakeAccount): Record<string, unknown> {
	const { user, slug, ...rest } = a;
	return { ...rest, user_id: user, toolkit: { slug } };
}

function send(res: http.ServerResponse, status: number, body: unknown): void {
	const text = typeof body === 'string' ? body : JSON.stringify(body);
	res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
	res.end(text);
}

function page(res: http.ServerResponse, status: number, title: string, body: string): void {
	const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
	res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html) });
	res.end(html);
}

function escape(s: string): string {
	return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function readBody(req: http.IncomingMessage): Promise<string> {
	return new Promise((resolve, reject) => {
		let text = '';
		req.setEncoding('utf8');
		req.on('data', (c: string) => (text += c));
		req.on('end', () => resolve(text));
		req.on('error', reject);
	});
}

/**
 * The demo's broker: a few dozen applications, one of each standing for `user` (the city's name), and any
 * project key taken.
 */
export function demoBroker(user: string): Promise<FakeBroker> {
	return startFakeBroker({
		accounts: [
			{ id: 'ca_demo1', user, slug: 'github', status: 'ACTIVE', alias: `${user}-github` },
			{ id: 'ca_demo2', user, slug: 'gmail', status: 'INITIATED', redirect_url: '/consent/ca_demo2' },
			{
				id: 'ca_demo3',
				user,
				slug: 'slack',
				status: 'FAILED',
				status_reason: 'the person declined on the consent page'
			}
		]
	});
}
