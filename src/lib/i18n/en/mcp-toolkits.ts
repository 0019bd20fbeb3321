/** Words of the toolkit directory on /mcp (`toolkits`, `connect_toolkit`): they come with that part's code. */
export const mcpToolkits = {
	title: 'Outside applications',
	intro:
		'Applications the city connects through its broker: connect one, finish its consent page in a new tab, and come back here.',
	loading: 'Asking the city for the broker’s directory…',
	askAgain: 'Ask the directory again',
	asking: 'Asking the directory…',
	unenrolled: {
		heading: 'The broker needs its project key first',
		body: 'Store the broker’s project key once; it goes to the city’s vault only, then the directory appears here.',
		keyFor: 'the broker (composio)'
	},
	refusedHeading: 'The city could not show the directory',
	refusedNext: 'Do what the city says above, then ask the directory again.',
	searchLabel: 'Search applications by name or id',
	searchHint: (p: { shown: number; total: number }) =>
		p.shown === p.total ? `${p.total} applications` : `${p.shown} of ${p.total} applications`,
	none: 'The broker lists no applications.',
	noMatch: 'No application matches this search.',
	showMore: (p: { count: number }) => `Show ${p.count} more`,
	listLabel: 'Applications of the broker',
	auth: 'Sign-in',
	connect: (p: { name: string }) => `Connect ${p.name}`,
	connectShort: 'Connect',
	connectAgain: 'Connect again',
	connectAgainOf: (p: { name: string }) => `Connect ${p.name} again`,
	finishConsent: 'Finish consent',
	finishConsentOf: (p: { name: string }) => `Finish consent for ${p.name}`,
	notOpened: 'This consent address is not https, so it is not opened; it is shown as the city gave it:',
	connected: 'Connected',
	connectedAs: 'Connected as',
	refusedLabel: 'The broker refused',
	connecting: (p: { name: string }) => `Connecting ${p.name}: waiting for the broker’s consent page…`,
	tabPointed: (p: { name: string }) => `The consent page for ${p.name} is opening in the new tab.`,
	noTab: (p: { name: string }) =>
		`The browser did not open a new tab for ${p.name}: open the consent page with the link.`,
	notSent: 'Not sent: the city is not connected. Nothing changed; press Connect again once it is.',
	notSentOther: (p: { reason: string }) => `Not sent: ${p.reason}`,
	unknownOutcome: (p: { name: string }) =>
		`Whether the broker acted on connecting ${p.name} is not known. It is not sent again: ask the directory to see where it stands.`,
	commandRefused: (p: { name: string }) => `Connecting ${p.name} was refused:`
};
