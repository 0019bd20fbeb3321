import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DOOR_ROUTES } from '../../protocol/door';
import type { DevicesAnswer } from '../../protocol/schemas';
import type { CityContext } from '../city-context';
import { DoorClient, postDoor } from '../testing/door-client';
import { idem, startTestCity, type TestCity } from '../testing/harness';
import type { WireClient } from '../testing/wire-client';
import { runCommand } from '../wire/commands';
import { Refused } from '../wire/refusal';
import { ENDED, HELLO, SESSIONS } from './texts';

let t: TestCity | null = null;
afterEach(async () => {
	await t?.stop();
	t = null;
});

const T0 = 1_800_000_000_000;
let now = T0;

/** A city on a clock the test turns, with one browser paired on it. */
async function paired(opts: { allowOrigins?: string[] } = {}): Promise<{ t: TestCity; browser: DoorClient }> {
	now = T0;
	t = await startTestCity({ now: () => now, ...opts });
	const browser = await DoorClient.create();
	await browser.pair(t.city.origin, { open: t.city.mintOpenCode() });
	return { t, browser };
}

const session = (origin: string, body: unknown, headers: Record<string, string> = {}) =>
	postDoor(origin, DOOR_ROUTES.session, body, headers);

/** A socket saying hello with `token`: welcomed, or the refusal it got (the city closes those). */
async function hello(token: string): Promise<WireClient | string> {
	try {
		return await t!.client({ token });
	} catch (err) {
		return (err as { refusal?: { subject: string } }).refusal?.subject ?? String(err);
	}
}

/** Closes a socket and lets the city see it go before the clock moves. */
async function leave(c: WireClient | string): Promise<void> {
	if (typeof c !== 'string') await c.close();
	await new Promise((r) => setTimeout(r, 50));
}

describe('a session (POST /session/challenge, POST /session)', () => {
	it('gives a token for a signature over the nonce and the request’s origin, and notes when the device was seen', async () => {
		const { t, browser } = await paired();
		now += 7;
		const token = await browser.openSession(t.city.origin);
		expect(token).toMatch(/^[0-9a-f]{64}$/);
		const c = await hello(token);
		expect(typeof c).not.toBe('string');
		const devices = await (c as WireClient).answer<DevicesAnswer>('devices');
		expect(devices.devices[0]).toMatchObject({ id: browser.device, last_seen: T0 + 7 });
		// Public keys only on disk, whatever the session did.
		expect(fs.readFileSync(path.join(t.root, 'devices.json'), 'utf8')).not.toMatch(/token|nonce|private|"d"/);
	});

	it('refuses a signature over another origin, and the nonce is spent all the same', async () => {
		const { t, browser } = await paired({ allowOrigins: ['http://localhost:5173'] });
		const o = t.city.origin;
		const overOther = await browser.signedChallenge(o, 'http://localhost:5173');
		expect(await session(o, overOther)).toEqual({ status: 403, text: SESSIONS.badSignature });
		// Signed right this time, but the nonce went with the first try.
		const again = { ...overOther, signature: await browser.sign(overOther.nonce, o) };
		expect(await session(o, again)).toEqual({ status: 403, text: SESSIONS.nonce });
		// Through the dev server the page's origin is the dev server's, and so is what it signs.
		const dev = await browser.signedChallenge(o, 'http://localhost:5173');
		expect((await session(o, dev, { origin: 'http://localhost:5173' })).status).toBe(200);
	});

	it('refuses a reused nonce, an expired one and one pushed out by sixteen newer', async () => {
		const { t, browser } = await paired();
		const o = t.city.origin;
		const used = await browser.signedChallenge(o);
		expect((await session(o, used)).status).toBe(200);
		expect(await session(o, used)).toEqual({ status: 403, text: SESSIONS.nonce });
		const onTime = await browser.signedChallenge(o);
		const late = await browser.signedChallenge(o);
		now += 59_999;
		expect((await session(o, onTime)).status).toBe(200);
		now += 1;
		expect(await session(o, late)).toEqual({ status: 403, text: SESSIONS.nonce });
		const pushed = await browser.signedChallenge(o);
		const newer = [];
		for (let i = 0; i < 16; i++) newer.push(await browser.signedChallenge(o));
		expect(await session(o, pushed)).toEqual({ status: 403, text: SESSIONS.nonce });
		expect((await session(o, newer[0])).status).toBe(200);
	});

	it('refuses an unknown device and a signature of the wrong length', async () => {
		const { t, browser } = await paired();
		const o = t.city.origin;
		const signed = await browser.signedChallenge(o);
		expect(await session(o, { ...signed, device: '0123456789abcdef' })).toEqual({
			status: 403,
			text: SESSIONS.unknownDevice
		});
		for (const signature of ['ab'.repeat(63), 'ab'.repeat(65), 'zz'.repeat(64)]) {
			const s = await browser.signedChallenge(o);
			expect(await session(o, { ...s, signature })).toEqual({ status: 403, text: SESSIONS.signatureShape });
		}
		// An uppercase signature is the same signature.
		const upper = await browser.signedChallenge(o);
		expect((await session(o, { ...upper, signature: upper.signature.toUpperCase() })).status).toBe(200);
	});

	it('keeps a token while a socket holds it, then a minute more; one never used lapses a minute after it is made', async () => {
		const { t, browser } = await paired();
		const unused = await browser.openSession(t.city.origin);
		now += 60_000;
		expect(await hello(unused)).toBe(HELLO.noSession);
		const token = await browser.openSession(t.city.origin);
		const held = await hello(token);
		now += 3_600_000;
		const second = await hello(token);
		expect(typeof second).not.toBe('string');
		await leave(held);
		await leave(second);
		now += 59_999;
		const late = await hello(token);
		expect(typeof late).not.toBe('string');
		await leave(late);
		now += 60_000;
		expect(await hello(token)).toBe(HELLO.noSession);
	});

	it('forgets no token across a restart: they all end, and the paired key opens a new one', async () => {
		const { t: first, browser } = await paired();
		const before = await browser.openSession(first.city.origin);
		const root = first.root;
		await first.stop({ keepRoot: true });
		t = await startTestCity({ root, now: () => now });
		expect(await hello(before)).toBe(HELLO.noSession);
		const after = await browser.openSession(t.city.origin);
		expect(typeof (await hello(after))).not.toBe('string');
	});
});

describe('forget_device', () => {
	it('ends the device’s sessions: its sockets get E_GATE_DENIED and close, the rest stay', async () => {
		const { t, browser } = await paired();
		const other = await DoorClient.create();
		await other.pair(t.city.origin, { open: t.city.mintOpenCode(), label: 'other' });
		const mine = (await hello(await browser.openSession(t.city.origin))) as WireClient;
		const theirs = (await hello(await other.openSession(t.city.origin))) as WireClient;
		const admin = await t.client();
		admin.command({ forget_device: { device: browser.device!, idem: idem() } });
		expect(await mine.nextRefusal()).toEqual({
			code: 'E_GATE_DENIED',
			action: ENDED.action,
			subject: ENDED.subject,
			nearby: [],
			recovery: ENDED.recovery,
			retry: 'no'
		});
		await new Promise<void>((r) => (mine.ws.readyState === 3 ? r() : mine.ws.once('close', () => r())));
		expect((await admin.answer<DevicesAnswer>('devices')).devices.map((d) => d.id)).toEqual([other.device]);
		expect(fs.readFileSync(path.join(t.root, 'devices.json'), 'utf8')).not.toContain(browser.publicKey);
		await expect(browser.openSession(t.city.origin)).rejects.toMatchObject({ text: SESSIONS.unknownDevice });
		// An unknown id, or the same press again, changes nothing and is not refused (as in the real city).
		admin.command({ forget_device: { device: browser.device!, idem: idem() } });
		admin.command({ forget_device: { device: 'no-such-device', idem: idem() } });
		// The barrier: commands run one after another, so a later command's refusal comes after theirs would have
		// (an answer to an ask is not ordered with commands).
		admin.command({
			select_model: {
				endpoint: 'barrier',
				model: 'm',
				tag: 'main',
				context_tokens: null,
				max_output_tokens: 1,
				input: 'text',
				idem: idem()
			}
		});
		expect((await admin.nextRefusal()).subject).toBe('no endpoint barrier is attached');
		expect(admin.refusals).toHaveLength(1);
		expect((await admin.answer<DevicesAnswer>('devices')).devices).toHaveLength(1);
		expect(theirs.refusals).toEqual([]);
		expect(theirs.ws.readyState).toBe(1);
		expect(admin.events).toEqual([]);
	});

	it('is taken only from a socket on the city’s own machine', async () => {
		let forgot = 0;
		const ctx = { door: { forget: () => forgot++ }, serial: (f: () => Promise<void>) => f() } as unknown as CityContext;
		const cmd = { device: 'abc', idem: idem() };
		const refused = await runCommand(ctx, 'forget_device', cmd, { loopback: false }).catch((e: unknown) => e);
		expect(refused).toBeInstanceOf(Refused);
		expect((refused as Refused).ax).toMatchObject({ code: 'E_GATE_DENIED', action: 'forget device abc' });
		expect(forgot).toBe(0);
		await runCommand(ctx, 'forget_device', cmd, { loopback: true });
		expect(forgot).toBe(1);
	});

	it('is refused by a city without a door, which answers devices unavailable', async () => {
		t = await startTestCity({ door: false });
		const c = await t.client({ token: null });
		const a = await c.ask('devices');
		expect(a.ok && a.answer.kind).toBe('unavailable');
		c.command({ forget_device: { device: 'abc', idem: idem() } });
		const r = await c.waitFor((f) => f.kind === 'refusal' && f.refusal.action === 'forget device abc');
		expect(r.kind).toBe('refusal');
	});
});
