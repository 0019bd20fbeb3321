/** Words the mcp area says. */
export const mcp = {
	title: 'Tool servers',
	intro:
		'Which tool servers of a building answer right now, what each one offers, and for each one that does not, why and what to do.',
	address: {
		label: 'Building address',
		show: 'Show',
		current: (p: { addr: string }) => `Showing ${p.addr}`,
		invalid:
			'Not an address: use a relative path such as acme/lab, with no leading “/”, no “\\” or “:”, and no empty, “.” or “..” parts.',
		waiting: 'Waiting for the city to say its name, which is the address shown by default.'
	},
	health: {
		checkAgain: 'Check again',
		checking: (p: { seconds: number }) => `Asking every server now (one handshake each)… ${p.seconds} s`,
		checkingEarlier: 'The states below are from the earlier check until this one is answered.',
		stillRunning:
			'Still running: a server being downloaded or installed can take minutes. The page waits for the city’s answer and does not ask again.',
		busyReason: 'A check is already running.',
		earlier: 'earlier check',
		notAskedNote: 'Not asked yet: the states appear when the check is answered.'
	},
	summary: {
		label: 'Summary',
		line: (p: { servers: number; connected: number; authenticating: number; failed: number; tools: number }) =>
			`${p.servers} ${p.servers === 1 ? 'server' : 'servers'} · ${p.connected} connected · ${p.authenticating} needing sign-in · ${p.failed} failed · ${p.tools} ${p.tools === 1 ? 'tool' : 'tools'} in all`,
		notAsked: (p: { count: number }) => `${p.count} not asked yet`
	},
	list: {
		label: 'Servers',
		empty: 'This building reaches no tool servers.',
		inherited:
			'This building has no list of its own, so it uses the city’s. Adding a server here gives it its own list, which then replaces the city’s list for this building.'
	},
	row: {
		transport: 'Transport',
		target: 'Target',
		state: 'State',
		states: { notAsked: 'not asked yet', connected: 'connected', authenticating: 'authenticating', failed: 'failed' },
		protocol: 'Protocol version',
		serverName: 'Server name',
		toolCount: 'Tools',
		showTools: (p: { count: number; label: string }) =>
			`Show the ${p.count} ${p.count === 1 ? 'tool' : 'tools'} of ${p.label}`,
		hideTools: (p: { label: string }) => `Hide the tools of ${p.label}`,
		noTools: 'Connected, and it offers no tools.',
		nextStep: 'Next step',
		failedHeading: (p: { label: string }) => `${p.label} cannot be used`,
		fromCity: 'From the city’s list; not this building’s to remove.'
	},
	search: {
		label: 'Search tools',
		hint: 'By name, remote name or disclosure, across every connected server.'
	},
	exporting: {
		all: 'Export the list',
		hideAll: 'Hide the export'
	}
};
