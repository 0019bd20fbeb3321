// The progress line while capturing: how far, how long so far, and about how long is left.

/** `1m05s`, `42s`. */
export function formatDuration(ms: number): string {
	const s = Math.max(0, Math.round(ms / 1000));
	return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
}

/** `capturing 120/764 stories (16%) · 1m05s elapsed · about 5m40s left`; no estimate before the first is done. */
export function progressLine(what: string, done: number, total: number, elapsedMs: number): string {
	const pct = total === 0 ? 100 : Math.floor((done / total) * 100);
	const left =
		done === 0 ? 'estimating time left' : `about ${formatDuration((elapsedMs / done) * (total - done))} left`;
	return `${what} ${done}/${total} (${pct}%) · ${formatDuration(elapsedMs)} elapsed · ${done === total ? 'done' : left}`;
}

/**
 * Prints progress: on a terminal one line rewritten in place, elsewhere (CI, a pipe) a line every
 * `everyMs` and at the end.
 */
export function progressPrinter(what: string, out: NodeJS.WriteStream = process.stdout, everyMs = 10_000) {
	const started = Date.now();
	let last = 0;
	return (done: number, total: number): void => {
		const now = Date.now();
		const line = progressLine(what, done, total, now - started);
		if (out.isTTY) out.write(`\r${line}\x1b[K${done === total ? '\n' : ''}`);
		else if (done === total || now - last >= everyMs) {
			out.write(`${line}\n`);
			last = now;
		}
	};
}
