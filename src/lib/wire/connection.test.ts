import { describe, expect, it } from 'vitest';
import { ManualClock, scriptedSockets } from '$lib/testing/scripted-socket';
import { BACKOFF_MS, Connection, type LinkState, type WireNotice } from './connection';
import { FrameTooLargeError, GrammarError, RefusalError, ShapeError, WireStoppedError } from '$protocol/errors';
import { MAX_CLIENT_FRAME_BYTES } from '$protocol/limits';
import type { Command } from '$protocol/schemas/commands';
import { CONFIRM_AFTER_RESEND_MS } from './sent-commands';
import { SCHEMA_HASH, WIRE_V } from '$protocol/version';

const welcome = {
	welcome: { wire_v: WIRE_V, schema: SCHEMA_HASH, resume_from: 1, city: 'acme', epoch: 'a'.repeat(64) }
};
const config = (addr: string) => ({
	addr,
	second: { percent: 65, from: 'default', domain: { min: 31, max: 90 } },
	tuning: {
		from: 'default',
		timeout_ms: 600000,
		request_max_retries: null,
		stream_idle_timeout_ms: null,
		proxying: 'except_local'
	}
});
const answered = (ask_id: number, answer: unknown, as_of = 10) => ({
	answered: { ask_id, as_of, outcome: { answer } }
});

function setup() {
	const clock = new ManualClock();
	const sockets = scriptedSockets();
	const conn = new Connection({ url: 'ws://city.test/ws', socket: sockets.factory, clock });
	const states: LinkState[] = [];
	const notices: WireNotice[] = [];
	conn.subscribe((s) => states.push(s));
	conn.onNotice((n) => notices.push(n));
	conn.start();
	return { clock, sockets, conn, states, notices };
}

function connect(t: ReturnType<typeof setup>) {
	const s = t.sockets.last();
	s.open();
	s.deliver(welcome);
	return s;
}

describe('Connection', () => {
	it('sends hello first and nothing else until welcome', async () => {
		const t = setup();
		const s = t.sockets.last();
		s.open();
		const p = t.conn.ask('known_hosts');
		expect(s.sent).toEqual([{ hello: { wire_v: WIRE_V, schema: SCHEMA_HASH, token: null } }]);
		s.deliver(welcome);
		expect(s.asks()).toEqual([{ ask_id: 1, query: 'known_hosts' }]);
		s.deliver(answered(1, { known_hosts: { hosts: [] } }));
		await expect(p).resolves.toEqual({ kind: 'answer', value: { hosts: [] }, asOf: 10 });
		expect(t.conn.state).toMatchObject({ kind: 'connected', city: 'acme', wireV: WIRE_V });
	});

	it('matches answers by ask_id in any order and ignores ids not in flight', async () => {
		const t = setup();
		const s = connect(t);
		const a = t.conn.ask({ config: { addr: 'acme/a' } });
		const b = t.conn.ask({ config: { addr: 'acme/b' } });
		s.deliver(answered(99, { config: config('x') }));
		s.deliver(answered(2, { config: config('acme/b') }));
		s.deliver(answered(1, { config: config('acme/a') }));
		expect((await a).value).toMatchObject({ addr: 'acme/a' });
		expect((await b).value).toMatchObject({ addr: 'acme/b' });
	});

	it('rejects a refusal outcome with the whole AxError, and unavailable is an answer', async () => {
		const t = setup();
		const s = connect(t);
		const a = t.conn.ask('endpoint_view');
		const b = t.conn.ask('endpoint_view');
		const refusal = {
			code: 'E_STORAGE_FATAL',
			action: 'answer a query',
			subject: 's',
			nearby: [],
			recovery: 'r',
			retry: 'no'
		};
		s.deliver({ answered: { ask_id: 1, as_of: 0, outcome: { refusal } } });
		s.deliver(answered(2, { unavailable: { query: 'endpoint_view', reason: 'vault lock poisoned' } }));
		const error = await a.catch((e) => e);
		expect(error).toBeInstanceOf(RefusalError);
		expect(error.refusal).toEqual(refusal);
		await expect(b).resolves.toMatchObject({ kind: 'unavailable', value: { reason: 'vault lock poisoned' } });
	});

	it('rejects a mis-shaped answer naming the query and paths, and keeps the others working', async () => {
		const t = setup();
		const s = connect(t);
		const bad = t.conn.ask({ mcp_health: { addr: 'acme/lab' } });
		const good = t.conn.ask('known_hosts');
		s.deliver(
			answered(1, {
				mcp_health: {
					addr: 'acme/lab',
					servers: [
						{
							label: 'a',
							transport: 'stdio',
							target: 't',
							state: { connected: { protocol_version: 'x', server: 's', tools: [{ remote: 1 }] } }
						}
					]
				}
			})
		);
		s.deliver(answered(2, { known_hosts: { hosts: [] } }));
		const error = await bad.catch((e) => e);
		expect(error).toBeInstanceOf(ShapeError);
		expect(error.query).toBe('mcp_health acme/lab');
		expect(error.issues.map((i: { path: string }) => i.path)).toContain(
			'outcome.answer.mcp_health.servers.0.state.connected.tools.0.remote'
		);
		await expect(good).resolves.toMatchObject({ kind: 'answer' });
	});

	it('reports a late question once and waits for it, never asking again on the same socket', async () => {
		const t = setup();
		const s = connect(t);
		const p = t.conn.ask({ mcp_health: { addr: 'acme/lab' } });
		t.clock.advance(15_000);
		expect(t.notices).toEqual([{ kind: 'late', query: 'mcp_health acme/lab' }]);
		t.clock.advance(10 * 60_000);
		expect(t.notices).toHaveLength(1);
		expect(s.asks().map((a) => a.ask_id)).toEqual([1]);
		s.deliver(answered(1, { mcp_health: { addr: 'acme/lab', servers: [] } }));
		await expect(p).resolves.toMatchObject({ kind: 'answer' });
		expect(s.asks()).toHaveLength(1);
	});

	it('refuses to send a question or a command whose values break the grammar, and stays connected', async () => {
		const t = setup();
		const s = connect(t);
		await expect(t.conn.ask({ mcp_health: { addr: 'acme/\u0085lab' } })).rejects.toBeInstanceOf(GrammarError);
		await expect(t.conn.ask({ building_view: { addr: '/acme' } })).rejects.toBeInstanceOf(GrammarError);
		const bad = { forget_secret: { reference: 'secret:nope', idem: 'idem1-' + '0'.repeat(32) } };
		expect(() => t.conn.send(bad)).toThrow(GrammarError);
		expect(s.sent).toHaveLength(1);
		expect(t.conn.state.kind).toBe('connected');
	});

	it('stops re-asking when the question is no longer wanted', async () => {
		const t = setup();
		const s = connect(t);
		const abort = new AbortController();
		const p = t.conn.ask('known_hosts', abort.signal).catch((e) => e);
		abort.abort();
		await p;
		t.clock.advance(60_000);
		expect(s.asks()).toHaveLength(1);
	});

	it('re-asks in-flight questions with fresh ids after a drop, following the backoff ladder', async () => {
		const t = setup();
		const s1 = connect(t);
		const p = t.conn.ask({ mcp_health: { addr: 'acme/lab' } });
		s1.drop();
		expect(t.conn.state).toMatchObject({ kind: 'retrying', delayMs: BACKOFF_MS[0] });
		t.clock.advance(BACKOFF_MS[0]);
		const s2 = t.sockets.last();
		expect(s2).not.toBe(s1);
		s2.drop();
		expect(t.conn.state).toMatchObject({ kind: 'retrying', delayMs: BACKOFF_MS[1] });
		t.clock.advance(BACKOFF_MS[1]);
		const s3 = connect(t);
		expect(s3.asks()).toEqual([{ ask_id: 1, query: { mcp_health: { addr: 'acme/lab' } } }]);
		// An answer to the old socket's id cannot arrive here; the new one settles it.
		s3.deliver(answered(1, { mcp_health: { addr: 'acme/lab', servers: [] } }));
		await expect(p).resolves.toMatchObject({ kind: 'answer' });
		// Frames flowed again, so the ladder starts over.
		s3.drop();
		expect(t.conn.state).toMatchObject({ kind: 'retrying', delayMs: BACKOFF_MS[0] });
	});

	it('climbs the ladder to 10 s and stays there', () => {
		const t = setup();
		const delays: number[] = [];
		for (let i = 0; i < 9; i++) {
			t.sockets.last().drop();
			const state = t.conn.state;
			if (state.kind === 'retrying') delays.push(state.delayMs);
			t.clock.advance(10_000);
		}
		expect(delays).toEqual([250, 500, 1000, 2000, 5000, 10000, 10000, 10000, 10000]);
	});

	it('stops on a wire mismatch refusal and rejects what is waiting', async () => {
		const t = setup();
		const s = t.sockets.last();
		s.open();
		const p = t.conn.ask('known_hosts').catch((e) => e);
		s.deliver({
			refusal: {
				code: 'E_WIRE_MISMATCH',
				action: 'read hello',
				subject: 'this server speaks wire v58',
				nearby: [],
				recovery: 'reload',
				retry: 'no'
			}
		});
		expect(t.conn.state).toMatchObject({ kind: 'stopped', why: { kind: 'wire_mismatch' } });
		expect(await p).toBeInstanceOf(WireStoppedError);
		expect(s.closed).toBe(true);
		t.clock.advance(60_000);
		expect(t.sockets.sockets).toHaveLength(1);
	});

	it('stops when welcome names another wire, and says which', () => {
		const t = setup();
		const s = t.sockets.last();
		s.open();
		s.deliver({ welcome: { ...welcome.welcome, wire_v: 58 } });
		expect(t.conn.state).toMatchObject({ kind: 'stopped', why: { kind: 'wire_mismatch', cityWireV: 58 } });
	});

	it('treats a non-refusal frame before welcome as a protocol error', () => {
		const t = setup();
		const s = t.sockets.last();
		s.open();
		s.deliver(answered(1, { known_hosts: { hosts: [] } }));
		expect(t.conn.state).toMatchObject({ kind: 'stopped', why: { kind: 'protocol' } });
	});

	it('reports an unreadable frame after welcome and keeps the connection', async () => {
		const t = setup();
		const s = connect(t);
		s.deliver('not json');
		s.deliver({ delta: {} });
		expect(t.notices).toEqual([{ kind: 'problem', frame: '(not JSON)', issues: [{ path: '', message: 'Not JSON' }] }]);
		expect(t.conn.state.kind).toBe('connected');
	});

	it('re-asks an answer that does not reflect an event that arrived while it was in flight', async () => {
		const t = setup();
		const s = connect(t);
		const p = t.conn.ask('endpoint_view');
		s.deliver({
			event: { v: 1, run: 'r', seq: 20, prev: 'p', t: 1, who: 'city', kind: 'endpoint_attached', data: {} }
		});
		s.deliver(answered(1, { endpoints: { endpoints: [], chosen: [] } }, 20));
		expect(s.asks()).toHaveLength(2);
		s.deliver(answered(2, { endpoints: { endpoints: [], chosen: [] } }, 21));
		await expect(p).resolves.toMatchObject({ asOf: 21 });
	});

	it('refuses to send a command while the socket is down', () => {
		const t = setup();
		expect(() => t.conn.send({ forget_secret: { reference: 'secret:a/b', idem: 'idem1-' + '0'.repeat(32) } })).toThrow(
			'did not leave'
		);
		const s = connect(t);
		t.conn.send({ forget_secret: { reference: 'secret:a/b', idem: 'idem1-' + '0'.repeat(32) } });
		expect(s.sent.at(-1)).toEqual({
			command: { forget_secret: { reference: 'secret:a/b', idem: 'idem1-' + '0'.repeat(32) } }
		});
	});

	it('announces a new epoch so cached answers are dropped', () => {
		const t = setup();
		const s = connect(t);
		s.drop();
		t.clock.advance(250);
		const s2 = t.sockets.last();
		s2.open();
		s2.deliver({ welcome: { ...welcome.welcome, epoch: 'b'.repeat(64) } });
		expect(t.notices).toContainEqual({ kind: 'epoch', epoch: 'b'.repeat(64) });
	});

	describe('a command’s life', () => {
		const configure = (addr: string, idem: string): Command => ({
			configure_building: {
				addr,
				mcp: [],
				sandbox: null,
				desktop: null,
				context_second_threshold: null,
				idem: 'idem1-' + idem.repeat(32)
			}
		});
		const event = (kind: string, addr: string | undefined, seq: number) => ({
			event: { v: 1, run: '0', seq, prev: '0'.repeat(64), t: 1, who: 'city', kind, data: {}, ...(addr ? { addr } : {}) }
		});
		const commandsOf = (s: { sent: unknown[] }) => s.sent.filter((f) => !!f && typeof f === 'object' && 'command' in f);

		it('sends an unconfirmed command again after a reconnect, with its own idem, once', () => {
			const t = setup();
			const s1 = connect(t);
			t.conn.send(configure('acme/lab', 'a'));
			t.conn.send(configure('acme/other', 'b'));
			s1.deliver(event('building_configured', 'acme/other', 11));
			s1.drop();
			t.clock.advance(BACKOFF_MS[0]!);
			const s2 = connect(t);
			expect(commandsOf(s2)).toEqual([{ command: configure('acme/lab', 'a') }]);
			expect(t.notices).toContainEqual({ kind: 'resent', actions: ['configure building acme/lab'] });
			s2.deliver(event('building_configured', 'acme/lab', 12));
			s2.drop();
			t.clock.advance(BACKOFF_MS[0]!);
			expect(commandsOf(connect(t))).toEqual([]);
		});

		it('forgets a command the city refused by its exact action, never one that only looks alike', () => {
			const t = setup();
			const s1 = connect(t);
			t.conn.send(configure('acme/lab', 'a'));
			const refusal = { code: 'E_CONFIG_INVALID', subject: 's', nearby: [], recovery: 'r', retry: 'no' };
			s1.deliver({ refusal: { ...refusal, action: 'configure building acme/lab2' } });
			s1.drop();
			t.clock.advance(BACKOFF_MS[0]!);
			const s2 = connect(t);
			expect(commandsOf(s2)).toHaveLength(1);
			s2.deliver({ refusal: { ...refusal, action: 'configure building acme/lab' } });
			s2.drop();
			t.clock.advance(BACKOFF_MS[1]!);
			expect(commandsOf(connect(t))).toEqual([]);
		});

		it('never sends again a command the page said is over (forget), and still sends the others', () => {
			const t = setup();
			const s1 = connect(t);
			const over = configure('acme/lab', 'a');
			t.conn.send(over);
			t.conn.send(configure('acme/other', 'b'));
			t.conn.forget(over);
			s1.drop();
			t.clock.advance(BACKOFF_MS[0]!);
			expect(commandsOf(connect(t))).toEqual([{ command: configure('acme/other', 'b') }]);
		});

		it('gives up a resent command the city does not confirm, and says so', () => {
			const t = setup();
			const s1 = connect(t);
			t.conn.send(configure('acme/lab', 'a'));
			s1.drop();
			t.clock.advance(BACKOFF_MS[0]!);
			connect(t);
			t.clock.advance(CONFIRM_AFTER_RESEND_MS);
			expect(t.notices).toContainEqual({ kind: 'unconfirmed', action: 'configure building acme/lab' });
		});

		it('never sends a command larger than the frame limit, and names the limit', () => {
			const t = setup();
			const s = connect(t);
			const big = configure('acme/lab', 'a');
			(big as { configure_building: { mcp: unknown[] } }).configure_building.mcp = [
				{ label: 'x', transport: { stdio: { command: 'é'.repeat(MAX_CLIENT_FRAME_BYTES / 2), args: [], env: [] } } }
			];
			let error: unknown = null;
			try {
				t.conn.send(big);
			} catch (e) {
				error = e;
			}
			expect(error).toBeInstanceOf(FrameTooLargeError);
			expect((error as FrameTooLargeError).limit).toBe(MAX_CLIENT_FRAME_BYTES);
			expect((error as FrameTooLargeError).bytes).toBeGreaterThan(MAX_CLIENT_FRAME_BYTES);
			expect(commandsOf(s)).toEqual([]);
		});
	});
});
