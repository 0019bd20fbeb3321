import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { answerKeyOf, type Query } from '../../protocol/schemas/queries';
import { SCHEMA_HASH, WIRE_V } from '../../protocol/version';
import { serveBuild } from '../../test-support/static-server';

/** One page's socket to a scripted city, with what it sent. */
export interface ScriptedConn {
	ws: WebSocket;
	/** Every frame the page sent on this socket, parsed. */
	frames: Record<string, unknown>[];
	send(frame: unknown): void;
	sendRaw(text: string): void;
	welcome(over?: Record<string, unknown>): void;
	answer(askId: number, outcome: unknown, asOf?: number): void;
}

export interface ScriptedCity {
	url: string;
	port: number;
	/** Every socket the page opened, in order. */
	conns: ScriptedConn[];
	/** The asks the page sent on any socket: `{ conn, ask_id, query }`. */
	asks(): { conn: number; ask_id: number; query: unknown }[];
	close(): Promise<void>;
}

/**
 * A misbehaving city written in a test: it serves the built app (and `index.html` for deep links)
 * and a WebSocket at `<base>/ws` whose every frame goes to `onFrame`, so a test can answer late,
 * never, out of order, or wrongly. Nothing is said on the socket unless the script says it.
 */
export async function scriptedCity(
	appDir: string,
	base: string,
	script: {
		onConnect?(c: ScriptedConn, index: number): void;
		onFrame?(c: ScriptedConn, frame: Record<string, unknown>, index: number): void;
	}
): Promise<ScriptedCity> {
	const server: Server = createServer((req, res) => serveBuild(req, res, appDir, base));
	const wss = new WebSocketServer({ noServer: true });
	const conns: ScriptedConn[] = [];
	server.on('upgrade', (req, socket, head) => {
		if (new URL(req.url ?? '/', 'http://x').pathname !== `${base}/ws`) return socket.destroy();
		wss.handleUpgrade(req, socket, head, (ws) => {
			const index = conns.length;
			const c: ScriptedConn = {
				ws,
				frames: [],
				send: (frame) => ws.readyState === ws.OPEN && ws.send(JSON.stringify(frame)),
				sendRaw: (text) => ws.readyState === ws.OPEN && ws.send(text),
				welcome: (over = {}) =>
					c.send({
						welcome: {
							wire_v: WIRE_V,
							schema: SCHEMA_HASH,
							resume_from: 10,
							city: 'acme',
							epoch: 'e'.repeat(64),
							...over
						}
					}),
				answer: (askId, outcome, asOf = 11) => c.send({ answered: { ask_id: askId, as_of: asOf, outcome } })
			};
			conns.push(c);
			ws.on('message', (data) => {
				let frame: Record<string, unknown>;
				try {
					frame = JSON.parse(data.toString());
				} catch {
					return;
				}
				c.frames.push(frame);
				script.onFrame?.(c, frame, index);
			});
			script.onConnect?.(c, index);
		});
	});
	await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}${base}/`,
		port,
		conns,
		asks: () =>
			conns.flatMap((c, conn) =>
				c.frames.filter((f) => 'ask' in f).map((f) => ({ conn, ...(f.ask as { ask_id: number; query: unknown }) }))
			),
		close: async () => {
			for (const c of wss.clients) c.terminate();
			wss.close();
			server.closeAllConnections();
			await new Promise<void>((r) => server.close(() => r()));
		}
	};
}

/** The answer key a query expects (WIRE.md §11), for scripts that answer by kind. */
export function answerKey(query: unknown): string {
	return answerKeyOf(query as Query);
}
