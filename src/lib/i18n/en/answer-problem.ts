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
	unexpected: (p: { message: string }) => `Something went wrong: ${p.message}`
};
