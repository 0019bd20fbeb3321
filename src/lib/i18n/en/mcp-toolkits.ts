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
	commandRefused: (p: { name: string }) => `Connecting ${p.name} was refused:`,
	/** Connecting an application, and the by-id tool server: what each does and does not do. */
	connectedMeans:
		'Connecting an application gives the broker your consent; it adds no tool server. Agents reach a connected application only through a tool server in a building’s list, such as the broker’s server added by its id below.',
	byId: {
		intro:
			'The broker’s tool server, added to this building like any other server: the city checks it and shows its tools. Which applications it offers is set at the broker.',
		serverId: 'Server id',
		serverIdHint:
			'From the broker’s MCP servers: letters, digits, “-” and “_”, up to 128, starting with a letter or digit (the id only, not the whole address).',
		userId: 'User id (optional)',
		userIdHint:
			'Sent as ?user_id=. The directory above connects applications under this city’s name. Up to 256 characters, no control characters.',
		label: 'Label',
		labelHint: 'Lower-case letters and digits only, suggested from the server id; tools are named <label>_<tool>.',
		address: 'The city will reach',
		keyNote:
			'The broker’s project key goes as its vault reference in x-api-key, never as the key: store it in the directory above first.',
		submit: 'Add the server',
		problems: {
			idEmpty: 'Enter the broker’s server id.',
			idGrammar:
				'Use only letters, digits, “-” and “_”, up to 128, starting with a letter or digit: the id, not the whole address.',
			userControl: 'Remove the control or direction characters from the user id.',
			userLong: 'Keep the user id to 256 characters.',
			labelEmpty: 'Give the server a label.',
			labelGrammar: 'A label may hold only lower-case letters a–z and digits 0–9 (no “_”, “-” or spaces).',
			labelTaken: 'This building already has a server with this label.'
		},
		cannotSend: (p: { count: number }) =>
			`${p.count} ${p.count === 1 ? 'problem keeps' : 'problems keep'} it from being sent; see beside each field.`
	},
	/** The overview's line: connected applications and those awaiting consent, each linked to its row on /mcp. */
	overview: {
		heading: 'Outside applications',
		connected: 'Connected',
		awaiting: 'Awaiting consent',
		none: 'No application is connected or awaiting consent.',
		unenrolled: 'The broker has no project key yet: store it on the MCP page.',
		refused: 'The city could not read the broker’s directory',
		note: 'Connecting an application adds no tool server by itself.',
		rowLink: (p: { name: string }) => `${p.name}, in the directory on the MCP page`
	}
};
