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
		change: 'Change settings',
		changeHint: 'Opens the attach form filled with these settings; Attach re-attaches with them.'
	},
	chosen: {
		heading: 'Model per purpose',
		noModels: 'Attach an endpoint with models first.'
	}
};
