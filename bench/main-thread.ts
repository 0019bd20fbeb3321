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

/** Every complete event on the main thread of `url`'s navigation, in ms from its start; at one start, the longer first. */
function mainThreadSpans(events: readonly TraceEvent[], url: string): { start: number; end: number; kind: WorkKind }[] {
	const nav = navigationOf(events, url);
	if (!nav) throw new Error(`the trace has no navigation to ${url}`);
	return events
		.filter((e) => e.ph === 'X' && e.dur && e.pid === nav.pid && e.tid === nav.tid)
		.map((e) => ({ start: (e.ts - nav.ts) / 1000, end: (e.ts + (e.dur ?? 0) - nav.ts) / 1000, kind: kindOf(e.name) }))
		.sort((a, b) => a.start - b.start || b.end - a.end);
}

/**
 * The main thread's time from `url`'s navigation start, split at the session token. Busy is the union of every
 * complete event on that thread (nested and overlapping ones counted once).
 */
export function mainThreadTime(events: readonly TraceEvent[], url: string, marks: TokenMarks): MainThreadTime {
	const spans = mainThreadSpans(events, url);
	const busyWithin = (from: number, to: number) => {
		let covered = from;
		let busy = 0;
		for (const { start, end } of spans) {
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

/** What the main thread was doing, by the kind of each trace event's own time (its children's taken out). */
export const WORK_KINDS = ['script', 'compile', 'style and layout', 'paint', 'HTML', 'garbage', 'other'] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

/** Trace event names → kind; the first match wins, and a name matched by none is `other`. */
const KIND_PATTERNS: readonly (readonly [RegExp, WorkKind])[] = [
	[/^V8\.(PreParse|Parse|Compile|Deserialize)|^v8\.compile|^FlushInstructionCache/, 'compile'],
	[/^V8\.GC|^(Major|Minor)GC|^BlinkGC/, 'garbage'],
	[
		/^(Layout|UpdateLayoutTree|LocalFrameView::performLayout|Document::(recalcStyle|rebuildLayoutTree|updateStyle))|^InlineNode::|^CSSParser/,
		'style and layout'
	],
	[/^(Paint|PrePaint|Layerize|Commit|PaintArtifactCompositor|Blink\.(Paint|PrePaint|Compositing))/, 'paint'],
	[/^(ParseHTML|HTMLDocumentParser)/, 'HTML'],
	[
		/^(FunctionCall|RunMicrotasks|EventDispatch|TimerFire|FireAnimationFrame|FireIdleCallback)$|^v8\.(callFunction|evaluateModule|run|newInstance)$|^V8\.(Bytecode|HandleInterrupts|StackGuard)/,
		'script'
	]
];

/** The kind of work a trace event's name says it is. */
export function kindOf(name: string): WorkKind {
	return KIND_PATTERNS.find(([pattern]) => pattern.test(name))?.[1] ?? 'other';
}

type Split = Record<WorkKind, number>;
const emptySplit = (): Split => Object.fromEntries(WORK_KINDS.map((k) => [k, 0])) as Split;

/**
 * The main thread's busy time from `url`'s navigation, split at the session token and by kind: each instant
 * belongs to the innermost event running then, the one started last (a script's first call compiling a function
 * is compile, not script). Busy time is the same as `mainThreadTime`'s; before the token counts from DOMContentLoaded.
 */
export function workByKind(
	events: readonly TraceEvent[],
	url: string,
	marks: TokenMarks
): { beforeToken: Split; afterToken: Split } {
	const spans = mainThreadSpans(events, url);
	const beforeToken = emptySplit();
	const afterToken = emptySplit();
	const times = [...new Set(spans.flatMap((s) => [s.start, s.end]))].sort((a, b) => a - b);
	let active: typeof spans = [];
	let next = 0;
	for (let i = 0; i + 1 < times.length; i++) {
		const [from, to] = [times[i]!, times[i + 1]!];
		active = active.filter((s) => s.end > from);
		while (next < spans.length && spans[next]!.start <= from) active.push(spans[next++]!);
		// Sorted by start, the longer first, and none ended: the last one is the innermost.
		const owner = active.at(-1);
		if (!owner) continue;
		beforeToken[owner.kind] += Math.max(0, Math.min(to, marks.token) - Math.max(from, marks.nav));
		afterToken[owner.kind] += Math.max(0, Math.min(to, marks.rows) - Math.max(from, marks.token));
	}
	return { beforeToken, afterToken };
}
