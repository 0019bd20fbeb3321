/** Words for a setting and the layer it came from (`SettingOrigin`), shared by every setting of the city's own. */
export const settingOrigin = {
	inForce: 'In force',
	layers: {
		default: 'the city’s default',
		city: 'set for the city',
		building: 'set for this building',
		resident: 'set for one resident'
	},
	/** A layer this app has no words for, shown as the city spelled it. */
	unknownLayer: 'set at a layer named',
	untouchedMark: 'nobody has set this',
	overridden: (p: { where: string }) => `A nearer file overrides this at ${p.where}. In force there:`,
	cannotClear:
		'Once set, this cannot be cleared from here: the city’s command takes only a new value. Removing it means editing the city’s file by hand.',
	save: {
		sending: 'Sending…',
		confirmed: 'The city took it; reading it back…',
		saved: 'Saved: the city reads it back.',
		taken: 'The city took it (no answer reads this setting back).',
		differs: 'The city took it, but reads back another value (a file may have changed it since).',
		notSent: 'Not sent: the connection to the city is down. Your choice is kept; try again once connected.',
		changedElsewhere: 'Changed elsewhere (another tab or a file): the city now reads',
		keptDraft: 'Your choice is kept below.'
	}
};
