import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DOOR_ROUTES } from '../../protocol/door';
import { fromHex } from '../../protocol/door-pairing';
import type { DevicesAnswer } from '../../protocol/schemas';
import { DoorClient, DoorRefused, postDoor } from '../testing/door-client';
import { startTestCity, type TestCity } from '../testing/harness';
import { CODE_ALPHABET } from './codes';
import { deviceIdOf } from './crypto';
import { PAIRING } from './texts';

let t: TestCity | null = null;
afterEach(async () => {
	await t?.stop();
	t = null;
});

const T0 = 1_800_000_000_000;
let now = T0;
let codes: string[] = [];

async function city(): Promise<TestCity> {
	now = T0;
	codes = [];
	t = await startTestCity({ now: () => now, onPairingCode: (c) => codes.push(c) });
	return t;
}

/** A `/pair` with this body, after the guess interval has passed. */
async function pair(body: Record<string, unknown>) {
	now += 1000;
	return postDoor(t!.city.origin, DOOR_ROUTES.pair, { public_key: 'ab'.repeat(32), label: 'test', ...body });
}

const code = () => t!.city.pairingCode!;

describe('pairing a browser (POST /pair)', () => {
	it('pairs with the terminal’s code: the id is BLAKE3 of the key, the table holds public keys only', async () => {
		await city();
		expect(codes).toEqual([code()]);
		expect(code()).toMatch(new RegExp(`^[${CODE_ALPHABET}]{4}-[${CODE_ALPHABET}]{4}$`));
		expect(CODE_ALPHABET).toHaveLength(29);
		const browser = await DoorClient.create();
		now += 5000;
		const id = await browser.pair(t!.city.origin, { code: ` ${code()} `, label: '  Browser · Linux ' });
		expect(id).toBe(deviceIdOf(fromHex(browser.publicKey)));
		expect(id).toMatch(/^[0-9a-f]{16}$/);
		expect(codes).toHaveLength(2);
		const file = path.join(t!.root, 'devices.json');
		expect(fs.statSync(file).mode & 0o777).toBe(0o600);
		expect(fs.readdirSync(t!.root).filter((f) => f.endsWith('.tmp'))).toEqual([]);
		expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({
			devices: [{ id, label: 'Browser · Linux', public_key: browser.publicKey, paired_at: now, last_seen: null }]
		});
		const c = await t!.client();
		expect(await c.answer<DevicesAnswer>('devices')).toEqual({
			devices: [{ id, label: 'Browser · Linux', paired_at: now, last_seen: null }]
		});
	});

	it('judges every guess that is not too soon, right or wrong, and replaces the code after each', async () => {
		await city();
		for (const guess of ['ABCD', '', 'abcd-efgh-jkmn', code().toUpperCase(), code().replace('-', '')]) {
			const before = code();
			expect([guess, await pair({ code: guess })]).toEqual([guess, { status: 403, text: PAIRING.wrongCode }]);
			expect(code()).not.toBe(before);
		}
		// A code from before the last guess is spent.
		const old = code();
		await pair({ code: 'wrong' });
		expect((await pair({ code: old })).status).toBe(403);
		expect(codes).toHaveLength(8);
	});

	it('answers a guess sooner than a second after the last one "too soon", without judging it', async () => {
		await city();
		await pair({ code: 'wrong' });
		const standing = code();
		now += 999;
		expect(
			await postDoor(t!.city.origin, DOOR_ROUTES.pair, { code: standing, public_key: 'ab'.repeat(32), label: 'x' })
		).toEqual({
			status: 403,
			text: PAIRING.tooSoon
		});
		expect(code()).toBe(standing);
		now += 1;
		expect(
			(await postDoor(t!.city.origin, DOOR_ROUTES.pair, { code: standing, public_key: 'ab'.repeat(32), label: 'x' }))
				.status
		).toBe(200);
	});

	it('refuses a bad public key, then a bad label, before it looks at the code (422, code kept)', async () => {
		await city();
		const start = code();
		for (const public_key of ['ab'.repeat(31), 'ab'.repeat(33), 'zz'.repeat(32), '', 'ab'.repeat(31) + 'a ']) {
			expect(await pair({ code: start, public_key, label: '\u0007' })).toEqual({
				status: 422,
				text: PAIRING.publicKey
			});
		}
		for (const label of ['a'.repeat(65), 'a\u0007b', 'line\nbreak', 'c1\u0085c1', '   ', '']) {
			expect([label, await pair({ code: start, label })]).toEqual([label, { status: 422, text: PAIRING.label }]);
		}
		expect(code()).toBe(start);
		// 64 characters (after trimming) is fine, and an uppercase key is read as the same key.
		const r = await pair({ code: start, label: ` ${'é'.repeat(64)} `, public_key: 'AB'.repeat(32) });
		expect(r.status).toBe(200);
		expect(JSON.parse(r.text)).toEqual({ device: deviceIdOf(fromHex('ab'.repeat(32))) });
	});

	it('pairs the same key again into the same row, replacing its label', async () => {
		await city();
		const browser = await DoorClient.create();
		const id = await browser.pair(t!.city.origin, { open: t!.city.mintOpenCode(), label: 'first' });
		expect(await browser.pair(t!.city.origin, { open: t!.city.mintOpenCode(), label: 'second' })).toBe(id);
		const c = await t!.client();
		expect((await c.answer<DevicesAnswer>('devices')).devices.map((d) => [d.id, d.label])).toEqual([[id, 'second']]);
	});

	it('takes an open code once, within 120 s, at most four outstanding, and never rate-limits them', async () => {
		await city();
		const browser = await DoorClient.create();
		const o = t!.city.origin;
		const first = t!.city.mintOpenCode();
		expect(first).toMatch(/^[0-9a-f]{32}$/);
		await browser.pair(o, { open: first });
		await expect(browser.pair(o, { open: first })).rejects.toMatchObject({ status: 403, text: PAIRING.openCode });
		const late = t!.city.mintOpenCode();
		const onTime = t!.city.mintOpenCode();
		now += 119_999;
		await browser.pair(o, { open: onTime });
		now += 1;
		await expect(browser.pair(o, { open: late })).rejects.toBeInstanceOf(DoorRefused);
		const five = Array.from({ length: 5 }, () => t!.city.mintOpenCode());
		await expect(browser.pair(o, { open: five[0]! })).rejects.toMatchObject({ status: 403, text: PAIRING.openCode });
		for (const c of five.slice(1)) await browser.pair(o, { open: c });
		// The pairing code stays as it was: open codes are not guesses at it.
		expect(codes).toHaveLength(1);
	});

	it('answers 500 and pairs nobody when it cannot write its table', async () => {
		await city();
		fs.mkdirSync(path.join(t!.root, 'devices.json', 'in-the-way'), { recursive: true });
		expect(await pair({ open: t!.city.mintOpenCode() })).toEqual({ status: 500, text: PAIRING.storage });
		const c = await t!.client();
		expect(await c.answer<DevicesAnswer>('devices')).toEqual({ devices: [] });
	});

	it('turns away a body that is not the route’s JSON', async () => {
		await city();
		const o = t!.city.origin;
		const both = { code: code(), open: t!.city.mintOpenCode(), public_key: 'ab'.repeat(32), label: 'x' };
		expect((await postDoor(o, DOOR_ROUTES.pair, both)).status).toBe(422);
		expect((await postDoor(o, DOOR_ROUTES.pair, { public_key: 'ab'.repeat(32), label: 'x' })).status).toBe(422);
		expect((await postDoor(o, DOOR_ROUTES.pair, '{not json')).status).toBe(400);
		expect((await postDoor(o, DOOR_ROUTES.pair, '{}', { 'content-type': 'text/plain' })).status).toBe(415);
		expect(codes).toHaveLength(1);
	});
});
