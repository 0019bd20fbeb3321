import { describe, expect, it } from 'vitest';
import type { ToolkitLine } from '$protocol/schemas/toolkits';
import { actionFor, filterShelf, isBrokerRefusal, opensSafely, searchable } from './directory';

const line = (slug: string, name: string): ToolkitLine => ({ slug, name, auth: 'oauth2', standing: 'absent' });
const refusal = {
	code: 'E_PROVIDER',
	action: 'connect an outside application',
	subject: 'failed',
	nearby: [],
	recovery: 'connect it again',
	retry: 'no' as const
};

describe('what a standing allows', () => {
	it('gives each of the four standings its one action', () => {
		expect(actionFor('absent')).toEqual({ kind: 'connect' });
		expect(actionFor({ awaiting: { consent_url: 'https://c.example/x' } })).toEqual({
			kind: 'consent',
			url: 'https://c.example/x',
			opens: true
		});
		expect(actionFor({ connected: { alias: 'octo' } })).toEqual({ kind: 'connected', alias: 'octo' });
		expect(actionFor({ refused: { refusal } })).toEqual({ kind: 'refused', refusal });
	});

	it('opens only https addresses (and plain http on loopback, which browsers count as secure)', () => {
		for (const url of [
			'https://c.example/',
			'https://a.b/c?d=1',
			'http://127.0.0.1:4321/consent/ca_1',
			'http://localhost/x'
		])
			expect(opensSafely(url), url).toBe(true);
		for (const url of [
			'http://c.example/',
			'http://localhost.evil.example/',
			'http://127.0.0.2/',
			'javascript:alert(1)',
			'data:text/html,x',
			' https://a.b',
			'HTTPS//x',
			''
		])
			expect(opensSafely(url), url).toBe(false);
		expect(actionFor({ awaiting: { consent_url: 'javascript:alert(1)' } })).toMatchObject({ opens: false });
	});
});

describe('the shelf filter', () => {
	const rows = searchable([
		line('github', 'GitHub'),
		line('gmail', 'Gmail'),
		line('linear', 'Linear'),
		line('x', 'Google Drive')
	]);
	const slugs = (typed: string) => filterShelf(rows, typed).map((r) => r.line.slug);

	it('matches name or slug, any case, every word, in the broker’s order', () => {
		expect(slugs('')).toEqual(['github', 'gmail', 'linear', 'x']);
		expect(slugs('  ')).toEqual(['github', 'gmail', 'linear', 'x']);
		expect(slugs('G')).toEqual(['github', 'gmail', 'x']);
		expect(slugs('LINEAR')).toEqual(['linear']);
		expect(slugs('google drive')).toEqual(['x']);
		expect(slugs('drive google')).toEqual(['x']);
		expect(slugs('hub git')).toEqual(['github']);
		expect(slugs('nothing')).toEqual([]);
	});

	it('never matches across the name and the slug', () => {
		// "GitHub" + "github": "hubgit" would only be found if the two were run together.
		expect(slugs('hubgit')).toEqual([]);
	});

	it('filters 1,000 applications with hostile names and keeps their order', () => {
		const many = searchable(
			Array.from({ length: 1000 }, (_, i) =>
				line(`app-${i}`, `<b>App</b> \u202e${i} ${'x'.repeat(i === 7 ? 10_000 : 1)}`)
			)
		);
		const found = filterShelf(many, 'app-99');
		expect(found.map((r) => r.line.slug)).toEqual(['app-99', ...Array.from({ length: 10 }, (_, i) => `app-99${i}`)]);
		expect(filterShelf(many, '<b>').length).toBe(1000);
		expect(filterShelf(many, 'x'.repeat(5000)).map((r) => r.index)).toEqual([7]);
	});
});

describe('a broker refusal during a connect', () => {
	it('is told by the broker’s own actions, not the command’s', () => {
		expect(isBrokerRefusal({ action: 'reach the application broker' })).toBe(true);
		expect(isBrokerRefusal({ action: "read the broker's answer to api/v3/toolkits" })).toBe(true);
		expect(isBrokerRefusal({ action: 'open a consent page for an outside application' })).toBe(true);
		expect(isBrokerRefusal({ action: 'connect an outside application' })).toBe(false);
		expect(isBrokerRefusal({ action: 'configure a building' })).toBe(false);
	});
});
