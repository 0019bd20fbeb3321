/** Words the MCP page's forms, paste box, review and undo say: they come with those parts' code, not with the page's first load. */
export const mcpChanges = {
	add: {
		heading: 'Add a tool server',
		way: 'How to add it',
		stdio: 'Program (stdio)',
		remote: 'URL (http or sse)',
		paste: 'Paste a configuration',
		byId: 'The broker’s server id',
		needsBuilding: 'The building’s own list has not been read yet, so nothing can be added.',
		label: 'Label',
		labelHint: 'Lower-case letters and digits only; tools are named <label>_<tool>.',
		command: 'Command',
		args: 'Arguments',
		argsHint: 'One per row, so an argument with spaces stays whole.',
		arg: (p: { n: number }) => `Argument ${p.n}`,
		addArg: 'Add an argument',
		removeArg: (p: { n: number }) => `Remove argument ${p.n}`,
		env: 'Environment variables',
		headers: 'Headers',
		pairName: (p: { n: number }) => `Name ${p.n}`,
		pairValue: (p: { n: number }) => `Value ${p.n}`,
		addPair: 'Add a row',
		removePair: (p: { n: number }) => `Remove row ${p.n}`,
		vaultOffer: (p: { ref: string }) =>
			`This looks like a credential: store it in the city’s vault, and the configuration carries ${p.ref} instead.`,
		vaultPlain: 'It will be stored in the building’s configuration as plain text.',
		transport: 'Transport',
		http: 'Streamable HTTP (http)',
		sse: 'Server-sent events (sse)',
		url: 'URL',
		submit: 'Add the server',
		editHeading: (p: { label: string }) => `Edit ${p.label}`,
		duplicateHeading: (p: { label: string }) => `Duplicate ${p.label}`,
		saveEdit: 'Review the change',
		stopEditing: 'Stop editing',
		cannotSend: (p: { count: number }) =>
			`${p.count} ${p.count === 1 ? 'thing stops' : 'things stop'} this from being sent; see beside the fields.`,
		/** Some of the reasons are not drawn yet (their fields not left, send not pressed). */
		cannotSendYet: (p: { count: number; send: string }) =>
			`${p.count} ${p.count === 1 ? 'thing stops' : 'things stop'} this from being sent; “${p.send}” shows where.`
	},
	paste: {
		rowName: 'name',
		rowValue: 'value',
		label: 'Configuration to read',
		hint: 'An mcpServers block as Claude Desktop, Claude Code (.mcp.json) or Cursor write it, or a VS Code mcp.json (servers); a whole file or just the block.',
		unreadable: (p: { detail: string }) => `This is not JSON that can be read: ${p.detail}`,
		noServers: 'No servers found: expected an “mcpServers” or “servers” block.',
		preview: 'What would be added',
		name: 'Name in the file',
		labelColumn: 'Label',
		transport: 'Transport',
		target: 'Target',
		verdict: 'Can it be added?',
		ok: 'yes',
		submit: (p: { count: number }) => `Add ${p.count} ${p.count === 1 ? 'server' : 'servers'}`,
		noneAddable: 'None of these can be added as they are.',
		reasons: {
			notObject: 'The entry is not an object.',
			noTarget: 'It has neither a command nor a URL.',
			bothTargets: 'It has both a command and a URL; say which with "type".',
			unknownType: (p: { type: string }) => `Its type “${p.type}” is not stdio, http or sse.`,
			argsNotList: '“args” is not a list of strings.',
			pairsNotStrings: (p: { field: string }) => `“${p.field}” holds values that are not text.`,
			envFile: 'It reads its variables from an envFile, which the city cannot read; give them as env instead.'
		}
	},
	problems: {
		labelEmpty: 'Give the server a label.',
		labelGrammar: 'A label may hold only lower-case letters a–z and digits 0–9 (no “_”, “-” or spaces).',
		labelTaken: 'This building already has a server with this label.',
		commandEmpty: 'Enter the program to start.',
		urlEmpty: 'Enter the server’s URL.',
		urlNotHttp: 'Enter an http:// or https:// URL.',
		urlSpace: 'A URL cannot contain spaces; remove them (or write %20 inside the path).',
		envNameDuplicate: 'Another variable above has this name; each name may appear once.',
		headerNameDuplicate: 'Another header above has this name (names ignore case); each may appear once.',
		labelTakenInPaste: 'Another server earlier in this paste has this label; rename one of them.',
		pairNoName: 'This row has a value but no name; give it a name, or clear the value.',
		envNameBad: 'A variable name may not contain “=”.',
		headerNameBad: 'A header name may hold only letters, digits and !#$%&’*+-.^_`|~.',
		secretRefBad: 'This starts with “secret:” but is not a reference of the form secret:<realm>/<name>.',
		variable: 'This holds a ${…} placeholder, which the city does not fill in; enter the value itself.'
	},
	review: {
		heading: 'Before it is sent: what the list will become',
		added: 'Added',
		removed: 'Removed',
		changed: 'Changed',
		was: 'was',
		becomes: 'becomes',
		fields: {
			label: 'Label',
			transport: 'Transport',
			command: 'Command',
			args: 'Arguments',
			url: 'URL',
			env: 'Environment variable',
			headers: 'Header'
		},
		fieldAdded: 'added',
		fieldRemoved: 'removed',
		empty: '(empty)',
		reordered: 'The order of the servers changes.',
		nothing: 'This changes nothing in the list.',
		send: 'Send the change',
		cancel: 'Cancel',
		conflict:
			'The building’s list changed since this was started (in another tab, or by someone else). What changed meanwhile:',
		conflictSeen: 'I have seen it: build the change on the newest list',
		conflictBlocks: 'Not sent: the list changed since this was started; look at what changed first.',
		unread: 'The list was just changed elsewhere; reading the newest list…',
		heldWhat: 'this building’s own list of tool servers',
		heldBlocks: 'Not sent: the building’s list has not been read; see above.',
		formConflict: 'The building’s list changed since you started this form. What changed meanwhile:',
		formConflictSeen: 'I have seen it: continue on the newest list'
	},
	undo: {
		done: (p: { what: string }) => `The city made the change: ${p.what}.`,
		button: 'Undo',
		undone: 'Undone: the city put the list back as it was before that change.',
		label: 'Undo the last change to this building’s list',
		keysGone: (p: { labels: string; refs: string; count: number }) =>
			p.count === 1
				? `Undo puts ${p.labels} back, but its key ${p.refs} was deleted from the vault, and undo does not bring a key back: after undo, store a fresh key in the field its card shows.`
				: `Undo puts ${p.labels} back, but the keys ${p.refs} were deleted from the vault, and undo does not bring keys back: after undo, store fresh keys in the fields the cards show.`,
		stale:
			'The list has changed again since, so undo would drop that change: nothing was sent, and undo is no longer offered.',
		summary: (p: { added: number; removed: number; changed: number }) =>
			[
				p.added ? `${p.added} added` : '',
				p.removed ? `${p.removed} removed` : '',
				p.changed ? `${p.changed} changed` : ''
			]
				.filter(Boolean)
				.join(', ') || 'order changed'
	},
	status: {
		enrolling: 'Storing the credentials in the vault…',
		enrollFailed: (p: { pair: string }) =>
			`The vault did not take the value of ${p.pair}, so nothing was sent. The city said:`,
		enrollUnreachable: (p: { url: string }) => `Could not reach ${p.url}, so nothing was sent.`,
		notSent: 'The change did not leave: the city is not connected. Nothing was changed; try again once connected.',
		tooLarge: (p: { size: string; limit: string }) =>
			`Not sent: this change is ${p.size} MiB, and the city reads at most ${p.limit} MiB in one frame. Nothing was changed; send a shorter list.`,
		unsendable: (p: { paths: string }) =>
			`Not sent: a value breaks the wire's rules (${p.paths}), so the city could not read it. Nothing was changed.`,
		unconfirmed:
			'The connection dropped after this change left; it was sent again, but the city has not confirmed it. Check the list before trying again.',
		sent: 'Sent; waiting for the city to confirm.',
		done: 'The city changed the list, and every server was asked again: the summary above shows that check.',
		refused: 'The city refused this change; the form is as you left it.',
		unclear:
			'The city refused a command without naming this building; it may or may not be this change. See the messages at the top of the page, then check the list.'
	},
	row: {
		busy: 'A change is already on its way to the city.',
		remove: (p: { label: string }) => `Remove ${p.label}…`,
		actions: (p: { label: string }) => `What to do with ${p.label}`,
		edit: (p: { label: string }) => `Edit ${p.label}…`,
		duplicate: (p: { label: string }) => `Duplicate ${p.label}…`,
		exportOne: (p: { label: string }) => `Export ${p.label}`,
		hideExport: (p: { label: string }) => `Hide the export of ${p.label}`,
		confirmRemove: (p: { label: string; addr: string }) =>
			`Remove ${p.label} from ${p.addr}? Its tools stop being offered in this building.`,
		confirmYes: (p: { label: string }) => `Remove ${p.label}`,
		confirmNo: 'Keep it',
		forgetOffer: (p: { ref: string }) =>
			`Also delete the key ${p.ref} from the vault (no other server or endpoint uses it)`,
		forgetSent: (p: { refs: string }) => `Asked the city to delete ${p.refs} from the vault.`,
		storeKey: (p: { ref: string }) => `Store a fresh key under ${p.ref}`,
		storeKeyValue: (p: { ref: string }) => `Key for ${p.ref}`,
		storeKeySubmit: 'Store the key and check again',
		storeKeyStored: (p: { ref: string }) =>
			`Stored under ${p.ref}, and every server was asked again: the summary above shows that check.`,
		storeKeyEmpty: 'Enter the key first.'
	},
	exportBox: {
		heading: 'Export',
		label: (p: { what: string }) => `mcpServers JSON of ${p.what}`,
		hint: 'The shape the paste box reads: paste it into another building to add the same servers. Keys leave only as their secret: references.',
		copy: 'Copy',
		copied: 'Copied.',
		withheld: (p: { names: string }) =>
			`Not exported, because they look like credentials stored as plain text: ${p.names}. They read as \${…} placeholders; store them in the vault to export a reference.`
	}
};
