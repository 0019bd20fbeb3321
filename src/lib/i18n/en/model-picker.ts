/** Words the model picker's body says: they come with its code, not with a page's first load. */
export const modelPicker = {
	list: {
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
		/** Names of the input kinds the city states; a kind not named here is shown as the city wrote it. */
		kindNames: { text: 'text', image: 'image', file: 'file', audio: 'audio', video: 'video' } as Record<string, string>,
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
