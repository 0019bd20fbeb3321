/** Words for reading at a glance: numbers, state marks, links, the compare view and the dense tool list. */
export const glance = {
	tokens: (p: { count: string }) => `${p.count} tokens`,
	exactTokens: (p: { count: string }) => `${p.count} tokens exactly`,
	upTo: (p: { count: string }) => `up to ${p.count}`
};
