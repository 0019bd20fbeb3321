/** Words the shell and shared parts say. Slots are named, so word order can differ per language. */
export const common = {
	appName: 'City settings',
	nav: {
		label: 'Settings sections',
		overview: 'Overview',
		mcp: 'Tool servers',
		endpoints: 'Endpoints',
		models: 'Models',
		browsers: 'Paired browsers'
	},
	language: { label: 'Language', en: 'English', zh: '中文' },
	link: {
		label: 'Connection to the city',
		idle: 'Not connected yet',
		connecting: (p: { url: string }) => `Connecting to ${p.url}…`,
		connected: (p: { city: string; wire: number }) => `Connected to ${p.city} · wire v${p.wire}`,
		connectedUnnamed: (p: { wire: number }) => `Connected · wire v${p.wire}`,
		retrying: (p: { url: string; seconds: number }) =>
			`Cannot reach the city at ${p.url}. Trying again in ${p.seconds} s.`,
		retryNow: 'Try now',
		stoppedMismatch: 'Stopped: this app and the city speak different wires.',
		stoppedMismatchDetail: (p: { city: string; ours: string }) =>
			`The city speaks ${p.city}; this app speaks ${p.ours}. Reload the page, or update the app.`,
		stoppedMismatchMeaning:
			'This page was built for another version of the city. Reload it to fetch the one the city serves, or update the app.',
		stoppedRefused: 'Stopped: the city refused this app.',
		stoppedRefusedPair:
			'The city did not let this browser in. Pair it again with the code the city’s terminal shows, then it connects by itself.',
		stoppedRefusedHost:
			'The city did not accept the token this page was given. Open the settings again from the page that gave it.',
		pairing: 'This browser is not paired with the city yet.',
		pairAgain: 'Pair this browser again',
		doorAnswered: (p: { detail: string }) => `The city’s door answered: ${p.detail}`,
		stoppedProtocol: (p: { detail: string }) => `Stopped: ${p.detail}.`,
		reconnect: 'Connect again',
		reload: 'Reload the page',
		offlineNote: 'Not connected: what you see is from before the connection dropped and may be out of date.'
	},
	refusal: {
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
		copyFailed: 'Could not copy; select the text instead',
		showAll: (p: { chars: number }) => `Show all ${p.chars} characters`,
		showLess: 'Show less'
	},
	lazy: {
		loading: 'Loading…',
		failed: 'This part of the page could not be loaded.',
		retry: 'Try again'
	},
	answer: {
		loading: (p: { query: string }) => `Asking the city: ${p.query}…`,
		refreshing: 'Checking for changes…',
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
		olderAnswer: 'Earlier answer, kept for reference',
		unexpected: (p: { message: string }) => `Something went wrong: ${p.message}`
	},
	notices: {
		label: 'Messages from the city',
		late: (p: { query: string }) => `“${p.query}” is still being answered after 15 s; the page keeps waiting for it.`,
		unconfirmed: (p: { action: string }) =>
			`The city did not confirm “${p.action}” after the connection came back. Check the page before doing it again.`,
		problem: (p: { frame: string }) => `The city sent a frame this app cannot read (${p.frame}).`,
		dismiss: 'Dismiss',
		refusalHeading: 'A command was refused'
	},
	config: {
		heading: 'config.json could not be used',
		body: (p: { url: string }) =>
			`The file at ${p.url} is present but not valid, so the app connects to its own origin instead.`,
		http: (p: { status: number }) => `The server answered HTTP ${p.status} instead of the file.`,
		notJson: (p: { detail: string }) => `It is not valid JSON: ${p.detail}`,
		notObject: 'It must be a JSON object with at least the fields “wire” and “enroll”.',
		missing: (p: { field: string }) => `“${p.field}” is missing; it is required.`,
		notString: (p: { field: string }) => `“${p.field}” must be a string.`,
		notUrl: (p: { field: string }) => `“${p.field}” is not a URL.`,
		wrongScheme: (p: { field: string; expected: string }) => `“${p.field}” must start with one of: ${p.expected}.`,
		notAllowed: (p: { field: string; expected: string }) => `“${p.field}” must be one of: ${p.expected}.`
	},
	notNamed: 'not stated',
	error: {
		heading: (p: { status: number }) => `Error ${p.status}`,
		notFound: 'There is no page at this address.',
		generic: 'This page could not be drawn. Reload it; if it happens again, the browser console has the details.',
		home: 'Go to the overview'
	},
	overview: {
		title: 'Overview',
		intro: 'One place to see and change how the city reaches language models and tools.',
		mcp: 'Which tool servers answer, what they offer, and why one does not.',
		endpoints: 'Attached endpoints, their accounts and keys, and probing.',
		models: 'Every model across endpoints, merged by canonical id, and the one chosen per purpose.',
		browsers: 'The browsers paired with the city’s door, when each was last seen, and forgetting one.'
	},
	copyLink: {
		copy: (p: { what: string }) => `Copy a link to ${p.what}`,
		copied: 'Link copied',
		copyFailed: 'Could not copy; the link is:',
		endpointWhat: (p: { name: string }) => `endpoint ${p.name}`,
		tagWhat: (p: { tag: string }) => `the ${p.tag} choice`,
		serverWhat: (p: { label: string }) => `server ${p.label}`
	}
};
