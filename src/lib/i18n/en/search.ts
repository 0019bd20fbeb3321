/** Words for the web search page: the mode in force, the custom suppliers, and each change's review. */
export const search = {
	title: 'Web search',
	intro:
		'Whether agents search the web through the city’s default supplier, not at all, or through suppliers of your own.',
	waiting: 'Waiting for the city to say its name…',
	overview: { label: 'Web search', link: 'Web search: change it on the web search page' },
	notStated: 'This city does not say how it searches the web (an older city).',
	mode: {
		heading: 'How agents search',
		untouched: 'the city’s default supplier',
		modes: {
			default: 'the city’s default supplier',
			off: 'off: agents do not search the web',
			custom: (p: { id: string }) => `your own supplier ${p.id}`
		},
		defaultUrl: 'The default supplier’s address',
		legend: 'Web search for the city',
		choices: { default: 'The city’s default supplier', off: 'Off' },
		review: 'Review the switch',
		heldWhat: 'the city’s settings',
		refused: 'The city refused the web search change'
	},
	suppliers: {
		heading: 'Your own suppliers',
		none: 'The city’s settings list no supplier of your own.',
		caption: 'Suppliers listed in the city’s [search]',
		columns: {
			id: 'Id',
			url: 'Address',
			remote: 'Remote tool',
			query: 'Query field',
			count: 'Count field',
			objective: 'Objective field',
			actions: 'Actions'
		},
		selected: 'selected',
		accounts: (p: { count: number }) => (p.count === 1 ? '1 account' : `${p.count} accounts`),
		select: (p: { id: string }) => `Use ${p.id}`,
		edit: (p: { id: string }) => `Edit ${p.id}`,
		duplicate: (p: { id: string }) => `Duplicate ${p.id}`,
		remove: (p: { id: string }) => `Remove ${p.id}`,
		whyNot: {
			selected: 'The selected supplier cannot be removed: select another one first.',
			only: 'The only supplier cannot be removed: switch to the default or off instead.'
		},
		add: 'Add a supplier',
		keys: {
			anonymous: 'no key',
			stored: 'key stored',
			missing: 'key missing',
			environment: 'key from the environment',
			environment_unusable: 'environment key unusable',
			unread: 'key could not be read'
		},
		storeKey: (p: { supplier: string; account: string }) => `Store a key for ${p.account} of ${p.supplier}`,
		noStatus: 'key state not stated'
	},
	form: {
		addHeading: 'A new supplier',
		editHeading: (p: { id: string }) => `Editing ${p.id}`,
		copyHeading: (p: { id: string }) => `A copy of ${p.id}: give it its own id`,
		id: 'Id',
		idHint: 'Lowercase letters and digits, as a tool server’s label.',
		url: 'Address',
		urlHint: 'The supplier’s MCP address, http:// or https://.',
		remote: 'Remote tool',
		remoteHint: 'The tool’s name in that server’s tool list.',
		query: 'Query field',
		count: 'Count field (optional)',
		objective: 'Objective field (optional)',
		fieldHint: 'The name of the remote tool’s parameter that receives it.',
		review: 'Review the supplier',
		cancel: 'Cancel',
		problems: {
			empty: 'This cannot be empty.',
			notLabel: 'Use lowercase letters and digits only.',
			taken: 'Another supplier already has this id.',
			notHttp: 'Type an address that starts with http:// or https://.',
			control: 'A field name cannot hold a control character (such as a line break or tab).',
			twice: 'Another field already names this parameter.'
		},
		accounts: 'Accounts, in priority order',
		accountsHint:
			'The city tries the first account first. A key is stored in the city’s vault, never sent over the connection, and reaches the service only in the header the account names.',
		headerHint: 'Required with a key: the header the service reads its key from, such as x-api-key.',
		keysNeedId: 'Give the supplier a valid id first: its keys are stored under it.',
		unsentReferences: (p: { refs: string }) =>
			`Stored, not yet in the city’s settings: ${p.refs}. Review the supplier and send it so the accounts carry these references.`,
		accountsProblem: 'An account above needs fixing before the supplier can be reviewed.'
	},
	undo: {
		button: 'Undo: review restoring the previous web search',
		cannot:
			'This cannot be undone from here: the city’s file stated no web search before, and the command cannot remove it.'
	},
	review: {
		heading: 'Review: the city’s [search] becomes',
		modeLine: (p: { mode: string }) => `Web search: ${p.mode}`,
		dropped: (p: { count: number }) =>
			p.count === 1
				? 'The one supplier listed now is dropped from the city’s settings.'
				: `The ${p.count} suppliers listed now are dropped from the city’s settings.`,
		added: 'added',
		changed: 'changed',
		send: 'Send to the city',
		back: 'Back',
		removed: 'removed',
		accounts: (p: { id: string }) => `Accounts of ${p.id}, in priority order`,
		wholeNote: 'The city’s [search] is replaced whole by this.',
		stale: 'The city’s web search changed since this review began: look at it again before sending.',
		again: 'Review again',
		noLonger: 'This change no longer fits the city’s list as it is now.'
	}
};
