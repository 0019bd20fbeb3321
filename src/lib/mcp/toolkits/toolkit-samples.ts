import type { AxError } from '$protocol/schemas/refusal';
import type { ToolkitLine, ToolkitsAnswer } from '$protocol/schemas/toolkits';

/** Directory answers for stories and tests (the shelf is the wire's example, `answered-toolkits-shelf.json`). */
export const brokerRefusal = (over: Partial<AxError> = {}): AxError => ({
	code: 'E_PROVIDER',
	action: 'connect an outside application',
	subject: 'the broker reported the connection as failed',
	nearby: [],
	recovery: 'connect it again, and complete the consent page this time',
	retry: 'no',
	...over
});

export const fourStandings = (): ToolkitLine[] => [
	{ slug: 'github', name: 'GitHub', auth: 'oauth2', standing: { connected: { alias: 'octo-acme' } } },
	{
		slug: 'gmail',
		name: 'Gmail',
		auth: 'oauth2',
		standing: { awaiting: { consent_url: 'https://connect.example/consent/abc' } }
	},
	{ slug: 'slack', name: 'Slack', auth: 'oauth2', standing: { refused: { refusal: brokerRefusal() } } },
	{ slug: 'linear', name: 'Linear', auth: 'api_key', standing: 'absent' }
];

export const shelf = (toolkits: ToolkitLine[] = fourStandings()): ToolkitsAnswer => ({ shelf: { toolkits } });

/** Markup, bidi controls, 10,000 characters and a consent address that is not https. */
export const hostileLines = (): ToolkitLine[] => [
	{ slug: '<img src=x onerror=alert(1)>', name: '<b>Bold</b> & <script>', auth: '<i>oauth2</i>', standing: 'absent' },
	{ slug: 'evil\u202etxt.exe', name: 'Good\u2066 \u202eevil', auth: 'oauth2', standing: 'absent' },
	{ slug: 's'.repeat(10_000), name: 'N'.repeat(10_000), auth: 'a'.repeat(10_000), standing: 'absent' },
	{
		slug: 'sneaky',
		name: 'Sneaky',
		auth: 'oauth2',
		standing: { awaiting: { consent_url: 'javascript:alert(document.domain)' } }
	}
];

/** A thousand applications, as a broker that lists hundreds might (every tenth connected). */
export const manyLines = (count = 1000): ToolkitLine[] =>
	Array.from({ length: count }, (_, i) => ({
		slug: `app-${i}`,
		name: `Application ${i}`,
		auth: i % 3 ? 'oauth2' : 'api_key',
		standing: i % 10 === 0 ? { connected: { alias: `acct-${i}` } } : 'absent'
	}));

export const refusedDirectory = (over: Partial<AxError> = {}): ToolkitsAnswer => ({
	refused: {
		refusal: brokerRefusal({
			code: 'E_CREDENTIAL_MISSING',
			action: 'ask the broker',
			subject: 'api/v3/toolkits answered 401 Unauthorized',
			recovery: 'store a valid project key for the broker and try again',
			...over
		})
	}
});
