/** Words the endpoints area's forms say: they come with the forms' code, not with the page's first load. */
export const endpointForms = {
	keyState: {
		stored: { label: 'Key stored', detail: 'The vault holds this key. You can replace it.' },
		missing: { label: 'Key missing', detail: 'No key is stored for this account. Store one below.' },
		environment: {
			label: 'From an environment variable',
			detail:
				'A variable on the city’s machine supplies this key; this page cannot change it. Change the variable there.'
		},
		environment_unusable: {
			label: 'Environment variable unusable',
			detail:
				'A variable is set but is not readable text. It shadows the vault, so no key works: fix or unset it where the city runs.'
		},
		anonymous: { label: 'No key', detail: 'Requests carry no key (fine for a local endpoint).' },
		unread: {
			label: 'Not read',
			detail: 'The city has no vault open, so it did not look. Nothing can be stored until the vault opens.'
		},
		unsaved: 'Not saved yet'
	},
	accounts: {
		heading: 'Accounts, in priority order',
		edit: 'Edit accounts',
		id: 'Account id',
		idHint: 'Lower-case letters and digits.',
		reference: 'Key reference',
		noReference: 'none',
		header: 'Key header',
		headerHint: 'Optional: the header the key is sent in. Empty: the dialect’s usual header.',
		headerNeedsReference:
			'No key reference, so no key header: an account without a key sends no key. Store a key first.',
		moveUp: (p: { id: string }) => `Move ${p.id} up`,
		moveDown: (p: { id: string }) => `Move ${p.id} down`,
		remove: (p: { id: string }) => `Remove ${p.id}`,
		add: 'Add an account',
		newKey: (p: { id: string }) => `Key for ${p.id}`,
		store: 'Store key',
		storing: 'Storing…',
		stored: (p: { reference: string }) => `Stored as ${p.reference}. The key field was emptied.`,
		replace: 'Replace the stored key',
		replaceAsk: (p: { reference: string }) =>
			`This writes over the key stored as ${p.reference}; the old key cannot be brought back. Replace it?`,
		replaceYes: 'Yes, replace it',
		replaceNo: 'Keep the stored key',
		storeRefused: (p: { status: number }) => `The city did not store the key (HTTP ${p.status}):`,
		storeUnconfirmed: 'The city has not confirmed the key yet:',
		storeUnreachable: (p: { url: string }) => `Could not reach ${p.url}; the key was not sent.`,
		storeNeedsId: 'Give the account a valid id first.',
		removed: 'Removed accounts',
		forget: (p: { reference: string }) =>
			`Also delete the key ${p.reference} from the vault (no other account or endpoint uses it)`,
		sharedKey: (p: { reference: string }) => `The key ${p.reference} stays: another account or endpoint uses it.`,
		rebase: 'Apply my changes to the newer list',
		restart: 'Start again from the newer list',
		undo: 'Undo',
		undoOffer: (p: { ids: string }) => `Removed ${p.ids}.`,
		undoForgotten: (p: { refs: string }) => `The deleted keys (${p.refs}) do not come back; store them again.`,
		undoChanged: 'Not undone: the endpoint changed since; nothing was sent. Edit the accounts instead.',
		undoSent: 'Sent the earlier account list back.',
		retries: 'When an account fails',
		retriesDefault: 'The city’s default',
		retriesOne: 'Try the next account once',
		retriesTwo: 'Try the next accounts twice',
		save: 'Save accounts',
		cancel: 'Cancel',
		sent: 'Sent. Showing the list sent until the city answers.',
		refused: 'The city refused the change; the city’s list is shown again.',
		empty: 'Keep at least one account.'
	},
	attach: {
		heading: 'Attach an endpoint',
		vendor: 'Provider',
		vendorFree: 'Another provider (type the base URL)',
		face: 'Dialect offered by this host',
		faceUndocumented: (p: { host: string }) => `${p.host} does not document this dialect`,
		name: 'Endpoint id',
		nameHint: 'Commands use it; attaching an existing id replaces that endpoint, after you confirm.',
		nameOffered: (p: { taken: string; offered: string }) =>
			`${p.taken} is already attached, so the id ${p.offered} is offered. To replace ${p.taken}, type its id.`,
		keepsAccounts: (p: { accounts: string }) =>
			`Re-attaching keeps the accounts as they are (${p.accounts}); change them with Edit accounts on the card.`,
		headerToVault: 'secret:… (stored in the vault on Look or Attach)',
		headerVaultOffer:
			'This looks like a credential: Look and Attach store it in the city’s vault, and the header carries its secret: reference instead.',
		headerVaultStore: 'Store it in the vault now',
		baseUrl: 'Base URL',
		dialect: 'Dialect',
		dialects: {
			anthropic: 'Anthropic Messages',
			open_ai: 'OpenAI Chat Completions',
			open_ai_responses: 'OpenAI Responses'
		},
		accountId: 'Account id',
		key: 'Key',
		keyHint: 'Sent only to the city’s vault; this page keeps only its reference.',
		keyStored: (p: { reference: string }) => `Key stored as ${p.reference}.`,
		forgetTrial: 'Forget this key',
		forgetTrialHint: 'If you will not attach this endpoint, the city deletes the key it stored for the look.',
		trialForgotten: (p: { reference: string }) => `The city was asked to delete ${p.reference}.`,
		advanced: 'Advanced',
		label: 'Display name',
		timeoutMs: 'Timeout for one request (ms)',
		requestMaxRetries: 'Retries per request',
		streamIdleTimeoutMs: 'Silence allowed in a stream (ms)',
		maxInFlight: 'Requests at once (1–256)',
		proxying: 'Proxying',
		proxyingDefault: (p: { rule: string }) => `The city’s rule (${p.rule})`,
		proxyings: { except_local: 'Proxy all but local addresses', always: 'Always', never: 'Never' },
		defaultPlaceholder: (p: { value: string }) => `default ${p.value}`,
		untilHalted: 'until halted',
		sameAsSettled: 'as a settled request',
		headers: 'Extra headers',
		headerName: (p: { n: number }) => `Header ${p.n} name`,
		headerValue: (p: { n: number }) => `Header ${p.n} value`,
		addHeader: 'Add a header',
		removeHeader: (p: { n: number }) => `Remove header ${p.n}`,
		overrides: 'Body overrides',
		overridesHint: 'A JSON Pointer and the text to put there; the city reads the text as JSON when it can.',
		overridePointer: (p: { n: number }) => `Override ${p.n} pointer`,
		overrideValue: (p: { n: number }) => `Override ${p.n} value`,
		addOverride: 'Add an override',
		removeOverride: (p: { n: number }) => `Remove override ${p.n}`,
		preview: 'The request the city will make',
		previewList: 'Reading the model list (Look and Attach)',
		previewModel: 'A model request, with your overrides',
		previewInvalid: 'Fix the marked fields to see the request.',
		look: 'Look',
		looking: 'Looking…',
		submit: 'Attach',
		heldWhat: 'the list of attached endpoints',
		probeResult: 'The result of Look',
		sent: 'Sent. The endpoint appears in the list once the city has attached it.',
		refusedHeading: 'The city refused',
		notSent: 'Not sent: the city is not connected. Nothing you typed was lost; try again once connected.',
		fixFields: 'Nothing was sent. Fix these fields:',
		adopted: (p: { url: string }) => `The city spells the base URL ${p.url}.`
	},
	probe: {
		heading: (p: { name: string }) => `What the city saw at ${p.name}`,
		host: 'Host',
		elapsed: (p: { ms: number }) => `${p.ms} ms in all`,
		stages: { named: 'Name resolved', connected: 'Connected', answered: 'Answered', through: 'Route' },
		state: 'State',
		detail: 'Detail',
		stageOk: 'went well',
		stageFailed: 'went wrong',
		allWell: 'Every stage went well.',
		failedHeading: 'The model list could not be read',
		failedCode: 'Code',
		failedSubject: 'Subject',
		couldNotRead: 'Models: could not be read.',
		empty: 'Models: the endpoint lists none.',
		shape: 'The probe reading did not match the wire:',
		models: 'Models to admit',
		modelsHint:
			'Checked models are admitted; when all are checked, every listed model is. Unchecking all is refused: an endpoint needs at least one model.',
		filter: 'Filter models',
		noMatch: 'No model matches the filter.',
		contextTokens: 'Context window',
		maxOutputTokens: 'Output ceiling',
		inputKinds: 'Input',
		inputPrice: 'Input price',
		outputPrice: 'Output price',
		admit: (p: { id: string }) => `Admit ${p.id}`,
		sentences: {
			// The detail is how many addresses the name resolved to (WIRE.md §12.2).
			'named.resolved': (p: { detail: string }) =>
				p.detail === '1' ? 'The name resolved to 1 address.' : `The name resolved to ${p.detail} addresses.`,
			'named.not_found': (p: { host: string }) =>
				`There is no host named ${p.host}: check the host name in the base URL.`,
			'named.refused': () => 'The name server refused to resolve the host: check this machine’s DNS settings.',
			'named.proxied_away': () => 'The proxy resolves the name.',
			'connected.open': () => 'Connected.',
			'connected.refused': () =>
				'Nothing listens on that port: check the port in the base URL and that the server is running.',
			'connected.silent': () =>
				'No reply to the connection attempt: the host may be down, or a firewall drops the connection.',
			'connected.failed': (p: { detail: string }) =>
				`The connection failed (${p.detail}): check the network between the city and the host.`,
			'connected.skipped': () => 'No connection was attempted: an earlier step stopped it.',
			'answered.status_ok': (p: { detail: string }) => `The endpoint answered (HTTP ${p.detail}).`,
			'answered.status_key': (p: { detail: string }) =>
				`The endpoint refused the key (HTTP ${p.detail}): store the right key for the account, or check the account’s header.`,
			'answered.status_path': () =>
				'Nothing answers at that path (HTTP 404): check the path in the base URL, such as /v1.',
			'answered.status_limit': () => 'The endpoint says too many requests (HTTP 429): wait, then look again.',
			'answered.status_server': (p: { detail: string }) => `The provider failed (HTTP ${p.detail}): try again later.`,
			'answered.status_other': (p: { detail: string }) =>
				`The endpoint refused the request (HTTP ${p.detail}): check the base URL and the dialect.`,
			'answered.name_not_usable': () => 'The host name cannot be used for the request: check the base URL.',
			'answered.handshake_failed': () =>
				'The secure connection failed: the certificate may be untrusted, or the port does not speak HTTPS (try http://).',
			'answered.unreachable': () => 'No HTTP answer came back: check that the server at that address speaks HTTP.',
			'through.direct': () => 'No proxy.',
			'through.environment': (p: { detail: string }) => `Through the proxy named by ${p.detail}.`,
			'through.excluded': () => 'A proxy exists, but this host is excluded from it.',
			'through.local_address': () => 'Not proxied: the address is local.',
			'through.disabled': () => 'Proxying is off for this endpoint.'
		}
	},
	changes: {
		none: 'Nothing else changes.',
		before: 'now:',
		after: 'after:',
		notSet: 'not set',
		modelsReadByAttach: 'read again by the attach',
		fields: {
			base_url: 'Base URL',
			dialect: 'Dialect',
			accounts: 'Accounts',
			models: 'Models',
			label: 'Display name',
			timeout_ms: 'Timeout (ms)',
			request_max_retries: 'Retries per request',
			stream_idle_timeout_ms: 'Stream silence (ms)',
			max_in_flight: 'Requests at once',
			proxying: 'Proxying',
			account_retries: 'When an account fails',
			headers: 'Extra headers',
			overrides: 'Body overrides'
		}
	},
	replace: {
		orphans: 'Keys the replaced endpoint alone used:',
		badge: 'replaces',
		heading: (p: { name: string }) => `${p.name} is already attached`,
		intro: (p: { name: string }) =>
			`Attach replaces ${p.name} as a whole. This is what changes; nothing is sent until you confirm.`,
		dropped: 'These chosen models will be dropped:',
		atRisk: 'These chosen models stay only if the endpoint still lists them (press Look to know):',
		choice: (p: { tag: string; model: string }) => `${p.tag}: ${p.model}`,
		confirm: (p: { name: string }) => `Replace ${p.name}`,
		confirmed: (p: { name: string }) => `You confirmed replacing ${p.name}.`,
		asking: (p: { name: string }) => `Not sent: confirm that you mean to replace ${p.name}, or change the id.`,
		orChangeId: 'or change the id to attach a new endpoint beside it.'
	},
	conflict: {
		badge: 'changed',
		heading: 'This endpoint changed since you started',
		goneHeading: 'This endpoint is no longer attached',
		intro: 'Another tab or person changed it. Nothing was sent. Compare, then continue from the newer read.',
		adopt: 'Continue from the newer read'
	},
	problems: {
		required: 'Required.',
		not_a_url: 'Not a URL. Enter the full base URL, such as https://api.openai.com/v1.',
		not_http: 'Only http:// or https:// base URLs work.',
		credentials_in_url: 'Remove the user name or password from the URL; store the key in the key field instead.',
		control_chars: 'Remove the control characters.',
		header_duplicate: 'Another header already has this name (names ignore case): keep one of them.',
		none_checked: 'No model is checked: check at least one model to admit.',
		header_token: "A header name may hold only letters, digits and !#$%&'*+-.^_`|~ (no spaces or colons).",
		header_for_key:
			'A key reaches this service only in a header: name the header it reads the key from, such as x-api-key.',
		header_needs_reference:
			'An account without a key reference sends no key, so it cannot have a key header. Store a key first, or empty this field.',
		not_a_pointer:
			'Not a JSON Pointer: start with /, such as /provider/sort (write ~ as ~0 and / inside a name as ~1).',
		account_grammar: 'Use lower-case letters and digits only (no spaces, - or _).',
		account_duplicate: 'Another account already has this id.',
		not_a_whole_number: 'Enter a whole number, or leave it empty for the default.',
		below_one: 'Enter at least 1, or leave it empty for the default.',
		below_zero: 'Enter 0 or more, or leave it empty for the default.',
		above_256: 'Enter at most 256.',
		too_large: 'That number is too large to send: enter at most 9007199254740991, or leave it empty for the default.'
	},
	/** What a card draws in its parts fetched after the first paint. */
	card: {
		noAccountList: 'Attached without an account list.',
		tuning: 'Settings as attached',
		notSet: 'not set (the city’s default)',
		label: 'Display name',
		headers: 'Extra headers',
		overrides: 'Body overrides',
		proxying: 'Proxying',
		accountRetries: 'When an account fails',
		otherKeys: 'Other settings',
		lastAttach: 'Last attach from this tab',
		lastModels: (p: { count: number }) => (p.count === 1 ? 'It read 1 model.' : `It read ${p.count} models.`),
		lastFailed: 'The model list could not be read:',
		droppedChoices: 'Choices the city dropped:',
		droppedChoice: (p: { tag: string; model: string | null }) => (p.model ? `${p.tag} (${p.model})` : p.tag)
	}
};
