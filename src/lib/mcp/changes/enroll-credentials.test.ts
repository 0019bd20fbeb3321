import { describe, expect, it } from 'vitest';
import { pairDraft, type ServerDraft } from './server-draft-checks';
import { moveCredentialsToVault } from './enroll-credentials';

const target = { enroll: 'http://city.invalid/enroll', token: null };
const draft: ServerDraft = {
	label: 'github',
	kind: 'stdio',
	command: 'docker',
	args: [],
	env: [
		pairDraft('GITHUB_TOKEN', 'ghp_typed'),
		pairDraft('GITHUB_TOOLSETS', 'issues'),
		{ name: 'API_KEY', value: 'kept', vault: false }
	],
	url: '',
	headers: []
};

describe('moveCredentialsToVault', () => {
	it('stores accepted values under realm mcp and keeps only the reference', async () => {
		const bodies: unknown[] = [];
		const fetchFn = (async (_url: string, init: RequestInit) => {
			bodies.push(JSON.parse(String(init.body)));
			return new Response('secret:mcp/github-github_token', { status: 201 });
		}) as unknown as typeof fetch;
		const out = await moveCredentialsToVault(draft, target, fetchFn);
		expect(bodies).toEqual([{ realm: 'mcp', name: 'github-github_token', value: 'ghp_typed' }]);
		expect(out.ok).toBe(true);
		expect(out.draft.env).toEqual([
			{ name: 'GITHUB_TOKEN', value: 'secret:mcp/github-github_token', vault: false },
			draft.env[1],
			draft.env[2]
		]);
		expect(JSON.stringify(out.draft)).not.toContain('ghp_typed');
	});

	it('stops at a refusal and returns the city’s words', async () => {
		const fetchFn = (async () =>
			new Response('store key: the vault is locked; unlock it', { status: 422 })) as unknown as typeof fetch;
		const out = await moveCredentialsToVault(draft, target, fetchFn);
		expect(out).toMatchObject({
			ok: false,
			pair: 'GITHUB_TOKEN',
			result: { kind: 'refused', status: 422, text: 'store key: the vault is locked; unlock it' }
		});
	});
});
