/** A host's config.json that is present but wrong (the shell's lazily fetched notice). */
export const configProblem = {
	heading: 'config.json could not be used',
	body: (p: { url: string }) =>
		`The file at ${p.url} is present but not valid, so the app connects to its own origin instead.`,
	http: (p: { status: number }) => `The server answered HTTP ${p.status} instead of the file.`,
	notJson: (p: { detail: string }) => `It is not valid JSON: ${p.detail}`,
	notObject: 'It must be a JSON object with at least the fields “wire” and “enroll”.',
	missing: (p: { field: string }) => `“${p.field}” is missing; it is required.`,
	notString: (p: { field: string }) => `“${p.field}” must be a string.`,
	notUrl: (p: { field: string }) => `“${p.field}” is not a URL.`,
	wrongScheme: (p: { field: string; expected: string }) => `“${p.field}” must start with one of: ${p.expected}.`,
	notAllowed: (p: { field: string; expected: string }) => `“${p.field}” must be one of: ${p.expected}.`
};
