/** Words the shell and shared parts say. Slots are named, so word order can differ per language. */
export const common = {
	appName: 'City settings',
	nav: {
		label: 'Settings sections',
		skip: 'Skip to the page',
		overview: 'Overview',
		mcp: 'Tool servers',
		endpoints: 'Endpoints',
		models: 'Models',
		search: 'Web search',
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
		pairing: 'This browser is not paired with the city yet.',
		doorAnswered: (p: { detail: string }) => `The city’s door answered: ${p.detail}`,
		hostAnswered: (p: { detail: string }) => `The page that opened these settings gave no session: ${p.detail}`,
		offlineNote: 'Not connected: what you see is from before the connection dropped and may be out of date.'
	},
	verbatim: {
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
		olderAnswer: 'Earlier answer, kept for reference'
	},
	notices: {
		label: 'Messages from the city'
	},
	notNamed: 'not stated',
	error: {
		heading: (p: { status: number }) => `Error ${p.status}`,
		notFound: 'There is no page at this address.',
		generic: 'This page could not be drawn. Reload it; if it happens again, the browser console has the details.',
		home: 'Go to the overview'
	},
	missingLink: {
		server: 'The link names a tool server this building does not have:',
		tool: ['The link names a tool that the server', 'does not offer now:'] as [string, string],
		endpoint: 'The link names an endpoint that is not attached:',
		tag: 'The link names a purpose the city has no choice for:'
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
