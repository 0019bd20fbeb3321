import type { ServerRowModel } from './rows';

export interface HealthSummary {
	servers: number;
	connected: number;
	authenticating: number;
	failed: number;
	notAsked: number;
	tools: number;
}

/** The line above the rows: how many servers, in which state, and how many tools in all. */
export function summarize(rows: readonly ServerRowModel[]): HealthSummary {
	const s: HealthSummary = { servers: rows.length, connected: 0, authenticating: 0, failed: 0, notAsked: 0, tools: 0 };
	for (const row of rows) {
		const state = row.state;
		if (state === null) s.notAsked++;
		else if ('connected' in state) {
			s.connected++;
			s.tools += state.connected.tools.length;
		} else if ('authenticating' in state) s.authenticating++;
		else s.failed++;
	}
	return s;
}
