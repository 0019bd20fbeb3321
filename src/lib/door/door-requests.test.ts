import { describe, expect, it } from 'vitest';
import { PairAnswer } from '$protocol/door-pairing';
import { DoorRequests } from './door-requests';

const reply = (status: number, body: string, type = 'application/json') =>
	(async () => new Response(body, { status, headers: { 'content-type': type } })) as typeof fetch;

describe('DoorRequests', () => {
	it('reads a 200 answer through its schema', async () => {
		const r = new DoorRequests('http://c', reply(200, JSON.stringify({ nonce: 'a'.repeat(64) })));
		expect(await r.challenge()).toEqual({ kind: 'ok', value: { nonce: 'a'.repeat(64) } });
	});
	it('names the path of a 200 answer that does not match the wire, and uses nothing of it', async () => {
		const r = new DoorRequests('http://c', reply(200, JSON.stringify({ nonce: 'not hex' })));
		const got = await r.challenge();
		expect(got).toMatchObject({ kind: 'unreachable' });
		expect(got.kind === 'unreachable' && got.detail).toContain('nonce');
	});
	it('keeps a refusal’s plain text as the city wrote it', async () => {
		const text = 'pair a browser: type the pairing code the terminal shows now';
		const r = new DoorRequests('http://c', reply(403, text, 'text/plain; charset=utf-8'));
		expect(await r.post('/pair', { code: 'abcd-efgh', public_key: 'a'.repeat(64), label: 'x' }, PairAnswer)).toEqual({
			kind: 'refused',
			status: 403,
			text
		});
	});
	it('reads 404, 405 and 501, and a plain web server’s fallback page, as a city without a door', async () => {
		for (const status of [404, 405, 501]) {
			expect(await new DoorRequests('http://c', reply(status, '')).challenge()).toEqual({ kind: 'no-door' });
		}
		const page = reply(200, '<!doctype html><html></html>', 'text/html');
		expect(await new DoorRequests('http://c', page).challenge()).toEqual({ kind: 'no-door' });
	});
	it('says the city is unreachable when the request fails', async () => {
		const down = (async () => {
			throw new TypeError('fetch failed');
		}) as typeof fetch;
		expect(await new DoorRequests('http://c', down).challenge()).toMatchObject({ kind: 'unreachable' });
	});
	it('posts to the routes under the base path, with no credential', async () => {
		const urls: string[] = [];
		const spy = (async (url: string, init: RequestInit) => {
			urls.push(`${init.method} ${url} ${JSON.stringify(init.headers)}`);
			return new Response('{"token":"' + 'b'.repeat(64) + '"}', { status: 200 });
		}) as unknown as typeof fetch;
		await new DoorRequests('http://c/settings/ai', spy).session({ device: 'd', nonce: 'n', signature: 's' });
		expect(urls).toEqual(['POST http://c/settings/ai/session {"content-type":"application/json"}']);
	});
});
