import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EndpointProbed, type EndpointTuning, type EventRecord } from '../../protocol/schemas';
import { routeOf } from './proxy';
import { startFakeProvider } from '../testing/fake-provider';
import { emptyTuning, freePort, idem, startTestCity, tempDir, type TestCity } from '../testing/harness';
import type { WireClient } from '../testing/wire-client';

const tuning = emptyTuning;

let t: TestCity;
let c: WireClient;
const closers: Array<() => Promise<unknown> | void> = [];

beforeAll(async () => {
	t = await startTestCity({ probeTimeoutMs: 1500 });
	const res = await t.enroll({ realm: 'providers', name: 'fake', value: 'sk-right' });
	expect(res.status).toBe(201);
	c = await t.client();
});
afterAll(async () => {
	await t.stop();
});
afterEach(async () => {
	while (closers.length) await closers.pop()!();
});

/** Sends a probe and returns its event's data, checked against the app's EndpointProbed schema. */
async function probe(
	name: string,
	base_url: string,
	over: { secret?: string | null; tuning?: Partial<EndpointTuning> } = {}
) {
	c.command({
		probe_endpoint: {
			name,
			base_url,
			dialect: 'open_ai',
			secret: over.secret ?? null,
			auth_header: null,
			tuning: tuning(over.tuning),
			idem: idem()
		}
	});
	const ev: EventRecord = await c.nextEvent('endpoint_probed', (e) => e.data.name === name);
	expect(ev.addr).toBeUndefined();
	return v.parse(EndpointProbed, ev.data);
}

describe('probe_endpoint', () => {
	it('reads the model list with the key: status 200, models and facts, no failed', async () => {
		const p = await startFakeProvider({ key: 'sk-right' });
		closers.push(() => p.close());
		const d = await probe('good', p.baseUrl, { secret: 'secret:providers/fake', tuning: { proxying: 'never' } });
		expect(d.reach).toMatchObject({
			host: '127.0.0.1',
			named: { state: 'resolved', detail: 1 },
			connected: { state: 'open' },
			answered: { state: 'status', detail: 200 },
			through: { state: 'disabled' }
		});
		expect(d.models).toEqual(['acme/fast-1', 'acme/Deep-2', 'plain-model']);
		expect(d.facts[1]).toEqual({
			id: 'acme/Deep-2',
			canonical: 'deep-2',
			context_tokens: 200000,
			max_output_tokens: null,
			input_modalities: ['text'],
			input_price: '0.000003',
			output_price: '0.000015'
		});
		expect(d.facts[2]).toMatchObject({ context_tokens: null, input_modalities: [], input_price: null });
		expect(d.failed ?? null).toBeNull();
		expect(d.base_url).toBe(p.baseUrl);
	});

	it('reports 401 without the key, as a key problem', async () => {
		const p = await startFakeProvider({ key: 'sk-right' });
		closers.push(() => p.close());
		const d = await probe('nokey', p.baseUrl);
		expect(d.reach.answered).toEqual({ state: 'status', detail: 401 });
		expect(d.reach.through).toEqual({ state: 'local_address' });
		expect(d.failed?.code).toBe('E_CREDENTIAL_MISSING');
		expect(d.models).toEqual([]);
	});

	it('reports a refused connection on a port nobody listens on', async () => {
		const d = await probe('closed', `http://127.0.0.1:${await freePort()}/v1`);
		expect(d.reach.connected).toEqual({ state: 'refused' });
		expect(d.reach.answered.state).toBe('unreachable');
		expect(d.failed?.subject).toContain('connection refused');
	});

	it('reports a host that does not resolve', async () => {
		const d = await probe('typo', 'https://no-such-host.invalid/v1');
		expect(d.reach).toMatchObject({
			host: 'no-such-host.invalid',
			named: { state: 'not_found' },
			connected: { state: 'skipped' }
		});
		expect(d.failed?.subject).toContain('no such host');
	});

	it('reports a failed TLS handshake for a self-signed certificate', async () => {
		const dir = await tempDir('city-tls-');
		closers.push(() => fs.promises.rm(dir, { recursive: true, force: true }));
		execFileSync(
			'openssl',
			[
				'req',
				'-x509',
				'-newkey',
				'rsa:2048',
				'-nodes',
				'-keyout',
				path.join(dir, 'key.pem'),
				'-out',
				path.join(dir, 'cert.pem'),
				'-days',
				'1',
				'-subj',
				'/CN=127.0.0.1'
			],
			{ stdio: 'ignore' }
		);
		const server = https.createServer(
			{ key: fs.readFileSync(path.join(dir, 'key.pem')), cert: fs.readFileSync(path.join(dir, 'cert.pem')) },
			(_req, res) => res.end('{}')
		);
		await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
		closers.push(() => new Promise((r) => server.close(r)));
		const d = await probe('selfsigned', `https://127.0.0.1:${(server.address() as net.AddressInfo).port}/v1`);
		expect(d.reach.connected).toEqual({ state: 'open' });
		expect(d.reach.answered.state).toBe('handshake_failed');
		expect(d.failed?.code).toBe('E_PROVIDER');
	});

	it('gives up on a server that stalls, within the probe deadline', async () => {
		const p = await startFakeProvider({ stall: true });
		closers.push(() => p.close());
		const d = await probe('stall', p.baseUrl);
		expect(d.reach.connected).toEqual({ state: 'open' });
		expect(d.reach.answered.state).toBe('unreachable');
		expect(d.failed?.code).toBe('E_TIMEOUT');
	});

	it('refuses a URL that is not http(s), writing no event', async () => {
		const before = c.events.length;
		c.command({
			probe_endpoint: {
				name: 'ftp',
				base_url: 'ftp://example.com/v1',
				dialect: 'open_ai',
				secret: null,
				auth_header: null,
				tuning: tuning(),
				idem: idem()
			}
		});
		const r = await c.nextRefusal();
		expect(r).toMatchObject({ code: 'E_INVALID_ARGS', action: 'probe endpoint ftp' });
		await c.answer('known_hosts');
		expect(c.events.length).toBe(before);
	});
});

describe('proxy route', () => {
	const u = (s: string) => new URL(s);
	it('follows proxying and the proxy variables', () => {
		expect(routeOf(u('https://api.example.com'), 'never', { HTTPS_PROXY: 'http://p:1' })).toEqual({
			state: 'disabled'
		});
		expect(routeOf(u('http://127.0.0.1:8000'), 'except_local', { HTTP_PROXY: 'http://p:1' })).toEqual({
			state: 'local_address'
		});
		expect(routeOf(u('https://api.example.com'), 'except_local', {})).toEqual({ state: 'direct' });
		expect(routeOf(u('https://api.example.com'), 'except_local', { HTTPS_PROXY: 'http://p:1' })).toEqual({
			state: 'environment',
			detail: 'HTTPS_PROXY'
		});
		expect(
			routeOf(u('https://api.example.com'), 'except_local', { https_proxy: 'http://p:1', NO_PROXY: '.example.com' })
		).toEqual({ state: 'excluded' });
		expect(routeOf(u('http://api.example.com'), 'always', { HTTP_PROXY: 'http://p:1', NO_PROXY: '*' })).toEqual({
			state: 'environment',
			detail: 'HTTP_PROXY'
		});
	});
});
