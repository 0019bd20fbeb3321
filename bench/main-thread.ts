// How busy a page's main thread was during one traced first load, split at the session token: the question
// behind every first-load change (is the page waiting for the network, or for its own main thread?).

/** The few fields of a Chromium trace event this file reads. */
export interface TraceEvent {
	name: string;
	ph: string;
	/** Microseconds. */
	ts: number;
	dur?: number;
	pid: number;
	tid: number;
	args?: { data?: { documentLoaderURL?: string } };
}

/** Milliseconds: busy, and idle (the rest of the span), before and after the session token. */
export interface MainThreadTime {
	/** Navigation start → rows painted. */
	busy: number;
	/** DOMContentLoaded → the session token. */
	busyBeforeToken: number;
	idleBeforeToken: number;
	/** The session token → rows painted. */
	busyAfterToken: number;
	idleAfterToken: number;
}

/** The marks of one load, in milliseconds from navigation start (`LoadMarks` of `mcp-load-bench.ts`). */
export interface TokenMarks {
	nav: number;
	token: number;
	rows: number;
}

/** The page's own navigation (the last start of one to `url`): its time and its main thread. */
export function navigationOf(events: readonly TraceEvent[], url: string): TraceEvent | null {
	let found: TraceEvent | null = null;
	for (const e of events) if (e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url) found = e;
	return found;
}

/**
 * The main thread's time from `url`'s navigation start, split at the session token. Busy is the union of every
 * complete event on that thread (nested and overlapping ones counted once).
 */
export function mainThreadTime(events: readonly TraceEvent[], url: string, marks: TokenMarks): MainThreadTime {
	const nav = navigationOf(events, url);
	if (!nav) throw new Error(`the trace has no navigation to ${url}`);
	const spans = events
		.filter((e) => e.ph === 'X' && e.dur && e.pid === nav.pid && e.tid === nav.tid)
		.map((e) => [(e.ts - nav.ts) / 1000, (e.ts + (e.dur ?? 0) - nav.ts) / 1000] as const)
		.sort((a, b) => a[0] - b[0]);
	const busyWithin = (from: number, to: number) => {
		let covered = from;
		let busy = 0;
		for (const [start, end] of spans) {
			const a = Math.max(start, covered);
			const b = Math.min(end, to);
			if (b > a) {
				busy += b - a;
				covered = b;
			}
		}
		return busy;
	};
	const before = busyWithin(marks.nav, marks.token);
	const after = busyWithin(marks.token, marks.rows);
	return {
		busy: busyWithin(0, marks.rows),
		busyBeforeToken: before,
		idleBeforeToken: marks.token - marks.nav - before,
		busyAfterToken: after,
		idleAfterToken: marks.rows - marks.token - after
	};
}
