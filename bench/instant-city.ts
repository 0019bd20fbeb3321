// A tiny city for the first-load benchmark of /mcp, as the issue allows ("a city that answers at once"):
// the built app as static files, the floor page (bench/floor/, at /floor/mcp), the stack's floor when it
// was built (bench/kit-floor/, at /kit-floor/mcp) and a `/ws` that speaks
// hello → welcome and answers every ask at once. The MCP list (`building_view`, answer key `building`) and
// its health (`mcp_health`) are the same realistic servers, so a page draws every row connected as soon as
// it has asked. Everything else is answered `unavailable`.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';
import { SCHEMA_HASH, WIRE_V } from '../protocol/version';
import { serveBuild } from '../test-support/static-server';
import { mcpHealthAnswer } from './generate';

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
	kitFloor: string | null = null
): Promise<{ url: string; close(): Promise<void> }> {
	const health = mcpHealthAnswer(servers, tools) as { servers: { label: string; target: string; transport: string }[] };
	const mcp = health.servers.map(ownEntry);
	// The query's name → its answer key and value (the building's list is asked as `building_view`).
	const answers = (addr: string): Record<string, [string, unknown]> => ({
		mcp_health: ['mcp_health', { ...health, addr }],
		building_view: ['building', { addr, mcp }]
	});
	const floor = {
		'/floor/mcp': [
			'text/html; charset=utf-8',
			readFileSync(new URL('floor/mcp.html', import.meta.url), 'utf8').replace('%WIRE%', `${WIRE_V} ${SCHEMA_HASH}`)
		],
		'/floor/mcp.js': ['text/javascript; charset=utf-8', readFileSync(new URL('floor/mcp.js', import.meta.url), 'utf8')]
	} as Record<string, [string, string]>;
	// The build served as a static web server would (the route's own page, else the fallback page).
	const http = createServer((req, res) => {
		const page = floor[new URL(req.url ?? '/', 'http://x').pathname];
		if (page) return void res.writeHead(200, { 'content-type': page[0] }).end(page[1]);
		if (kitFloor && /^\/kit-floor(\/|$)/.test(req.url ?? '')) return serveBuild(req, res, kitFloor, '/kit-floor');
		serveBuild(req, res, app, '');
	});
	const wss = new WebSocketServer({ server: http, path: '/ws' });
	wss.on('connection', (ws) => {
		ws.on('message', (data) => {
			const frame = JSON.parse(String(data)) as { hello?: unknown; ask?: { ask_id: number; query: unknown } };
			if (frame.hello) {
				ws.send(
					JSON.stringify({
						welcome: { wire_v: WIRE_V, schema: SCHEMA_HASH, resume_from: null, city: 'local', epoch: null }
					})
				);
				return;
			}
			if (!frame.ask) return;
			const { ask_id, query } = frame.ask;
			const [name, args] =
				typeof query === 'string'
					? [query, { addr: '' }]
					: (Object.entries(query as object)[0] as [string, { addr: string }]);
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
	return {
		url: `http://127.0.0.1:${port}/`,
		close: async () => {
			for (const c of wss.clients) c.terminate();
			await new Promise<void>((r) => wss.close(() => r()));
			await new Promise<void>((r) => http.close(() => r()));
		}
	};
}
