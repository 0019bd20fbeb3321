import { afterEach, describe, expect, it } from 'vitest';
import type { ToolkitLine, ToolkitsAnswer } from '../../protocol/schemas';
import { demoBroker, startFakeBroker, type FakeBroker, type FakeBrokerOptions } from '../testing/fake-broker';
import { idem, startTestCity, type TestCity } from '../testing/harness';

let t: TestCity | null = null;
let broker: FakeBroker | null = null;
afterEach(async () => {
	await t?.stop();
	await broker?.close();
	t = broker = null;
});

const KEY = 'test-project-key';

/** A city pointed at a fresh fake broker, with the broker's key enrolled unless `enrolled` is false. */
async function cityWithBroker(opts: FakeBrokerOptions = {}, enrolled = true) {
	broker = await startFakeBroker({ key: KEY, ...opts });
	t = await startTestCity({ brokerUrl: broker.url, brokerDeadlineMs: 500 });
	if (enrolled) expect((await t.enroll({ realm: 'mcp', name: 'composio', value: KEY })).status).toBe(201);
	return { c: await t.client(), broker, t };
}

const shelfOf = (a: ToolkitsAnswer): ToolkitLine[] => {
	if (typeof a === 'string' || !('shelf' in a)) throw new Error(`not a shelf: ${JSON.stringify(a)}`);
	return a.shelf.toolkits;
};
const refusalOf = (a: ToolkitsAnswer) => {
	if (typeof a === 'string' || !('refused' in a)) throw new Error(`not refused: ${JSON.stringify(a)}`);
	return a.refused.refusal;
};
const connectCommand = (toolkit: string, key = idem()) => ({ connect_toolkit: { toolkit, idem: key } });

describe('toolkits, against a fake broker', () => {
	it('answers unenrolled without a key, and asks the broker nothing', async () => {
		const { c, broker } = await cityWithBroker({}, false);
		expect(await c.answer('toolkits')).toBe('unenrolled');
		expect(broker.seen).toEqual([]);
	});

	it('reads the shelf in the broker’s order with the enrolled key, for the city by its name', async () => {
		const { c, broker } = await cityWithBroker();
		const lines = shelfOf(await c.answer('toolkits'));
		expect(lines.map((l) => l.slug)).toEqual(broker.apps.map((a) => a.slug));
		expect(lines.length).toBeGreaterThan(24);
		expect(lines[3]).toEqual({ slug: 'linear', name: 'Linear', auth: 'api_key', standing: 'absent' });
		expect(broker.seen.map((r) => `${r.method} ${r.path}`)).toEqual([
			'GET /api/v3/toolkits',
			'GET /api/v3/connected_accounts'
		]);
		expect(broker.seen.every((r) => r.key === KEY)).toBe(true);
		expect(broker.seen[1]!.query).toEqual({ user_ids: 'local' });
	});

	it('draws the four standings as the broker reads them, and drops a row the wire cannot carry', async () => {
		const { c } = await cityWithBroker({
			apps: [
				{ slug: 'github', name: 'GitHub', auth_schemes: ['OAUTH2'] },
				{ slug: 'gmail', name: 'Gmail', auth_schemes: ['OAUTH2'] },
				{ slug: 'slack', name: 'Slack', auth_schemes: [] },
				{ slug: 'linear', name: 'Linear', auth_schemes: ['API_KEY'] },
				{ slug: 'new\u0085line', name: 'Bad', auth_schemes: ['OAUTH2'] },
				{ slug: 'figma', name: 'Figma', auth_schemes: ['OAUTH2'] }
			],
			accounts: [
				{ id: 'ca_1', user: 'local', slug: 'github', status: 'ACTIVE', alias: 'octo-acme' },
				{ id: 'ca_2', user: 'local', slug: 'gmail', status: 'INITIATED', redirect_url: '/consent/ca_2' },
				{ id: 'ca_3', user: 'local', slug: 'slack', status: 'FAILED', status_reason: 'the person closed the page' },
				{ id: 'ca_4', user: 'local', slug: 'figma', status: 'SOMETHING_NEW' },
				{ id: 'ca_5', user: 'someone-else', slug: 'linear', status: 'ACTIVE', alias: 'not ours' }
			]
		});
		const lines = shelfOf(await c.answer('toolkits'));
		expect(lines.map((l) => [l.slug, l.auth, l.standing])).toEqual([
			['github', 'oauth2', { connected: { alias: 'octo-acme' } }],
			['gmail', 'oauth2', { awaiting: { consent_url: `${broker!.url}consent/ca_2` } }],
			[
				'slack',
				'oauth2',
				{
					refused: {
						refusal: {
							code: 'E_PROVIDER',
							action: 'connect an outside application',
							subject: 'the person closed the page',
							nearby: [],
							recovery: 'connect it again, and complete the consent page this time',
							retry: 'no'
						}
					}
				}
			],
			['linear', 'api_key', 'absent'],
			['figma', 'oauth2', 'absent']
		]);
	});

	it('connects: the event carries the slug only, the next answer the consent page, which connects it', async () => {
		const { c, broker } = await cityWithBroker();
		c.command(connectCommand('github'));
		const event = await c.nextEvent('toolkit_link_opened');
		expect(event.data).toEqual({ toolkit: 'github' });
		const awaiting = shelfOf(await c.answer('toolkits')).find((l) => l.slug === 'github')!.standing;
		if (typeof awaiting === 'string' || !('awaiting' in awaiting)) throw new Error(JSON.stringify(awaiting));
		const consent = await fetch(awaiting.awaiting.consent_url);
		expect(await consent.text()).toMatch(/<button type="submit" name="decision" value="allow">Allow<\/button>/);
		const linked = broker.seen.find((r) => r.path === '/api/v3/connected_accounts/link')!;
		expect(linked.body).toEqual({ auth_config_id: 'ac_1', user_id: 'local' });
		expect(await broker.consent(awaiting.awaiting.consent_url.split('/').pop()!, 'allow')).toBe(200);
		const connected = shelfOf(await c.answer('toolkits')).find((l) => l.slug === 'github')!;
		expect(connected.standing).toEqual({ connected: { alias: 'local-github' } });
	});

	it('reuses the auth config on a second press, and acknowledges a resent press without a second session', async () => {
		const { c, broker } = await cityWithBroker();
		const press = connectCommand('gmail');
		c.command(press);
		const first = await c.nextEvent('toolkit_link_opened');
		c.command(press);
		expect((await c.nextEvent('toolkit_link_opened')).seq).toBe(first.seq);
		c.command(connectCommand('gmail'));
		expect((await c.nextEvent('toolkit_link_opened')).seq).toBeGreaterThan(first.seq);
		const calls = broker.seen.map((r) => `${r.method} ${r.path}`);
		expect(calls.filter((x) => x === 'POST /api/v3/auth_configs')).toHaveLength(1);
		expect(calls.filter((x) => x === 'POST /api/v3/connected_accounts/link')).toHaveLength(2);
	});

	it('refuses a connect without a key in the city’s words, asking the broker nothing', async () => {
		const { c, broker } = await cityWithBroker({}, false);
		c.command(connectCommand('github'));
		expect(await c.nextRefusal()).toEqual({
			code: 'E_CREDENTIAL_MISSING',
			action: 'connect an outside application',
			subject: 'this city holds no project key for the broker',
			nearby: [],
			recovery: "store the broker's project key on the MCP page, then try again",
			retry: 'no'
		});
		expect(broker.seen).toEqual([]);
	});

	it('reads a broker that takes the request and never answers as retry unknown, for the shelf and a connect', async () => {
		const { c, broker } = await cityWithBroker();
		broker.mode({ kind: 'hang' });
		const refusal = refusalOf(await c.answer('toolkits'));
		expect(refusal).toMatchObject({
			code: 'E_PROVIDER',
			action: 'reach the application broker',
			recovery: "check this machine's connection, then try again",
			retry: 'unknown'
		});
		expect(refusal.subject).toContain(`${broker.url}api/v3/toolkits`);
		c.command(connectCommand('github'));
		expect(await c.nextRefusal()).toMatchObject({ action: 'reach the application broker', retry: 'unknown' });
	});

	it('reads an answer cut short as retry unknown: the broker may have done what was asked', async () => {
		const { c, broker } = await cityWithBroker();
		broker.mode({ kind: 'cut' });
		expect(refusalOf(await c.answer('toolkits'))).toMatchObject({
			code: 'E_PROVIDER',
			action: "read the broker's answer to api/v3/toolkits",
			recovery: "check the broker's own pages for what this request made",
			retry: 'unknown'
		});
	});

	it('reads the broker’s 401 as a missing credential, on the directory and on a connect', async () => {
		const { c, broker } = await cityWithBroker();
		broker.mode({ kind: 'status', status: 401, body: '{"error":{"message":"Invalid API key"}}' });
		expect(refusalOf(await c.answer('toolkits'))).toEqual({
			code: 'E_CREDENTIAL_MISSING',
			action: 'ask the broker',
			subject: 'api/v3/toolkits answered 401 Unauthorized',
			nearby: [],
			recovery: 'store a valid project key for the broker and try again',
			retry: 'no'
		});
		c.command(connectCommand('github'));
		expect(await c.nextRefusal()).toMatchObject({
			code: 'E_CREDENTIAL_MISSING',
			subject: 'api/v3/auth_configs answered 401 Unauthorized'
		});
	});

	it('reads a wrong key the broker refuses exactly as its 401', async () => {
		const { c } = await cityWithBroker({ key: 'another-key' });
		expect(refusalOf(await c.answer('toolkits'))).toMatchObject({ code: 'E_CREDENTIAL_MISSING' });
	});

	it('says a broker in trouble may be asked again, and quotes the body of any other refusal', async () => {
		const { c, broker } = await cityWithBroker();
		broker.mode({ kind: 'status', status: 503, body: 'down' });
		expect(refusalOf(await c.answer('toolkits'))).toMatchObject({
			code: 'E_PROVIDER',
			subject: 'api/v3/toolkits answered 503 Service Unavailable',
			recovery: 'the broker is having trouble; try again shortly',
			retry: 'yes'
		});
		broker.mode({ kind: 'ok' });
		c.command(connectCommand('no-such-app'));
		expect(await c.nextRefusal()).toEqual({
			code: 'E_PROVIDER',
			action: 'ask the broker',
			subject: 'api/v3/auth_configs answered 400 Bad Request',
			nearby: ['{"error":{"message":"Toolkit no-such-app not found","status":400}}'],
			recovery: "connect this application on the broker's own pages instead",
			retry: 'no'
		});
	});

	it('offers the demo one application in each standing, for the city by its name', async () => {
		broker = await demoBroker('local');
		t = await startTestCity({ brokerUrl: broker.url });
		await t.enroll({ realm: 'mcp', name: 'composio', value: 'anything a person typed' });
		const lines = shelfOf(await (await t.client()).answer('toolkits'));
		const standing = (slug: string) => lines.find((l) => l.slug === slug)!.standing;
		expect(standing('github')).toEqual({ connected: { alias: 'local-github' } });
		expect(standing('gmail')).toEqual({ awaiting: { consent_url: `${broker.url}consent/ca_demo2` } });
		expect(standing('slack')).toMatchObject({ refused: { refusal: { code: 'E_PROVIDER' } } });
		expect(standing('linear')).toBe('absent');
	});
});
