import { describe, expect, it } from 'vitest';
import { ManualClock, scriptedSockets } from '$lib/testing/scripted-socket';
import type { Credential, CredentialSource } from '$lib/door/credential';
import { Connection, type LinkState } from './connection';
import { SCHEMA_HASH, WIRE_V } from '$protocol/version';

const welcome = {
	welcome: { wire_v: WIRE_V, schema: SCHEMA_HASH, resume_from: 1, city: 'acme', epoch: 'a'.repeat(64) }
};
const noSession = {
	refusal: {
		code: 'E_CONFIG_INVALID',
		action: 'accept a client connection',
		subject: "the greeting carries neither this city's key nor a live session token",
		nearby: [],
		recovery: 'reload the page to sign in again',
		retry: 'no'
	}
};

/** A door whose answers the test lines up, counting how often it was asked. */
interface ScriptedDoor extends CredentialSource {
	asked: number;
	resume(): void;
}

function scriptedDoor(...answers: Credential[]): ScriptedDoor {
	let resume: (() => void) | null = null;
	const door: ScriptedDoor = {
		asked: 0,
		credential: async () => {
			door.asked++;
			return answers.shift() ?? { kind: 'token', token: `t${door.asked}` };
		},
		onResume: (fn) => void (resume = fn),
		resume: () => resume?.()
	};
	return door;
}

async function setup(door: ScriptedDoor) {
	const clock = new ManualClock();
	const sockets = scriptedSockets();
	const conn = new Connection({ url: 'ws://city.test/ws', socket: sockets.factory, clock, door });
	const states: LinkState[] = [];
	conn.subscribe((s) => states.push(s));
	conn.start();
	await flush();
	return { clock, sockets, conn, states };
}
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('the connection asks the door before every attempt', () => {
	it('says hello with the session token the door gave, fresh for each socket', async () => {
		const door = scriptedDoor({ kind: 'token', token: 'a'.repeat(64) }, { kind: 'token', token: 'b'.repeat(64) });
		const t = await setup(door);
		const first = t.sockets.last();
		first.open();
		expect(first.sent[0]).toEqual({ hello: { wire_v: WIRE_V, schema: SCHEMA_HASH, token: 'a'.repeat(64) } });
		first.deliver(welcome);
		first.drop();
		t.clock.advance(250);
		await flush();
		const second = t.sockets.last();
		expect(second).not.toBe(first);
		second.open();
		expect(second.sent[0]).toEqual({ hello: { wire_v: WIRE_V, schema: SCHEMA_HASH, token: 'b'.repeat(64) } });
		expect(door.asked).toBe(2);
	});

	it('opens no socket while the person must pair, and connects once the door resumes it', async () => {
		const door = scriptedDoor({ kind: 'wait' });
		const t = await setup(door);
		expect(t.sockets.sockets).toHaveLength(0);
		expect(t.conn.state.kind).toBe('pairing');
		t.clock.advance(60_000);
		expect(t.sockets.sockets).toHaveLength(0);
		door.resume();
		await flush();
		expect(t.sockets.sockets).toHaveLength(1);
	});

	it('goes on with the reconnect ladder when the door does not answer, saying what it answered', async () => {
		const door = scriptedDoor({ kind: 'retry', detail: 'fetch failed' });
		const t = await setup(door);
		expect(t.conn.state).toMatchObject({ kind: 'retrying', delayMs: 250, detail: 'fetch failed' });
		expect(t.sockets.sockets).toHaveLength(0);
		t.clock.advance(250);
		await flush();
		expect(t.sockets.sockets).toHaveLength(1);
	});

	it('enters a city without a door with no token', async () => {
		const t = await setup(scriptedDoor({ kind: 'none' }));
		t.sockets.last().open();
		expect(t.sockets.last().sent[0]).toEqual({ hello: { wire_v: WIRE_V, schema: SCHEMA_HASH, token: null } });
	});

	it('tries a refused hello once more with a fresh session, then stops with the refusal (never a loop)', async () => {
		const door = scriptedDoor();
		const t = await setup(door);
		t.sockets.last().open();
		t.sockets.last().deliver(noSession);
		await flush();
		expect(door.asked).toBe(2);
		t.sockets.last().open();
		t.sockets.last().deliver(noSession);
		await flush();
		expect(t.conn.state).toMatchObject({ kind: 'stopped', why: { kind: 'refused', refusal: noSession.refusal } });
		t.clock.advance(30_000);
		await flush();
		expect(door.asked).toBe(2);
		expect(t.sockets.sockets).toHaveLength(2);
	});

	it('drops a credential that arrives after the app closed the connection', async () => {
		let release: (c: Credential) => void = () => {};
		const door = {
			credential: () => new Promise<Credential>((r) => (release = r)),
			onResume: () => {}
		};
		const sockets = scriptedSockets();
		const conn = new Connection({ url: 'ws://x/ws', socket: sockets.factory, clock: new ManualClock(), door });
		conn.start();
		conn.close();
		release({ kind: 'token', token: 'c'.repeat(64) });
		await flush();
		expect(sockets.sockets).toHaveLength(0);
		expect(conn.state.kind).toBe('idle');
	});
});
