/** Words for the city's own defaults on /models: the thinking level, keeping the cache warm, the context threshold. */
export const cityDefaults = {
	heading: 'The city’s defaults',
	intro: 'What every agent of the city uses where nothing nearer says otherwise, and where each value comes from.',
	building: {
		label: 'Building',
		hint: 'The address whose own settings are shown beside the city’s: the city’s own address by default.',
		show: 'Show',
		invalid: 'Not an address the city can read: letters, digits and - _ . separated by /.',
		waiting: 'Waiting for the city to say its name…'
	},
	overview: {
		label: 'Thinking level for the city',
		link: 'Thinking level for the city: change it on the models page'
	},
	effort: {
		heading: 'Thinking level',
		help: 'How hard models think wherever a chosen model states no level of its own.',
		label: 'Thinking level for the city',
		untouched: 'the provider decides',
		levels: {
			none: 'none',
			minimal: 'minimal',
			low: 'low',
			medium: 'medium',
			high: 'high',
			xhigh: 'extra high',
			max: 'max'
		},
		save: 'Set for the city',
		pickFirst: 'Choose a level first: “the provider decides” cannot be sent.',
		heldWhat: 'the city’s settings',
		refused: 'The city refused the thinking level'
	},
	keepWarm: {
		heading: 'Keep the prompt cache warm',
		help: 'Whether the city keeps each agent’s prompt cache warm between turns: faster and cheaper follow-ups, paid for with keep-alive requests.',
		legend: 'Keep the prompt cache warm',
		choices: { off: 'off', five_minute: 'five minutes' },
		save: 'Send',
		/** The file the value is read from, and what that reading covers. */
		fromFile:
			'Read from the city’s own file, .sprawling/CONFIG.toml. A building’s or resident’s own file may state another value for its agents.',
		reading: 'Reading the city’s file…',
		noFile: 'The city has no settings file of its own yet, so its default holds.',
		notStated: 'The city’s file does not state it, so the city’s default holds.',
		strange: 'The city’s file states a value this page does not know (the city reads off or five_minute):',
		cut: 'The city’s file is longer than the city sends at once, and the part it sent does not state this setting, so it is not known here.',
		opaque: 'The city’s file is not text, so this page cannot read the setting from it.',
		unreadable: 'The city could not read its file:',
		unread: (p: { line: number }) =>
			`Line ${p.line} of the city’s file is written in a form this page does not read, so the setting is not known here (the file is read, never guessed at).`,
		lastSent: 'What this page last sent',
		neverSent: 'nothing yet from this tab',
		noReadBack:
			'This city does not answer reads of its own file (an older city, or it refused), so this page cannot read the setting back. This is only what this tab sent, not necessarily what the city holds now.',
		refused: 'The city refused keeping the cache warm'
	},
	threshold: {
		at: (p: { addr: string }) => `At ${p.addr}`,
		heading: 'Context threshold',
		help: 'The share of a model’s window at which the city compacts an agent’s context, for one building.',
		label: (p: { min: number; max: number }) => `Threshold in percent (${p.min} to ${p.max})`,
		first: 'The first rung (fixed by the city)',
		percent: (p: { percent: number }) => `${p.percent} %`,
		save: 'Set for this address',
		problems: {
			empty: 'Type a whole percent.',
			notWhole: 'A whole number only, such as 70.',
			outside: (p: { min: number; max: number }) => `Outside what the city accepts: from ${p.min} to ${p.max}.`
		},
		refused: 'The city refused the threshold'
	}
};
