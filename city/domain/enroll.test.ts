import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postEnroll as enroll, startTestCity, type TestCity } from '../testing/harness';

let t: TestCity | null = null;
afterEach(async () => {
	await t?.stop();
	t = null;
});

describe('keys and /enroll', () => {
	beforeEach(async () => {
		t = await startTestCity();
	});

	it('stores a key in a 0600 vault and answers the reference', async () => {
		const res = await enroll(t!.city.origin, { realm: 'providers', name: 'fake-main', value: 'sk-test-123' });
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
			const res = await enroll(t!.city.origin, body);
			expect(res.status).toBe(422);
			expect(await res.text()).toMatch(/^store key: .+/);
		}
		const foreign = await enroll(
			t!.city.origin,
			{ realm: 'p', name: 'n', value: 'v' },
			{ origin: 'http://evil.example' }
		);
		expect(foreign.status).toBe(403);
		expect(fs.existsSync(path.join(t!.root, 'vault.json'))).toBe(false);
	});

	it('needs the pairing token when one is set', async () => {
		await t!.stop();
		t = await startTestCity({ token: 'tok-1' });
		expect((await enroll(t.city.origin, { realm: 'p', name: 'n', value: 'v' })).status).toBe(403);
		expect(
			(await enroll(t.city.origin, { realm: 'p', name: 'n', value: 'v' }, { authorization: 'Bearer nope' })).status
		).toBe(403);
		expect(
			(await enroll(t.city.origin, { realm: 'p', name: 'n', value: 'v' }, { authorization: 'Bearer tok-1' })).status
		).toBe(201);
	});
});
