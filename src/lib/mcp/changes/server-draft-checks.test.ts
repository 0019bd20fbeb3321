import { describe, expect, it } from 'vitest';
import { looksLikeCredential, vaultRefFor } from './credentials';
import {
	draftToServer,
	emptyDraft,
	pairDraft,
	pairsForVault,
	serverToDraft,
	validateDraft,
	type ServerDraft
} from './server-draft-checks';

const stdio = (over: Partial<ServerDraft> = {}): ServerDraft => ({
	...emptyDraft('stdio'),
	label: 'notes',
	command: '/opt/notes-mcp',
	...over
});
const http = (over: Partial<ServerDraft> = {}): ServerDraft => ({
	...emptyDraft('http'),
	label: 'linear',
	url: 'https://mcp.linear.app/mcp',
	...over
});
const codes = (d: ServerDraft, taken: string[] = []) => validateDraft(d, taken).map((p) => `${p.field}:${p.code}`);

describe('validateDraft', () => {
	it('accepts a plain stdio server and an http server', () => {
		expect(codes(stdio({ args: ['--root', '/srv/my notes'] }))).toEqual([]);
		expect(codes(http())).toEqual([]);
		expect(codes(http({ kind: 'sse', url: 'http://127.0.0.1:9100/sse' }))).toEqual([]);
	});

	it('holds the label to the city grammar and to uniqueness in the building', () => {
		expect(codes(stdio({ label: '' }))).toEqual(['label:labelEmpty']);
		for (const bad of ['Notes', 'my_notes', 'my-notes', 'notes ', 'nötes'])
			expect(codes(stdio({ label: bad }))).toEqual(['label:labelGrammar']);
		expect(codes(stdio(), ['github', 'notes'])).toEqual(['label:labelTaken']);
	});

	it('needs a command for stdio and an http(s) URL otherwise', () => {
		expect(codes(stdio({ command: '   ' }))).toEqual(['command:commandEmpty']);
		expect(codes(http({ url: '' }))).toEqual(['url:urlEmpty']);
		expect(codes(http({ url: 'ftp://example.com/mcp' }))).toEqual(['url:urlNotHttp']);
		expect(codes(http({ url: 'mcp.linear.app/mcp' }))).toEqual(['url:urlNotHttp']);
	});

	it('refuses a value without a name instead of dropping it, and ignores blank rows', () => {
		const d = stdio({ env: [pairDraft('', 'orphan'), pairDraft('', ''), pairDraft('DEBUG', '1')] });
		expect(codes(d)).toEqual(['env.0.name:pairNoName']);
		const h = http({ headers: [pairDraft('', 'Bearer x'), pairDraft('Bad Name', 'v')] });
		expect(codes(h)).toEqual(['headers.0.name:pairNoName', 'headers.1.name:headerNameBad']);
		expect(codes(stdio({ env: [pairDraft('A=B', 'x')] }))).toEqual(['env.0.name:envNameBad']);
	});

	it('checks references and unfilled variables', () => {
		expect(codes(stdio({ env: [{ name: 'TOKEN', value: 'secret:mcp', vault: false }] }))).toEqual([
			'env.0.value:secretRefBad'
		]);
		expect(codes(stdio({ env: [pairDraft('TOKEN', 'secret:mcp/github')] }))).toEqual([]);
		expect(codes(stdio({ env: [pairDraft('KEY', '${input:key}')] }))).toEqual(['env.0.value:variable']);
		expect(codes(http({ url: '${env:URL}' }))).toEqual(['url:variable']);
	});

	it('builds the server with pairs in order and blank rows left out', () => {
		const d = stdio({
			args: ['--root', '', '/srv/my notes'],
			env: [pairDraft('B', '2'), pairDraft('', ''), pairDraft('A', 'x:y')]
		});
		expect(draftToServer(d)).toEqual({
			label: 'notes',
			transport: {
				stdio: {
					command: '/opt/notes-mcp',
					args: ['--root', '/srv/my notes'],
					env: [
						['B', '2'],
						['A', 'x:y']
					]
				}
			}
		});
		expect(draftToServer(http({ kind: 'sse', headers: [pairDraft('X-Docs-Tenant', 'acme:lab')] }))).toEqual({
			label: 'linear',
			transport: { sse: { url: 'https://mcp.linear.app/mcp', headers: [['X-Docs-Tenant', 'acme:lab']] } }
		});
	});
});

describe('credentials', () => {
	it('offers credential-looking values to the vault, by name or by shape', () => {
		expect(looksLikeCredential('Authorization', 'Bearer abc')).toBe(true);
		expect(looksLikeCredential('GITHUB_PERSONAL_ACCESS_TOKEN', 'abc')).toBe(true);
		expect(looksLikeCredential('OPENAI_API_KEY', 'x')).toBe(true);
		expect(looksLikeCredential('DB_PASSWORD', 'hunter2')).toBe(true);
		expect(looksLikeCredential('CLIENT_SECRET', 'x')).toBe(true);
		expect(looksLikeCredential('X-Whatever', 'sk-ant-api03-abc')).toBe(true);
		expect(looksLikeCredential('SOMETHING', 'ghp_abc')).toBe(true);
		expect(looksLikeCredential('X-Auth', 'Bearer abc')).toBe(true);
	});

	it('does not offer references, placeholders, empty or ordinary values', () => {
		expect(looksLikeCredential('GITHUB_TOKEN', 'secret:mcp/github')).toBe(false);
		expect(looksLikeCredential('API_KEY', '${API_KEY}')).toBe(false);
		expect(looksLikeCredential('TOKEN', '')).toBe(false);
		expect(looksLikeCredential('GITHUB_TOOLSETS', 'issues,pull_requests')).toBe(false);
		expect(looksLikeCredential('X-Docs-Tenant', 'acme:lab')).toBe(false);
	});

	it('names the vault entry after the server and the variable, in the SecretRef grammar', () => {
		expect(vaultRefFor('github', 'GITHUB_PERSONAL_ACCESS_TOKEN')).toBe(
			'secret:mcp/github-github_personal_access_token'
		);
		expect(vaultRefFor('linear', 'Authorization')).toBe('secret:mcp/linear-authorization');
		expect(vaultRefFor('x', 'a b/c')).toMatch(/^secret:mcp\/[A-Za-z0-9._-]+$/);
	});

	it('lists only accepted, named, not-yet-stored values for the vault', () => {
		const d = stdio({
			env: [
				pairDraft('TOKEN', 'abc'),
				{ name: 'API_KEY', value: 'k', vault: false },
				pairDraft('REF_TOKEN', 'secret:mcp/x'),
				pairDraft('DEBUG', '1')
			]
		});
		expect(pairsForVault(d).map((p) => p.index)).toEqual([0]);
	});
});

describe('duplicate names, spaces in URLs, and editing', () => {
	it('refuses a second variable or header of the same name beside the second (headers ignore case)', () => {
		const env = validateDraft(stdio({ env: [pairDraft('LOG', '1'), pairDraft('LOG', '2')] }), []);
		expect(env).toEqual([{ field: 'env.1.name', code: 'envNameDuplicate' }]);
		const headers = validateDraft(
			http({ headers: [pairDraft('X-Trace', '1'), pairDraft('x-trace', '2'), pairDraft('Y', '3')] }),
			[]
		);
		expect(headers).toEqual([{ field: 'headers.1.name', code: 'headerNameDuplicate' }]);
		expect(validateDraft(stdio({ env: [pairDraft('log', '1'), pairDraft('LOG', '2')] }), [])).toEqual([]);
	});

	it('refuses a URL with a space', () => {
		expect(validateDraft(http({ url: 'http://exa mple.com/mcp' }), [])).toEqual([{ field: 'url', code: 'urlSpace' }]);
	});

	it('opens a server as the draft it was added with', () => {
		const stdioServer = draftToServer(stdio({ args: ['a b'], env: [pairDraft('K', 'secret:mcp/k')] }));
		expect(draftToServer(serverToDraft(stdioServer))).toEqual(stdioServer);
		const sse = draftToServer(http({ kind: 'sse', url: 'https://x/sse', headers: [pairDraft('A', 'b')] }));
		expect(draftToServer(serverToDraft(sse))).toEqual(sse);
	});
});
