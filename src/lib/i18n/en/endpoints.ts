/** Words the endpoints area says. */
export const endpoints = {
	title: 'Endpoints',
	intro: 'Model providers the city is attached to, their accounts and keys, and the model chosen for each purpose.',
	attached: {
		heading: 'Attached endpoints',
		none: 'No endpoint is attached yet. Attach one below.',
		id: (p: { name: string }) => `id ${p.name}`,
		baseUrl: 'Base URL',
		kind: 'Connection',
		local: 'local',
		localNote: 'Calls stay on this machine.',
		models: (p: { count: number }) => (p.count === 1 ? '1 model' : `${p.count} models`),
		noModelsWhy:
			'The city’s answer does not say whether this list was empty or could not be read. Change settings, then Look, reads it now.',
		noAccountList: 'Attached without an account list.',
		tuning: 'Settings as attached',
		notSet: 'not set (the city’s default)',
		label: 'Display name',
		headers: 'Extra headers',
		overrides: 'Body overrides',
		proxying: 'Proxying',
		accountRetries: 'When an account fails',
		otherKeys: 'Other settings',
		change: 'Change settings',
		changeHint: 'Opens the attach form filled with these settings; Attach re-attaches with them.',
		lastAttach: 'Last attach from this tab',
		lastModels: (p: { count: number }) => (p.count === 1 ? 'It read 1 model.' : `It read ${p.count} models.`),
		lastFailed: 'The model list could not be read:',
		droppedChoices: 'Choices the city dropped:',
		droppedChoice: (p: { tag: string; model: string | null }) => (p.model ? `${p.tag} (${p.model})` : p.tag)
	},
	chosen: {
		heading: 'Model per purpose',
		noModels: 'Attach an endpoint with models first.'
	}
};
