/** Words of the usage record on /mcp (`mcp_usage`, `usage_export`): they come with that part's code. */
export const mcpUsage = {
	title: 'What agents use',
	intro: 'Every tool call the city’s agents made, from the city’s own record, for every building.',
	refresh: 'Refresh usage',
	refreshing: 'Asking for usage…',
	loading: 'Asking the city what its agents used…',
	oldCity:
		'This city is older and does not keep a usage record it can share (it does not know the question mcp_usage), so usage is not shown here.',
	none: 'No agent has called a tool of any server yet.',
	unused: 'Not used by any agent yet.',
	configured: 'Configured servers',
	gone: 'Tools of servers no longer configured',
	goneIntro: 'Calls made through servers that no building configures now.',
	noServer: 'no server named',
	allServers: (p: { count: number }) => `Show all ${p.count} servers`,
	fewerServers: (p: { count: number }) => `Show the first ${p.count} servers only`,
	calls30: (p: { count: number }) =>
		p.count === 1 ? '1 call in the last 30 days' : `${p.count} calls in the last 30 days`,
	failed30: (p: { count: number }) => (p.count === 1 ? '1 failed' : `${p.count} failed`),
	lastUsed: 'Last used',
	never: 'never',
	older: (p: { count: number }) =>
		p.count === 1 ? '1 call before the last 30 days' : `${p.count} calls before the last 30 days`,
	chart: {
		sentence: (p: { server: string; days: string }) =>
			`Calls per day of ${p.server}, last 30 days (UTC): ${p.days}; no calls on the other days.`,
		day: (p: { day: string; count: number }) => `${p.count} on ${p.day}`,
		empty: (p: { server: string }) => `No calls of ${p.server} in the last 30 days (UTC).`
	},
	tools: {
		caption: (p: { server: string }) => `Tools of ${p.server} that agents used`,
		tool: 'Tool',
		calls: 'Calls (30 days)',
		failed: 'Failed (30 days)',
		open: 'Calls',
		total: 'All calls',
		last: 'Last used',
		sortHint: 'Sorts the tools by this column; pressed again, the other way round.',
		ascending: 'ascending',
		descending: 'descending',
		show: (p: { tool: string }) => `Show the calls of ${p.tool}`,
		hide: (p: { tool: string }) => `Hide the calls of ${p.tool}`,
		shown: (p: { shown: number; count: number }) =>
			`Showing the first ${p.shown} of ${p.count} tools, in the order chosen above.`,
		all: (p: { count: number; server: string }) => `Show all ${p.count} tools of ${p.server}`,
		fewer: (p: { count: number }) => `Show the first ${p.count} tools only`
	},
	calls: {
		caption: (p: { tool: string }) => `Calls of ${p.tool}, newest first`,
		run: 'Run',
		resident: 'Resident',
		time: 'Time',
		outcome: 'Outcome',
		noResident: 'none',
		ok: 'ok',
		failed: 'failed',
		unknown: 'unknown (stopped before a result)',
		page: (p: { page: number; pages: number; total: number }) => `Page ${p.page} of ${p.pages} (${p.total} calls)`,
		previous: 'Newer calls',
		next: 'Older calls'
	},
	export: {
		label: 'Export usage',
		csv: 'Download CSV',
		jsonl: 'Download JSON Lines',
		working: 'Asking the city for its export…',
		done: (p: { file: string }) => `Downloaded ${p.file}.`
	}
};
