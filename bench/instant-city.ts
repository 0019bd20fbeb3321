// A tiny city for the first-load benchmark of /mcp, as the issue allows ("a city that answers at once"):
// the built app as static files, the floor page (bench/floor/, at /floor/mcp), the stack's floor when it
// was built (bench/kit-floor/, at /kit-floor/mcp), the embed when given (a plain page mounting it, /embed/mcp), the local city's door (bench/instant-door.ts: a page
// opens a session with a paired key first) and a `/ws` that speaks hello (with a live session token) →
// welcome and answers every ask at once. The MCP list (`building_view`, answer key `building`) and its
// health (`mcp_health`) are the same realistic servers, so a page draws every row connected as soon as it
// has asked; `mcp_usage` is answered when an answer is given for it. Everything else is `unavailable`.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';
import { SCHEMA_HASH, WIRE_V } from '../protocol/version';
import { serveBuild } from '../test-support/static-server';
import { mcpHealthAnswer } from './generate';
import { instantDoor, type InstantDoor } from './instant-door';

/** The building's own list entry for a health row, with the same transport, so the page pairs them. */
function ownEntry(s: { label: string; target: string; transport: string }): object {
	if (s.transport !== 'stdio') return { label: s.label, transport: { [s.transport]: { url: s.target, headers: [] } } };
	const [command, ...args] = s.target.split(' ');
	return { label: s.label, transport: { stdio: { command, args, env: [] } } };
}

export async function startInstantCity(
	app: string,
	servers: number,
	tools: number,
	kitFloor: string | null = null,
	usage: object | null = null,
	embed: string | null = null
): Promise<{ url: string; door: InstantDoor; close(): Promise<void> }> {
	const health = mcpHealthAnswer(servers, tools) as { servers: { label: string; target: string; transport: string }[] };
	const mcp = health.servers.map(ownEntry);
	// The query's name → its answer key and value (the building's list is asked as `building_view`).
	const answers = (addr: string): Record<string, [string, unknown]> => ({
		mcp_health: ['mcp_health', { ...health, addr }],
		building_view: ['building', { addr, mcp }]
	});
	// Written once: the usage answer is tens of megabytes, and the city's own time is not what is measured.
	const usageText = usage && JSON.stringify(usage);
	const door = instantDoor();
	const floor = {
		'/floor/mcp': [
			'text/html; charset=utf-8',
			readFileSync(new URL('floor/mcp.html', import.meta.url), 'utf8').replace('%WIRE%', `${WIRE_V} ${SCHEMA_HASH}`)
		],
		'/floor/mcp.js': ['text/javascript; charset=utf-8', readFileSync(new URL('floor/mcp.js', import.meta.url), 'utf8')],
		// A plain page that mounts the embed (`embed`, at /embed/) on the MCP page.
		...(embed
			? {
					'/embed/mcp': [
						'text/html; charset=utf-8',
						readFileSync(new URL('embed-host/mcp.html', import.meta.url), 'utf8')
					],
					'/embed/mcp.js': [
						'text/javascript; charset=utf-8',
						readFileSync(new URL('embed-host/mcp.js', import.meta.url), 'utf8')
					]
				}
			: {})
	} as Record<string, [string, string]>;
	// The build served as a static web server would (the route's own page, else the fallback page).
	const http = createServer((req, res) => {
		if (door.serve(req, res)) return;
		const page = floor[new URL(req.url ?? '/', 'http://x').pathname];
		if (page) return void res.writeHead(200, { 'content-type': page[0] }).end(page[1]);
		if (kitFloor && /^\/kit-floor(\/|$)/.test(req.url ?? '')) return serveBuild(req, res, kitFloor, '/kit-floor');
		if (embed && /^\/embed\//.test(req.url ?? '')) return serveBuild(req, res, embed, '/embed');
		serveBuild(req, res, app, '');
	});
	const wss = new WebSocketServer({ server: http, path: '/ws' });
	wss.on('connection', (ws) => {
		let welcomed = false;
		ws.on('message', (data) => {
			const frame = JSON.parse(String(data)) as {
				hello?: { token?: unknown };
				ask?: { ask_id: number; query: unknown };
			};
			if (frame.hello) {
				if (!(welcomed = door.admit(ws, frame.hello.token))) return;
				ws.send(
					JSON.stringify({
						welcome: { wire_v: WIRE_V, schema: SCHEMA_HASH, resume_from: null, city: 'local', epoch: null }
					})
				);
				return;
			}
			if (!frame.ask || !welcomed) return;
			const { ask_id, query } = frame.ask;
			const [name, args] =
				typeof query === 'string'
					? [query, { addr: '' }]
					: (Object.entries(query as object)[0] as [string, { addr: string }]);
			if (name === 'mcp_usage' && usageText) {
				ws.send(`{"answered":{"ask_id":${ask_id},"as_of":1,"outcome":{"answer":{"mcp_usage":${usageText}}}}}`);
				return;
			}
			const answer = answers(args.addr)[name];
			const outcome = answer
				? { answer: { [answer[0]]: answer[1] } }
				: { answer: { unavailable: { query: name, reason: null } } };
			ws.send(JSON.stringify({ answered: { ask_id, as_of: 1, outcome } }));
		});
	});
	await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
	const addr = http.address();
	const port = typeof addr === 'object' && addr ? addr.port : 0;
	door.listening(port);
	return {
		url: `http://127.0.0.1:${port}/`,
		door,
		close: async () => {
			for (const c of wss.clients) c.terminate();
			await new Promise<void>((r) => wss.close(() => r()));
			await new Promise<void>((r) => http.close(() => r()));
			door.close();
		}
	};
}
