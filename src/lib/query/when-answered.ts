/** What `whenAnswered` watches: the link and the questions, and how it waits for a quiet moment. */
export interface AnsweredSignals {
	/** Calls `check` whenever the link's state or a question changes; returns the unsubscribe. */
	watch(check: () => void): () => void;
	/** The link is up and no question is waiting for its answer. */
	answered(): boolean;
	/** Calls `fn` a little later (after the next paint, when idle); returns a cancel. */
	later(fn: () => void): () => void;
}

/**
 * Calls `fn` once, at the first quiet moment after every question on screen has its answer; checked again
 * when that moment comes, since a page asks after it mounts. For work nobody needs yet (the parts a failure
 * draws), so it never competes with the first answers. Returns a cancel.
 */
export function whenAnswered(signals: AnsweredSignals, fn: () => void): () => void {
	let done = false;
	let cancelLater: (() => void) | null = null;
	const check = () => {
		if (done || cancelLater || !signals.answered()) return;
		cancelLater = signals.later(() => {
			cancelLater = null;
			// A question asked meanwhile: its answer's change checks again.
			if (done || !signals.answered()) return;
			done = true;
			stop();
			fn();
		});
	};
	const stop = signals.watch(check);
	check();
	return () => {
		done = true;
		stop();
		cancelLater?.();
	};
}
