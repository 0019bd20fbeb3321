import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BuildingAnswer, EndpointsAnswer, KnownHostsAnswer, ConfigAnswer } from '../../protocol/schemas';
import { SCHEMA_HASH, WIRE_V } from '../../protocol/version';
import { configureCommand, idem, startTestCity, type TestCity } from '../testing/harness';

let t: TestCity | null = null;
afterEach(async () => {
	await t?.stop();
	t = null;
});

const notes = (label = 'notes') => ({
	label,
	transport: { stdio: { command: '/opt/notes-mcp', args: ['--stdio'], env: [['TOKEN', 'secret:mcp/notes']] } }
});

describe('handshake', () => {
	it('welcomes a matching hello with a stable epoch', async () => {
		t = await startTestCity();
		const c = await t.client();
		expect(c.welcome).toMatchObject({ wire_v: WIRE_V, schema: SCHEMA_HASH, city: 'local', resume_from: null });
		expect(c.welcome!.epoch).toMatch(/^[0-9a-f]{64}$/);
		const epoch = c.welcome!.epoch;
		const root = t.root;
		await t.stop({ keepRoot: true });
		t = await startTestCity({ root });
		const again = await t.client();
		expect(again.welcome!.epoch).toBe(epoch);
	});

	it('refuses a different wire or schema hash before the credential, as the frame shows it, and closes', async () => {
		t = await startTestCity();
		const frame = JSON.parse(
			fs.readFileSync(path.join(import.meta.dirname, '../../protocol/frames/refusal-hello-wire-mismatch.json'), 'utf8')
		) as { refusal: Record<string, unknown> };
		for (const [wire_v, schema, token] of [
			[57, SCHEMA_HASH, null],
			[WIRE_V, 'f'.repeat(64), t.city.cityKey],
			[WIRE_V + 1, SCHEMA_HASH, 'not-a-token']
		] as const) {
			const c = await t.client({ noHello: true });
			c.send({ hello: { wire_v, schema, token } });
			expect(await c.nextRefusal()).toEqual({
				...frame.refusal,
				subject: `client speaks wire v${wire_v} and this server speaks v${WIRE_V}`
			});
			await closed(c);
		}
		expect(frame.refusal.subject).toBe('client speaks wire v57 and this server speaks v65');
	});

	it('refuses a frame before hello and closes; keeps the socket open after unreadable frames', async () => {
		t = await startTestCity();
		const early = await t.client({ noHello: true });
		early.send({ ask: { ask_id: 1, query: 'known_hosts' } });
		expect(await early.nextRefusal()).toMatchObject({
			code: 'E_WIRE_MISMATCH',
			action: 'accept a client frame',
			subject: 'the session has not been opened with a hello'
		});
		await closed(early);
		const c = await t.client({ noHello: true });
		c.send({ hello: { wire_v: WIRE_V, schema: SCHEMA_HASH, token: t.city.cityKey } });
		await c.waitFor((f) => f.kind === 'welcome');
		c.sendRaw('not json');
		const r1 = await c.nextRefusal();
		expect(r1).toMatchObject({ code: 'E_WIRE_MISMATCH', subject: expect.stringContaining('frame 2') });
		c.send({ bogus: {} });
		expect((await c.nextRefusal()).subject).toContain('frame 3');
		expect(r1.recovery.length).toBeGreaterThan(10);
		c.send({ hello: { wire_v: WIRE_V, schema: SCHEMA_HASH, token: t.city.cityKey } });
		expect((await c.nextRefusal()).subject).toBe('this session is already open');
		// Still open: a normal ask is answered.
		await expect(c.answer<KnownHostsAnswer>('known_hosts')).resolves.toBeTruthy();
	});

	it('admits a hello with the city key only; a city without a door takes none', async () => {
		t = await startTestCity({ token: 'pair-me' });
		for (const token of [null, 'wrong', '']) {
			const c = await t.client({ noHello: true });
			c.send({ hello: { wire_v: WIRE_V, schema: SCHEMA_HASH, token } });
			expect(await c.nextRefusal()).toEqual({
				code: 'E_CONFIG_INVALID',
				action: 'accept a client connection',
				subject: "the greeting carries neither this city's key nor a live session token",
				nearby: [],
				recovery:
					"reload the page to sign in again; a program on this machine reads the key from the city's key file, or takes --token",
				retry: 'no'
			});
			await closed(c);
		}
		const ok = await t.client({ token: 'pair-me' });
		expect(ok.welcome?.city).toBe('local');
		await t.stop();
		t = await startTestCity({ door: false });
		expect((await t.client({ token: null })).welcome?.city).toBe('local');
	});
});

/** Resolves once the city has closed the socket. */
function closed(c: { ws: { readyState: number; once(e: 'close', f: () => void): void } }): Promise<void> {
	return c.ws.readyState === 3 ? Promise.resolve() : new Promise((r) => c.ws.once('close', () => r()));
}

describe('queries', () => {
	it('answers known_hosts, config, building and an empty endpoint_view', async () => {
		t = await startTestCity({ seed: true });
		const c = await t.client();
		const hosts = await c.answer<KnownHostsAnswer>('known_hosts');
		const names = hosts.hosts.map((h) => h.host);
		for (const h of [
			'api.openai.com',
			'api.anthropic.com',
			'openrouter.ai',
			'api.groq.com',
			'api.mistral.ai',
			'api.deepseek.com',
			'api.together.xyz'
		])
			expect(names).toContain(h);
		expect(hosts.hosts.flatMap((h) => h.faces.map((f) => f.base_url))).toEqual(
			expect.arrayContaining(['http://127.0.0.1:11434/v1', 'http://127.0.0.1:1234/v1'])
		);
		const config = await c.answer<ConfigAnswer>({ config: { addr: 'local/lab' } });
		expect(config.tuning).toEqual({
			from: 'default',
			timeout_ms: 600000,
			request_max_retries: null,
			stream_idle_timeout_ms: null,
			proxying: 'except_local',
			account_retries: 'one'
		});
		// The first list lives at the city's own address; the building under it states none of its own: `[]`.
		expect((await c.answer<BuildingAnswer>({ building_view: { addr: 'local/lab' } })).mcp).toEqual([]);
		const b = await c.answer<BuildingAnswer>({ building_view: { addr: 'local' } });
		expect(b.mcp).toHaveLength(1);
		expect(b.mcp![0]).toMatchObject({
			label: 'everything',
			transport: { stdio: { command: process.execPath, args: [expect.stringContaining('server-everything'), 'stdio'] } }
		});
		expect(await c.answer<EndpointsAnswer>('endpoint_view')).toEqual({ endpoints: [], chosen: [] });
	});

	it("refuses an unknown query or a bad address as an unreadable frame, and answers other cities' questions as unavailable", async () => {
		t = await startTestCity();
		const c = await t.client();
		// The real city reads query names and addresses with the frame: a bad one is a top-level E_WIRE_MISMATCH.
		for (const query of [{ weather: { addr: 'local/lab' } }, 'endpoints_view', { building: { addr: 'local/lab' } }]) {
			c.send({ ask: { ask_id: 900, query } });
			expect(await c.nextRefusal()).toMatchObject({ code: 'E_WIRE_MISMATCH', recovery: expect.any(String) });
		}
		for (const addr of ['/local/lab', 'local/../lab', 'a:b', 'local/lab.', '', 'local/\u0085lab']) {
			c.send({ ask: { ask_id: 901, query: { building_view: { addr } } } });
			expect((await c.nextRefusal()).code).toBe('E_WIRE_MISMATCH');
		}
		// A question the real city has and this one does not: answered, as `unavailable`.
		expect(await c.ask('doctor')).toMatchObject({
			ok: true,
			answer: { kind: 'unavailable', value: { query: 'doctor' } }
		});
		const other = await c.ask({ building_view: { addr: 'acme/lab' } });
		expect('refusal' in other && other.refusal).toMatchObject({
			code: 'E_PATH_NOT_FOUND',
			nearby: ['local', 'local/lab']
		});
	});
});

describe('configure_building', () => {
	it('replaces the list, persists it, appends building_configured and honours idem', async () => {
		t = await startTestCity();
		const c = await t.client();
		const watcher = await t.client();
		const key = idem();
		c.command(configureCommand('local/lab', [notes(), notes('docs')], key));
		const ev = await c.nextEvent('building_configured');
		expect(ev).toMatchObject({
			v: 1,
			who: 'city',
			addr: 'local/lab',
			run: '00000000-0000-0000-0000-000000000000',
			seq: 1,
			prev: '0'.repeat(64)
		});
		expect(Object.keys((ev.data.mcp as Record<string, unknown>[])[0]!.transport as object)).toEqual(['stdio']);
		expect(JSON.stringify(ev.data)).toContain('"args":["--stdio"],"command":"/opt/notes-mcp","env"');
		await watcher.nextEvent('building_configured');
		const a = await c.ask({ building_view: { addr: 'local/lab' } });
		expect(a.asOf).toBe(2);
		// Same idem again: not applied twice, but acknowledged again with the very record it wrote.
		c.command(configureCommand('local/lab', [], key));
		expect(await c.nextEvent('building_configured')).toEqual(ev);
		const b = await c.answer<BuildingAnswer>({ building_view: { addr: 'local/lab' } });
		expect(b.mcp!.map((s) => s.label)).toEqual(['notes', 'docs']);
		c.command(configureCommand('local/lab', [notes('three')]));
		const ev2 = await c.nextEvent('building_configured');
		expect(ev2.seq).toBe(2);
		expect(ev2.prev).toMatch(/^[0-9a-f]{64}$/);
		expect(ev2.prev).not.toBe('0'.repeat(64));
		const root = t.root;
		await t.stop({ keepRoot: true });
		t = await startTestCity({ root });
		const d = await t.client();
		expect(d.welcome!.resume_from).toBe(2);
		expect((await d.answer<BuildingAnswer>({ building_view: { addr: 'local/lab' } })).mcp!.map((s) => s.label)).toEqual(
			['three']
		);
	});

	it('refuses bad labels, duplicates, bad references and bad addresses, changing nothing', async () => {
		t = await startTestCity();
		const c = await t.client();
		const send = (mcp: unknown, addr = 'local/lab') => c.command(configureCommand(addr, mcp));
		// A label or address that breaks its grammar makes the whole frame unreadable, as in the real city.
		send([notes('Bad_Label')]);
		expect((await c.nextRefusal()).code).toBe('E_WIRE_MISMATCH');
		send([notes(), notes()]);
		expect(await c.nextRefusal()).toMatchObject({
			code: 'E_CONFIG_INVALID',
			subject: expect.stringContaining('twice')
		});
		send([
			{ label: 'x', transport: { http: { url: 'https://x.example/mcp', headers: [['Authorization', 'secret:nope']] } } }
		]);
		expect((await c.nextRefusal()).code).toBe('E_CONFIG_INVALID');
		send([], '../lab');
		expect((await c.nextRefusal()).code).toBe('E_WIRE_MISMATCH');
		send([], 'other/lab');
		expect((await c.nextRefusal()).code).toBe('E_PATH_NOT_FOUND');
		expect((await c.answer<BuildingAnswer>({ building_view: { addr: 'local/lab' } })).mcp).toEqual([]);
		expect(
			fs.existsSync(path.join(t.root, 'ledger.jsonl')) ? fs.readFileSync(path.join(t.root, 'ledger.jsonl'), 'utf8') : ''
		).toBe('');
		for (const r of c.refusals) expect(r.recovery).toMatch(/\w+ \w+/);
	});
});
