import { Connection, type SocketFactory, type WireSocket } from './connection';
import type { Answer } from '$protocol/decode';
import type { AnswerKeyFor, AnswerMap, Query } from '$protocol/schemas/queries';
import type { Command } from '$protocol/schemas/commands';
import type { Where } from './where';

let current: Connection | null = null;
let currentWhere: Where | null = null;

/** The browser's WebSocket, seen through the narrow interface the connection uses. */
export const browserSocket: SocketFactory = (url) => new WebSocket(url) as unknown as WireSocket;

/** Opens the app's one connection to the city. Called once, by the root layout. */
export function connectWire(where: Where, socket: SocketFactory = browserSocket): Connection {
	current?.close();
	current = new Connection({ url: where.wire, token: where.token, socket });
	currentWhere = where;
	current.start();
	return current;
}

/** Installs a connection made elsewhere (component tests, Storybook). */
export function useConnection(connection: Connection, where: Where): void {
	current = connection;
	currentWhere = where;
}

/** The app's connection; pages reach it only through `ask` and `send`. */
export function wire(): Connection {
	if (!current) throw new Error('The wire is not connected yet');
	return current;
}

/** Where the app talks to the city (for `/enroll` and for telling the person). */
export function where(): Where {
	if (!currentWhere) throw new Error('The wire is not connected yet');
	return currentWhere;
}

/** Asks the city a question: the `queryFn` of every TanStack query. */
export function ask<const Q extends Query>(
	query: Q,
	signal?: AbortSignal
): Promise<Answer<AnswerKeyFor<Q> & keyof AnswerMap>> {
	const connection: Connection = wire();
	return connection.ask(query, signal) as Promise<Answer<AnswerKeyFor<Q> & keyof AnswerMap>>;
}

/** Sends a command; throws `NotSentError` when the socket is down. */
export function send(command: Command): void {
	wire().send(command);
}
