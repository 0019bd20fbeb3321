/** The overview page: the city at a glance, from cheap questions only. */
export const overview = {
	title: 'Overview',
	intro:
		'Where the city stands: its tool servers and their use, its endpoints and keys, and the model for each purpose.',
	waiting: 'Waiting for the city to say which building this is…',
	servers: {
		heading: 'Tool servers',
		building: 'Building',
		none: 'This building has no tool servers.',
		add: 'Add a tool server',
		used: 'Used in the last 30 days',
		calls: (p: { count: number }) => (p.count === 1 ? '1 call' : `${p.count} calls`),
		failed: (p: { count: number }) => (p.count === 1 ? '1 failed' : `${p.count} failed`),
		last: 'last',
		unused: 'Not used in the last 30 days',
		noneUsed: 'No agent called a tool of this building’s servers in the last 30 days.',
		usageUnknown: 'How much each server is used is not known yet.',
		oldCity: 'This city does not keep a usage record it can share, so use is not shown.',
		open: 'Open the tool servers'
	},
	health: {
		heading: 'Health',
		checked: 'Checked',
		counts: (p: { connected: number; servers: number }) => `${p.connected} of ${p.servers} connected`,
		authenticating: 'Needing sign-in',
		failed: 'Failed',
		notChecked:
			'Not checked in this tab: asking every server takes seconds, so it is asked only on the tool servers page.',
		check: 'Check the tool servers now'
	},
	keys: {
		heading: 'Endpoints and keys',
		count: (p: { count: number }) => (p.count === 1 ? '1 endpoint attached' : `${p.count} endpoints attached`),
		none: 'No endpoint is attached, so no agent can reach a language model.',
		attach: 'Attach an endpoint',
		allGood: 'Every account has a key it can use.',
		attention: 'Keys that need you',
		noModels: 'Serving no model',
		account: 'account',
		states: {
			missing: 'no key stored',
			environment_unusable: 'its environment variable cannot be used',
			stored: 'stored',
			environment: 'from the environment',
			anonymous: 'no key needed',
			unread: 'not read'
		},
		open: 'Open the endpoints'
	},
	models: {
		heading: 'Model for each purpose',
		tags: { main: 'Main', digest: 'Digest', transcribe: 'Transcribe', ocr: 'OCR' } as Record<string, string>,
		on: 'on',
		none: 'none chosen',
		choose: (p: { purpose: string }) => `Choose the model for ${p.purpose}`,
		open: 'Open the models'
	},
	browsers: 'Browsers paired with the city’s door'
};
