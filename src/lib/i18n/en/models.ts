/** Words the models area says. */
export const models = {
	title: 'Models',
	intro:
		'The model chosen for each purpose. Each “Choose a model” opens the catalogue: every model across every endpoint, merged by canonical id, each provider’s own facts as it stated them, and a compare view for up to four models.',
	tags: { main: 'Main', digest: 'Digest', transcribe: 'Transcribe', ocr: 'OCR' },
	tagHelp: {
		main: 'The model residents think and talk with.',
		digest: 'The model that summarises long histories.',
		transcribe: 'The model that turns speech into text.',
		ocr: 'The model that reads text out of images.'
	},
	/** A purpose the city names that this app has no words for yet; its name is shown as the city spelled it. */
	unknownTagHelp: 'A purpose the city names that this app does not know yet.',
	refused: (p: { tag: string }) => `The city refused the choice for ${p.tag}`,
	current: 'Current choice',
	unchosen: 'No model chosen yet.',
	chosenAs: (p: { model: string; endpoint: string }) => `${p.model} from ${p.endpoint}`,
	gone: 'This endpoint no longer lists this model.',
	ceiling: 'Output ceiling (tokens)',
	ceilingHelp: 'Empty: as the provider states. Sent with the next choice, or on its own with “Apply ceiling”.',
	ceilingProblems: {
		not_a_whole_number: 'Type a whole number, such as 64000, or leave it empty.',
		below_one: 'The ceiling must be at least 1, or empty.'
	},
	applyCeiling: 'Apply ceiling',
	applyCeilingNeedsChoice: 'Choose a model first; the ceiling belongs to a choice.',
	aboveCeiling: {
		badge: 'above the model’s ceiling',
		above: (p: { purpose: string; ceiling: string; model: string; stated: string }) =>
			`${p.purpose}’s output ceiling is ${p.ceiling}, but ${p.model} states ${p.stated}. Nothing was sent.`,
		useStated: (p: { stated: string }) => `Use ${p.stated}`,
		keep: (p: { ceiling: string }) => `Send ${p.ceiling} anyway`,
		cancel: 'Cancel'
	},
	sent: (p: { model: string; tag: string }) =>
		`Asked the city to use ${p.model} for ${p.tag}. The choice shows here once the city confirms it.`,
	notSent: 'Not sent: the connection to the city is down. Try again once it is back.',
	noEndpoints: 'No endpoints are attached, so there are no models to choose from. Attach one on the Endpoints page.',
	picker: {
		open: (p: { purpose: string }) => `Choose a model for ${p.purpose}`,
		openPlain: 'Choose a model',
		dialog: 'Model picker',
		close: 'Close',
		search: 'Find a model, provider id or endpoint',
		searchHelp:
			'Type to filter. Up and down move, Home and End jump, Enter chooses, Escape closes. Tab moves to the providers.',
		view: 'Show',
		byModel: 'By model',
		byProvider: 'By provider',
		sort: 'Sort by',
		sortNames: {
			name: 'Name',
			context: 'Context window, largest first',
			providers: 'Providers, most first',
			input_price: 'Input price, lowest first'
		},
		lastWithout: {
			context: (p: { count: number }) => `${p.count} without a stated context window, listed last.`,
			input_price: (p: { count: number }) => `${p.count} without a stated price that is a plain number, listed last.`
		},
		kinds: 'Input kinds',
		localOnly: 'Local only',
		models: 'Models',
		endpoints: 'Endpoints',
		providersOf: (p: { model: string }) => `Providers of ${p.model}`,
		modelsOf: (p: { endpoint: string }) => `Models of ${p.endpoint}`,
		count: (p: { shown: number; total: number }) => `${p.shown} of ${p.total}`,
		providers: (p: { count: number }) => (p.count === 1 ? '1 provider' : `${p.count} providers`),
		offers: (p: { count: number }) => (p.count === 1 ? '1 model' : `${p.count} models`),
		noMatch: 'Nothing matches. Clear the filter or the boxes above.',
		pinned: 'Pinned',
		pin: 'Pin this model',
		unpin: 'Unpin this model',
		recent: 'Recently chosen',
		noRecent: 'Nothing chosen here yet.',
		choose: (p: { model: string; endpoint: string }) => `Choose ${p.model} from ${p.endpoint}`,
		chooseNothing: 'Pick a provider first.',
		current: 'current'
	},
	facts: {
		heading: 'This provider’s facts',
		ownId: 'Id at this endpoint',
		context: 'Context window',
		ceiling: 'Output ceiling',
		kinds: 'Input kinds',
		inputPrice: 'Input price',
		outputPrice: 'Output price'
	},
	marks: {
		local: 'local',
		named: 'named by you, not listed by the endpoint',
		no_usable_key: 'no usable key'
	},
	thinking: {
		heading: 'Thinking',
		default: 'default',
		switchDefault: {
			on: 'Upstream default: on',
			off: 'Upstream default: off',
			unknown: 'Upstream default: not stated'
		},
		from: {
			person: 'Offer named by you',
			upstream: 'Offer stated by the upstream',
			preset: 'Offer from a preset',
			unknown: 'Offer from an unknown source'
		},
		source: 'Where it is documented',
		levels: {
			none: 'none',
			minimal: 'minimal',
			low: 'low',
			medium: 'medium',
			high: 'high',
			xhigh: 'extra high',
			max: 'max'
		}
	}
};
