import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultWhere, loadWhere } from './config-json';

const page = new URL('http://127.0.0.1:4780/settings/ai/mcp');
const base = '/settings/ai';
const good = { wire: 'ws://127.0.0.1:9000/ws', enroll: 'http://127.0.0.1:9000/enroll' };

/** A fetch that answers one URL with one response and records what it was asked. */
function answering(body: string | null, init: ResponseInit = {}): typeof fetch & { asked: string[] } {
	const asked: string[] = [];
	const fn = (async (input: RequestInfo | URL) => {
		asked.push(String(input));
		if (body === null) throw new TypeError('Failed to fetch');
		return new Response(body, { status: 200, headers: { 'content-type': 'application/json' }, ...init });
	}) as typeof fetch & { asked: string[] };
	fn.asked = asked;
	return fn;
}
const json = (value: unknown) => answering(JSON.stringify(value));

describe('defaultWhere', () => {
	it('is the page origin under the base path', () => {
		expect(defaultWhere(page, base)).toEqual({
			wire: 'ws://127.0.0.1:4780/settings/ai/ws',
			enroll: 'http://127.0.0.1:4780/settings/ai/enroll',
			token: null,
			source: 'page origin'
		});
	});

	it('uses wss on https and reads ?token=', () => {
		const w = defaultWhere(new URL('https://dash.example/?token=abc'), '');
		expect(w.wire).toBe('wss://dash.example/ws');
		expect(w.enroll).toBe('https://dash.example/enroll');
		expect(w.token).toBe('abc');
	});

	it('treats an empty ?token= as no token', () => {
		expect(defaultWhere(new URL('http://h/?token='), '').token).toBeNull();
	});
});

describe('loadWhere', () => {
	it('asks for config.json under the base path, or at the URL it is given', async () => {
		const a = json(good);
		await loadWhere(page, base, a);
		expect(a.asked).toEqual(['/settings/ai/config.json']);
		const b = json(good);
		await loadWhere(page, base, b, '/cdn/config.json');
		expect(b.asked).toEqual(['/cdn/config.json']);
	});

	it('falls back to the page origin when the file is absent (404)', async () => {
		const r = await loadWhere(
			page,
			base,
			answering('not found', { status: 404, headers: { 'content-type': 'text/plain' } })
		);
		expect(r).toEqual({ ok: true, where: defaultWhere(page, base), theme: null });
	});

	it('falls back when the fetch itself fails', async () => {
		const r = await loadWhere(page, base, answering(null));
		expect(r.ok).toBe(true);
		expect(r.where.source).toBe('page origin');
	});

	it('treats an HTML fallback page as absent, with or without an HTML content type', async () => {
		const html = '<!doctype html><html><body></body></html>';
		const typed = await loadWhere(
			page,
			base,
			answering(html, { headers: { 'content-type': 'text/html; charset=utf-8' } })
		);
		expect(typed).toMatchObject({ ok: true, where: { source: 'page origin' } });
		const untyped = await loadWhere(
			page,
			base,
			answering(html, { headers: { 'content-type': 'application/octet-stream' } })
		);
		expect(untyped).toMatchObject({ ok: true, where: { source: 'page origin' } });
	});

	it('reports a server error with its status', async () => {
		const r = await loadWhere(page, base, answering('boom', { status: 500 }));
		expect(r).toMatchObject({
			ok: false,
			where: { source: 'page origin' },
			problem: { kind: 'http', status: 500, url: 'http://127.0.0.1:4780/settings/ai/config.json' }
		});
	});

	it('reports malformed JSON with the parser’s detail', async () => {
		const r = await loadWhere(page, base, answering('{"wire": "ws://x/ws",'));
		expect(r.ok).toBe(false);
		if (r.ok) return;
		expect(r.problem.kind).toBe('not-json');
		expect(r.problem.kind === 'not-json' && r.problem.detail.length).toBeGreaterThan(0);
		expect(r.where.source).toBe('page origin');
	});

	it('reports JSON that is not an object', async () => {
		for (const body of [[good], 'ws://x/ws', null, 42]) {
			const r = await loadWhere(page, base, json(body));
			expect(r).toMatchObject({ ok: false, problem: { kind: 'not-object' } });
		}
	});

	it('reads the file the bundle ships as the page origin, so a default setup asks for no missing file', async () => {
		const shipped = fs.readFileSync(path.resolve(import.meta.dirname, '../../../static/config.json'), 'utf8');
		expect(await loadWhere(page, base, answering(shipped))).toEqual({
			ok: true,
			where: defaultWhere(page, base),
			theme: null
		});
	});

	it('takes a theme and a token from a file that names neither wire nor enroll', async () => {
		const r = await loadWhere(page, base, json({ theme: 'dark', token: 'from-file' }));
		expect(r).toEqual({ ok: true, where: { ...defaultWhere(page, base), token: 'from-file' }, theme: 'dark' });
		const bad = await loadWhere(page, base, json({ theme: 'blue' }));
		expect(bad).toMatchObject({ ok: false, problem: { kind: 'fields', issues: [{ field: 'theme' }] } });
	});

	it('names a missing wire beside an enroll, and a wire that is null', async () => {
		const r = await loadWhere(page, base, json({ enroll: good.enroll }));
		expect(r).toMatchObject({ ok: false, problem: { kind: 'fields', issues: [{ field: 'wire', kind: 'missing' }] } });
		const empty = await loadWhere(page, base, json({ wire: null, enroll: good.enroll }));
		expect(empty).toMatchObject({ ok: false, problem: { kind: 'fields', issues: [{ field: 'wire' }] } });
	});

	it('names a missing enroll beside a good wire', async () => {
		const r = await loadWhere(page, base, json({ wire: good.wire }));
		expect(r).toMatchObject({ ok: false, problem: { kind: 'fields', issues: [{ field: 'enroll', kind: 'missing' }] } });
	});

	it('reports a wrong scheme, a non-URL and a non-string, one issue per field', async () => {
		const scheme = await loadWhere(
			page,
			base,
			json({ wire: 'http://127.0.0.1:9000/ws', enroll: 'ws://127.0.0.1:9000/enroll' })
		);
		expect(scheme).toMatchObject({
			ok: false,
			problem: {
				kind: 'fields',
				issues: [
					{ field: 'wire', kind: 'wrong-scheme', expected: 'ws://, wss://' },
					{ field: 'enroll', kind: 'wrong-scheme', expected: 'http://, https://' }
				]
			}
		});
		const notUrl = await loadWhere(page, base, json({ wire: 'city', enroll: good.enroll }));
		expect(notUrl).toMatchObject({
			ok: false,
			problem: { kind: 'fields', issues: [{ field: 'wire', kind: 'not-url' }] }
		});
		const notString = await loadWhere(page, base, json({ ...good, token: 7 }));
		expect(notString).toMatchObject({
			ok: false,
			problem: { kind: 'fields', issues: [{ field: 'token', kind: 'not-string' }] }
		});
	});

	it('reports a theme that is neither light nor dark', async () => {
		const r = await loadWhere(page, base, json({ ...good, theme: 'blue' }));
		expect(r).toMatchObject({
			ok: false,
			theme: null,
			problem: { kind: 'fields', issues: [{ field: 'theme', kind: 'not-allowed', expected: 'light, dark' }] }
		});
	});

	it('uses a valid file, with its token and theme', async () => {
		const r = await loadWhere(page, base, json({ ...good, token: 'from-file', theme: 'dark', note: 'ignored' }));
		expect(r).toEqual({
			ok: true,
			where: { ...good, token: 'from-file', source: 'config.json' },
			theme: 'dark'
		});
	});

	it('accepts wss and https, and no token or a null one', async () => {
		const secure = { wire: 'wss://city.example/ws', enroll: 'https://city.example/enroll' };
		const r = await loadWhere(page, base, json({ ...secure, token: null }));
		expect(r).toEqual({ ok: true, where: { ...secure, token: null, source: 'config.json' }, theme: null });
	});

	it('lets ?token= in the page URL win over the file’s token', async () => {
		const withToken = new URL('http://127.0.0.1:4780/settings/ai/?token=from-url');
		const r = await loadWhere(withToken, base, json({ ...good, token: 'from-file' }));
		expect(r.where.token).toBe('from-url');
		expect(r.where.wire).toBe(good.wire);
		const none = await loadWhere(withToken, base, json(good));
		expect(none.where.token).toBe('from-url');
	});
});
