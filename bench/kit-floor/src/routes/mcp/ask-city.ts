// One socket, as the floor page opens it after a session at the door (open-session.ts), but every frame
// read through the wire's own decoder (Valibot and its fast path), as the app reads it: what the stack's
// floor adds to the plain floor is exactly the framework, the query cache and the checks.
import { decodeFrame, decodeOutcome, knowAnswer } from '../../../../../protocol/decode';
import { BuildingAnswer, McpHealthAnswer } from '../../../../../protocol/schemas/mcp';
import type { AnswerMap, Query } from '../../../../../protocol/schemas/queries';
import { SCHEMA_HASH, WIRE_V } from '../../../../../protocol/version';
import { openSession } from './open-session';

type Asked = { building_view: AnswerMap['building']; mcp_health: AnswerMap['mcp_health'] };
// The two answers it reads, named as the app's options name them.
knowAnswer('building', BuildingAnswer);
knowAnswer('mcp_health', McpHealthAnswer);
let socket: WebSocket | null = null;
let welcomed: Promise<string> | null = null;
const waiting = new Map<number, { answer(frame: { outcome: unknown; asOf: number }): void; fail(e: Error): void }>();
let nextId = 1;

function connect(): Promise<string> {
	welcomed ??= openSession().then(welcome);
	return welcomed;
}

function welcome(token: string): Promise<string> {
	return new Promise((resolve, reject) => {
		const s = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`);
		socket = s;
		s.onopen = () => s.send(JSON.stringify({ hello: { wire_v: WIRE_V, schema: SCHEMA_HASH, token } }));
		s.onmessage = (e) => {
			const frame = decodeFrame(e.data);
			if (frame.kind === 'welcome') {
				if (frame.welcome.city) resolve(frame.welcome.city);
				else reject(new Error('the welcome names no city'));
			} else if (frame.kind === 'answered') waiting.get(frame.askId)?.answer(frame);
			else if (frame.kind === 'problem') {
				// Which ask a refused frame answered is unknown: every open one fails, none waits for ever.
				const error = new Error(`a frame did not match: ${JSON.stringify(frame.issues)}`);
				reject(error);
				for (const ask of waiting.values()) ask.fail(error);
				waiting.clear();
			}
		};
	});
}

/** Asks one question of the city the welcome names, and resolves with its checked answer. */
export async function askCity<N extends keyof Asked>(name: N): Promise<Asked[N]> {
	const addr = await connect();
	const query = { [name]: { addr } } as Query;
	const id = nextId++;
	return new Promise((resolve, reject) => {
		waiting.set(id, {
			answer: ({ outcome, asOf }) => {
				waiting.delete(id);
				const decoded = decodeOutcome(query, outcome, asOf);
				if (decoded.ok && decoded.answer.kind === 'answer') resolve(decoded.answer.value as Asked[N]);
				else reject(new Error(`${name} was not answered`));
			},
			fail: reject
		});
		socket?.send(JSON.stringify({ ask: { ask_id: id, query } }));
	});
}
