import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENROLMENT, GATE } from '../door/texts';
import { DoorClient } from '../testing/door-client';
import { postEnroll, startTestCity, type TestCity } from '../testing/harness';

let t: TestCity | null = null;
afterEach(async () => {
	await t?.stop();
	t = null;
});

const key = { realm: 'p', name: 'n', value: 'v' };

describe('keys and /enroll', () => {
	beforeEach(async () => {
		t = await startTestCity();
	});

	it('stores a key in a 0600 vault and answers the reference', async () => {
		const res = await t!.enroll({ realm: 'providers', name: 'fake-main', value: 'sk-test-123' });
		expect(res.status).toBe(201);
		expect(await res.text()).toBe('secret:providers/fake-main');
		const vault = path.join(t!.root, 'vault.json');
		expect(fs.statSync(vault).mode & 0o777).toBe(0o600);
		expect(fs.readdirSync(t!.root).filter((f) => f.endsWith('.tmp'))).toEqual([]);
	});

	it('answers 422 for a bad realm, name or body and 403 for a foreign Origin', async () => {
		for (const body of [
			{ realm: 'pro viders', name: 'x', value: 'v' },
			{ realm: 'p', name: 'a/b', value: 'v' },
			{ realm: 'p', name: 'n', value: '' },
			'not json'
		]) {
			const res = await t!.enroll(body);
			expect(res.status).toBe(422);
			expect(await res.text()).toMatch(/^store key: .+/);
		}
		const foreign = await t!.enroll(key, { origin: 'http://evil.example' });
		expect(foreign.status).toBe(403);
		expect(await foreign.text()).toBe(GATE.foreign);
		expect(fs.existsSync(path.join(t!.root, 'vault.json'))).toBe(false);
	});

	it('needs the city key or a live session token as its Bearer', async () => {
		const o = t!.city.origin;
		for (const authorization of [undefined, 'Bearer nope', 'Bearer ', `Basic ${t!.city.cityKey}`, t!.city.cityKey]) {
			const res = await postEnroll(o, key, authorization === undefined ? {} : { authorization });
			expect(res.status, String(authorization)).toBe(403);
			expect(await res.text()).toBe(ENROLMENT.noCredential);
		}
		// The scheme's case does not matter, nor spaces around the credential.
		expect((await postEnroll(o, key, { authorization: `bearer  ${t!.city.cityKey} ` })).status).toBe(201);
		const browser = await DoorClient.create();
		await browser.pair(o, { open: t!.city.mintOpenCode() });
		const token = await browser.openSession(o);
		expect((await postEnroll(o, key, { authorization: `Bearer ${token}`, origin: o })).status).toBe(201);
		expect(fs.existsSync(path.join(t!.root, 'vault.json'))).toBe(true);
	});

	it('takes a key with a key file given as --token, and none at all without a door', async () => {
		await t!.stop();
		t = await startTestCity({ token: 'tok-1' });
		expect(t.city.cityKey).toBe('tok-1');
		expect((await postEnroll(t.city.origin, key, { authorization: 'Bearer nope' })).status).toBe(403);
		expect((await postEnroll(t.city.origin, key, { authorization: 'Bearer tok-1' })).status).toBe(201);
		await t.stop();
		t = await startTestCity({ door: false });
		expect((await postEnroll(t.city.origin, key)).status).toBe(201);
	});
});
