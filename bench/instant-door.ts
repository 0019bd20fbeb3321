// The instant city's door (WIRE.md §2a): the local city's own door (city/door/: its gate, codes, sessions
// and paired browsers table, the table in a temporary folder), so every page the benchmark loads opens a
// session the way it would at a real city before it says hello.
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WebSocket } from 'ws';
import { randomHex } from '../city/door/crypto';
import { Door } from '../city/door/door';
import { gateNames, gateRefusal, type GateNames } from '../city/door/gate';
import { doorRouteOf, serveDoorRoute, text } from '../city/door/routes';
import { HELLO } from '../city/door/texts';
import { axError } from '../city/wire/refusal';

export interface InstantDoor {
	/** A single-use open code for `/pair`, as the city's printed link carries. */
	mintOpenCode(): string;
	/** How many sessions the door opened. */
	readonly sessions: number;
	/** Once the server listens: the names its gate admits. */
	listening(port: number): void;
	/** Serves a door route (after the gate) and says true, or says false for any other path. */
	serve(req: IncomingMessage, res: ServerResponse): boolean;
	/** Whether a hello's token opens the socket; a socket it does not open is refused and closed. */
	admit(ws: WebSocket, token: unknown): boolean;
	close(): void;
}

export function instantDoor(): InstantDoor {
	const root = mkdtempSync(join(tmpdir(), 'instant-door-'));
	const door = new Door({ root, cityKey: randomHex(32), now: Date.now });
	let names: GateNames = { hosts: new Set(), origins: new Set() };
	let sessions = 0;
	return {
		mintOpenCode: () => door.mintOpenCode(),
		get sessions() {
			return sessions;
		},
		listening(port) {
			names = gateNames([`http://127.0.0.1:${port}`], port, true);
		},
		serve(req, res) {
			const route = doorRouteOf(new URL(req.url ?? '/', 'http://x').pathname, '');
			if (!route) return false;
			const refusal = gateRefusal(req, names, route === 'pair');
			if (refusal) {
				req.resume();
				text(res, 403, refusal);
			} else {
				if (route === 'session') res.once('finish', () => res.statusCode === 200 && sessions++);
				serveDoorRoute(door, route, req, res);
			}
			return true;
		},
		admit(ws, token) {
			const standing = door.standing(typeof token === 'string' ? token : null);
			if (!standing) {
				const refusal = axError('E_CONFIG_INVALID', HELLO.action, HELLO.noSession, HELLO.noSessionRecovery);
				ws.send(JSON.stringify({ refusal }));
				ws.close(1008, refusal.code);
				return false;
			}
			if (standing === 'session') {
				// Seated, as the city seats a socket: the token stays live while the socket is open.
				const seat = { ended: () => ws.close(1008) };
				door.seat(token as string, seat);
				ws.once('close', () => door.unseat(token as string, seat));
			}
			return true;
		},
		close() {
			rmSync(root, { recursive: true, force: true });
		}
	};
}
