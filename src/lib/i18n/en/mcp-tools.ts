/** Words a server's tool list says: they come with those parts' code, not with the page's first load. */
export const mcpTools = {
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
	}
};
