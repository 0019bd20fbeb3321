/** Words for reading at a glance: numbers, state marks, links, the compare view and the dense tool list. */
export const glance = {
	tokens: (p: { count: string }) => `${p.count} tokens`,
	exactTokens: (p: { count: string }) => `${p.count} tokens exactly`,
	upTo: (p: { count: string }) => `up to ${p.count}`,
	thinking: {
		levels: 'Levels this offer takes:',
		switchOnly: 'Thinking can be switched on or off; no levels are offered.',
		notAChoice: 'A fact of this offer, not a choice made here: the city’s select_model carries no level.'
	},
	recentItem: (p: { model: string; endpoint: string }) => `${p.model} · ${p.endpoint}`
};
