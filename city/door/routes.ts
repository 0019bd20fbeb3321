import type { IncomingMessage, ServerResponse } from 'node:http';
import * as v from 'valibot';
import { DOOR_ROUTES } from '../../protocol/door';
import { PairRequest, SessionRequest } from '../../protocol/door-pairing';
import type { Door, DoorAnswer } from './door';
import { SESSIONS } from './texts';

const MAX_BODY_BYTES = 16 * 1024;
export type DoorRoute = keyof typeof DOOR_ROUTES;

/** Which door route a path is, under the base path or at the root; null for any other path. */
export function doorRouteOf(pathname: string, base: string): DoorRoute | null {
	for (const [route, p] of Object.entries(DOOR_ROUTES) as [DoorRoute, string][])
		if (pathname === p || (base && pathname === base + p)) return route;
	return null;
}

/** One door route, after the gate: POST, JSON in, JSON out (a refusal is plain text). */
export function serveDoorRoute(door: Door, route: DoorRoute, req: IncomingMessage, res: ServerResponse): void {
	if (req.method !== 'POST') return text(res, 405, 'method not allowed', { Allow: 'POST' });
	if (route === 'challenge') {
		req.resume();
		return answer(res, { ok: true, body: door.challenge() });
	}
	readJson(req, res, (body) => {
		if (route === 'pair') {
			const r = v.safeParse(PairRequest, body);
			return r.success ? answer(res, door.pair(r.output)) : unfit(res);
		}
		const r = v.safeParse(SessionRequest, body);
		if (!r.success) return unfit(res);
		const origin = req.headers.origin;
		if (origin === undefined) return text(res, 403, SESSIONS.noOrigin);
		answer(res, door.openSession(r.output, origin));
	});
}

function answer<T>(res: ServerResponse, a: DoorAnswer<T>): void {
	if (!a.ok) return text(res, a.status, a.text);
	const body = JSON.stringify(a.body);
	res.writeHead(200, { ...HEADERS, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
	res.end(body);
}

// A body that is not the route's JSON is turned away before the city reads it, as the real city's framework does.
function unfit(res: ServerResponse): void {
	text(res, 422, 'the request body does not have the fields this route reads');
}

function readJson(req: IncomingMessage, res: ServerResponse, then: (body: unknown) => void): void {
	if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
		req.resume();
		return text(res, 415, 'send the body as application/json');
	}
	const chunks: Buffer[] = [];
	let size = 0;
	req.on('data', (c: Buffer) => {
		size += c.length;
		if (size <= MAX_BODY_BYTES) chunks.push(c);
	});
	req.on('end', () => {
		if (size > MAX_BODY_BYTES) return text(res, 413, 'the request body is too large');
		let body: unknown;
		try {
			body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
		} catch {
			return text(res, 400, 'the request body is not JSON');
		}
		then(body);
	});
	req.on('error', () => res.destroy());
}

const HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' };

/** A plain-text answer, the door's refusal form. */
export function text(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
	res.writeHead(status, {
		...HEADERS,
		'Content-Type': 'text/plain; charset=utf-8',
		'Content-Length': Buffer.byteLength(body),
		...headers
	});
	res.end(body);
}
