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
		below_one: 'The ceiling must be at least 1, or empty.',
		too_large: 'That number is too large to send: the ceiling can be at most 9007199254740991.'
	},
	applyCeiling: 'Apply ceiling',
	heldWhat: 'the models chosen for each purpose',
	applyCeilingNeedsChoice: 'Choose a model first; the ceiling belongs to a choice.',
	sent: (p: { model: string; tag: string }) =>
		`Asked the city to use ${p.model} for ${p.tag}. The choice shows here once the city confirms it.`,
	notSent: 'Not sent: the connection to the city is down. Try again once it is back.',
	noEndpoints: 'No endpoints are attached, so there are no models to choose from. Attach one on the Endpoints page.',
	picker: {
		open: (p: { purpose: string }) => `Choose a model for ${p.purpose}`,
		openPlain: 'Choose a model',
		dialog: 'Model picker',
		close: 'Close'
	}
};
