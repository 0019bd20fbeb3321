/** Words a server's tool list says: they come with those parts' code, not with the page's first load. */
export const mcpTools = {
	/** The tool search's answer, drawn once something is typed. */
	matches: {
		results: (p: { count: number }) => `${p.count} ${p.count === 1 ? 'tool matches' : 'tools match'}`,
		none: 'No tool matches.',
		server: 'Server'
	},
	tool: {
		cityName: 'City name',
		remoteName: 'Remote name',
		disclosure: 'Disclosure',
		parameters: 'Parameters',
		showSchema: (p: { tool: string }) => `Show the schema of ${p.tool} as published`,
		hideSchema: (p: { tool: string }) => `Hide the published schema of ${p.tool}`,
		schemaLabel: (p: { tool: string }) => `Input schema of ${p.tool}, as published`
	},
	schema: {
		name: 'Name',
		type: 'Type',
		required: 'Required',
		values: 'Values',
		description: 'Description',
		yes: 'required',
		no: 'optional',
		ref: (p: { ref: string }) => `refers to ${p.ref}`,
		recursive: 'refers back to itself; shown above',
		empty: 'Takes no parameters.',
		notObject: 'This schema is not an object schema, so it has no parameter table; the schema as published is below.',
		caption: (p: { tool: string }) => `Parameters of ${p.tool}`
	},
	warnings: {
		heading: (p: { count: number }) =>
			`${p.count} ${p.count === 1 ? 'warning' : 'warnings'}: connected, but a model may not be able to use everything`,
		duplicate: (p: { tool: string; servers: string }) =>
			`${p.tool}: the same city name is offered by ${p.servers}; a model cannot tell them apart.`,
		nameTooLong: (p: { tool: string; length: number }) =>
			`${p.tool}: the name has ${p.length} characters; model APIs reject names longer than 64.`,
		nameChars: (p: { tool: string }) =>
			`${p.tool}: the name has characters other than letters, digits, “_” and “-”; model APIs reject it.`,
		schemaNotObject: (p: { tool: string }) =>
			`${p.tool}: the input schema is not an object schema (“type”: “object”); model APIs reject it.`,
		schemaLarge: (p: { tool: string; kb: number }) =>
			`${p.tool}: the input schema is ${p.kb} KB, more than 32 KB; it costs tokens on every call.`
	}
};
