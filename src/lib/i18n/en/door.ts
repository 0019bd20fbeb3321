/** The pairing screen and the paired browsers list (WIRE.md §2a, §11.7). */
export const door = {
	heading: 'Pair this browser with the city',
	intro:
		'The city lets in only browsers paired with it. You pair a browser once; after that it enters by itself, also after the city restarts.',
	code: 'Pairing code',
	codeHint: 'Shown in the city’s terminal, like abcd-efgh. It changes after every try.',
	codeEmpty: 'Type the code the city’s terminal shows.',
	codeShape: 'A pairing code is two groups of four letters or digits with a dash between them, like abcd-efgh.',
	label: 'Name for this browser',
	labelHint: 'Shown in the city’s list of paired browsers. At most 64 characters.',
	labelEmpty: 'Give this browser a name.',
	labelTooLong: (p: { count: number }) => `${p.count} characters: at most 64.`,
	labelControl: 'The name holds a control character (a line break or tab, for example); remove it.',
	forgotten:
		'The city no longer knows this browser: it was forgotten, or the city was set up anew. Pair it again to go on.',
	submit: 'Pair this browser',
	busy: 'Pairing…',
	citySaid: 'The city said:',
	openRefused: 'The link you opened could not pair this browser. The city said:',
	unreachable: (p: { detail: string }) => `The city did not answer (${p.detail}). Nothing changed; try again.`,
	notKept: (p: { detail: string }) =>
		`The city paired this browser, but the browser could not keep the key (${p.detail}). Nothing is stored; try again, or use a window that keeps site data.`,
	noDoor: 'This city has no door: it lets this browser in without pairing. Connecting…',
	unsupportedHeading: 'This browser cannot be paired',
	unsupported: {
		indexeddb:
			'It cannot keep data for this site (IndexedDB is off or blocked, as in some private windows), so it cannot keep a paired key. Open the settings in a window that keeps site data.',
		webcrypto:
			'It offers no Web Crypto on this page (browsers give it only to https pages and to localhost). Open the settings through the address the city printed.',
		ed25519:
			'Its Web Crypto cannot make Ed25519 keys, which the city’s door requires. Use a current Chrome, Edge, Firefox or Safari.'
	},
	devices: {
		title: 'Paired browsers',
		intro: 'Every browser paired with this city. Forgetting one ends its sessions at once; it must pair again.',
		empty: 'No browser is paired with this city.',
		caption: 'Browsers paired with the city',
		name: 'Name',
		paired: 'Paired',
		lastSeen: 'Last session',
		// The city keeps last sessions in memory until its next write: null says only that none came since it started.
		noneSinceStart: 'none since the city started',
		id: 'Device id',
		thisBrowser: 'this browser',
		actions: 'Actions',
		forget: (p: { label: string }) => `Forget ${p.label}`,
		forgetShort: 'Forget',
		confirmHeading: (p: { label: string }) => `Forget “${p.label}”?`,
		confirmOther:
			'Its sessions end at once and every page it has open loses the city. It can pair again with a new code.',
		confirmThis:
			'This is the browser you are using: this connection ends at once, and this page goes back to the pairing screen.',
		confirm: 'Forget it',
		cancel: 'Keep it',
		notSent: 'Not sent: the connection is down. Nothing changed; try again once it is back.',
		sent: 'Sent. The list is asked again.',
		held: 'Not sent: this list of browsers is not the city’s current one. Press Ask again, then forget it again.',
		gone: (p: { label: string }) => `“${p.label}” is no longer paired with the city.`,
		refresh: 'Ask again'
	}
};
