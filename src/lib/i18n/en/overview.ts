/** The overview page. */
export const overview = {
	title: 'Overview',
	intro: 'One place to see and change how the city reaches language models and tools.',
	mcp: 'Which tool servers answer, what they offer, and why one does not.',
	endpoints: 'Attached endpoints, their accounts and keys, and probing.',
	models: 'Every model across endpoints, merged by canonical id, and the one chosen per purpose.',
	browsers: 'The browsers paired with the city’s door, when each was last seen, and forgetting one.'
};
