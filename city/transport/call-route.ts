import { timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { CityContext } from '../city-context';
import { callTool } from '../domain/mcp-call';
import { bearerOf } from '../door/gate';
import { writeFileAtomic } from '../storage/atomic';
import { isLoopbackPeer } from './loopback';

/** Where a program on this machine asks the running city to call a tool (`npm run city -- call`). */
export const CALL_PATH = '/local/call';
/** The file in the data folder that says where the running city listens (`{"origin": …}`), for the call command. */
export const LISTENING_FILE = 'listening.json';
const MAX_CALL_BYTES = 1024 * 1024;

/**
 * Records where this city listens, so `npm run city -- call --root <dir>` finds it; returns a remover that
 * deletes the file only while it still names this city.
 */
export function announceListening(root: string, origin: string): () => void {
	const file = path.join(root, LISTENING_FILE);
	const text = JSON.stringify({ origin, pid: process.pid }) + '\n';
	writeFileAtomic(file, text, 0o600);
	return () => {
		try {
			if (fs.readFileSync(file, 'utf8') === text) fs.rmSync(file, { force: true });
		} catch {
			/* already gone */
		}
	};
}

function json(res: ServerResponse, status: number, body: unknown): void {
	const text = JSON.stringify(body);
	res.writeHead(status, {
		'Content-Type': 'application/json; charset=utf-8',
		'Content-Length': Buffer.byteLength(text),
		'Cache-Control': 'no-store'
	});
	res.end(text);
}

function sameKey(given: string | null, key: string): boolean {
	if (given === null) return false;
	const a = Buffer.from(given);
	const b = Buffer.from(key);
	return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `POST /local/call` `{server, tool, arguments}` → the call's outcome. Only a program on this machine (a loopback
 * peer, no `Origin`: never a page) that presents the city's key may use it. The running city makes the call
 * and writes its ledger record itself, so the ledger keeps one writer and open sockets see the event.
 */
export function serveCall(ctx: CityContext, cityKey: string, req: IncomingMessage, res: ServerResponse): void {
	const deny = (status: number, error: string) => {
		req.resume();
		json(res, status, { error });
	};
	if (req.method !== 'POST') return deny(405, 'call a tool with POST');
	if (!isLoopbackPeer(req.socket.remoteAddress) || req.headers.origin !== undefined)
		return deny(403, 'only a program on the city’s own machine may call tools here');
	if (!sameKey(bearerOf(req.headers.authorization), cityKey))
		return deny(403, 'present the city’s key (<root>/city.key) as a bearer token');
	const chunks: Buffer[] = [];
	let size = 0;
	req.on('data', (c: Buffer) => {
		size += c.length;
		if (size <= MAX_CALL_BYTES) chunks.push(c);
	});
	req.on('end', () => {
		if (size > MAX_CALL_BYTES) return json(res, 413, { error: 'send arguments shorter than 1 MiB' });
		let body: Record<string, unknown>;
		try {
			body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
		} catch {
			return json(res, 400, { error: 'send a JSON object {"server","tool","arguments"}' });
		}
		const { server, tool, arguments: args = {} } = body ?? {};
		if (
			typeof server !== 'string' ||
			typeof tool !== 'string' ||
			typeof args !== 'object' ||
			args === null ||
			Array.isArray(args)
		)
			return json(res, 400, { error: 'send {"server": <label>, "tool": <name>, "arguments": {…}}' });
		callTool(ctx, { server, tool, arguments: args as Record<string, unknown> }).then(
			(result) => json(res, result.seq === undefined ? 404 : 200, result),
			(err: unknown) => json(res, 500, { error: (err as Error).message ?? String(err) })
		);
	});
}
