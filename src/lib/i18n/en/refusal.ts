/** A refusal drawn whole (fetched with the part that draws it, not on every load). */
export const refusal = {
	heading: 'The city refused',
	code: 'Code',
	action: 'Action',
	subject: 'Subject',
	recovery: 'What to do',
	nearby: 'Did you mean',
	retry: 'Try again unchanged',
	retryValues: { yes: 'can succeed', no: 'will not help', unknown: 'unknown' },
	retryAfter: (p: { ms: number }) => `after ${p.ms} ms`,
	gate: 'Gate',
	gateRule: 'Rule',
	gateViolation: 'Violation',
	gateAlternative: 'Alternative',
	provider: 'Provider',
	account: 'Account',
	copy: 'Copy as JSON',
	copied: 'Copied',
	copyFailed: 'Could not copy; select the text instead'
};
