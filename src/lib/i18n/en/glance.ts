/** Words for reading at a glance: numbers, state marks, links, the compare view and the dense tool list. */
export const glance = {
	tokens: (p: { count: string }) => `${p.count} tokens`,
	exactTokens: (p: { count: string }) => `${p.count} tokens exactly`,
	upTo: 'up to',
	hiddenChar: (p: { code: string }) => `invisible character ${p.code}`,
	thinking: {
		levels: 'Levels this offer takes:',
		switchOnly: 'Thinking can be switched on or off; no levels are offered.',
		notAChoice: 'A fact of this offer, not a choice made here: the city’s select_model carries no level.'
	},
	recentItem: (p: { model: string; endpoint: string }) => `${p.model} · ${p.endpoint}`,
	providerCounts: {
		filteredOut: 'the others have no model that matches',
		empty: (p: { count: number }) =>
			p.count === 1 ? '1 endpoint lists no models' : `${p.count} endpoints list no models`
	},
	row: {
		thinks: 'thinks',
		local: 'local',
		noUsableKey: 'no usable key',
		noKinds: 'kinds not stated',
		noContext: 'window not stated'
	},
	tools: {
		filter: (p: { label: string }) => `Filter the tools of ${p.label}`,
		filterPlaceholder: 'Filter by words',
		shown: (p: { shown: number; total: number }) => `${p.shown} of ${p.total} tools`,
		params: (p: { count: number }) => (p.count === 1 ? '1 parameter' : `${p.count} parameters`),
		warned: 'warning',
		noMatch: 'No tool matches these words.',
		linkWhat: (p: { tool: string }) => `tool ${p.tool}`
	},
	compare: {
		heading: 'Compare',
		add: 'Add to compare',
		added: 'In the comparison',
		full: (p: { max: number }) => `Up to ${p.max} models can be compared; take one out first.`,
		remove: (p: { model: string }) => `Take ${p.model} out of the comparison`,
		clear: 'Clear the comparison',
		caption: (p: { count: number }) => `Every provider’s facts for the ${p.count} models chosen, side by side.`,
		fact: 'Fact',
		differs: 'differs',
		facts: {
			endpoint: 'Provider',
			id: 'Id at this endpoint',
			context: 'Context window',
			ceiling: 'Output ceiling',
			kinds: 'Input kinds',
			input_price: 'Input price',
			output_price: 'Output price',
			thinking: 'Can think',
			local: 'Local',
			key: 'Usable key'
		},
		yes: 'yes',
		no: 'no'
	}
};
