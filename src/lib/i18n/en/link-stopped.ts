/** What the connection indicator says once the link has stopped (fetched with that part, not on every load). */
export const linkStopped = {
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
	pairAgain: 'Pair this browser again',
	stoppedProtocol: (p: { detail: string }) => `Stopped: ${p.detail}.`,
	reconnect: 'Connect again',
	reload: 'Reload the page'
};
