/** What a failed or unavailable answer says (fetched with the part that draws it, not on every load). */
export const answerProblem = {
	shapeHeading: (p: { query: string }) => `The answer to “${p.query}” did not match the wire`,
	shapeBody:
		'Nothing from this answer is shown, so nothing half-read is shown as fact. Other parts of the page keep working.',
	shapePath: 'Path',
	shapeProblem: 'Problem',
	stopped: (p: { query: string }) => `The connection stopped before “${p.query}” was answered.`,
	askAgain: 'Ask again',
	unavailableHeading: 'The city could not look',
	unavailableQuery: 'Question',
	unavailableNoReason: 'The city gave no reason.',
	unexpected: (p: { message: string }) => `Something went wrong: ${p.message}`,
	/** A press that could replace something, held until the page has read what it would replace. */
	held: {
		loading: (p: { what: string }) =>
			`Not sent: this page is still waiting for ${p.what}, so it cannot tell what this would replace.`,
		unavailable: (p: { what: string }) =>
			`Not sent: the city could not read ${p.what} just now, so this page cannot tell what this would replace.`,
		refused: (p: { what: string }) =>
			`Not sent: the city refused to show ${p.what}, so this page cannot tell what this would replace.`,
		failed: (p: { what: string }) =>
			`Not sent: ${p.what} could not be read, so this page cannot tell what this would replace.`,
		stale: (p: { what: string }) =>
			`Not sent: ${p.what} changed since this page read it; press again once it is read anew.`,
		askAgain: 'Ask the city again',
		kept: 'Everything you typed is kept.'
	}
};
