/** The part of the Prioritized Task Scheduling API used here (Chromium, Firefox; Safari has none). */
type BackgroundScheduler = {
	postTask(fn: () => void, options: { priority: 'background'; signal: AbortSignal }): Promise<void>;
};

/**
 * Calls `fn` once the browser has painted what is on screen now: a frame callback, then a task queued
 * from it (a frame callback alone runs before that frame's paint). Returns a function that cancels it.
 * Used to start work that is not needed for the first picture, so the first picture is not kept waiting.
 * Where the browser can, that task has background priority: a socket message, a key press or a timer
 * queued meanwhile goes first, so deferred work never holds back the next answer's drawing.
 */
export function afterNextPaint(fn: () => void): () => void {
	const cancel = new AbortController();
	const { signal } = cancel;
	const frame = requestAnimationFrame(() => {
		const scheduler = (globalThis as { scheduler?: Partial<BackgroundScheduler> }).scheduler;
		if (scheduler?.postTask)
			// A cancelled task rejects too; any other rejection is `fn`'s own error, reported as a timer's would be.
			scheduler.postTask(fn, { priority: 'background', signal }).catch((e) => signal.aborted || reportError(e));
		else {
			const timer = setTimeout(fn, 0);
			signal.onabort = () => clearTimeout(timer);
		}
	});
	return () => {
		cancelAnimationFrame(frame);
		cancel.abort();
	};
}

/**
 * Like `afterNextPaint`, but waits further for the browser to be idle (at most `timeout` ms), so work
 * that is already queued, such as drawing a next answer, goes first. For parts of a page that nobody
 * needs in the first moment, such as a form below a list.
 */
export function whenIdleAfterPaint(fn: () => void, timeout = 200): () => void {
	let idle: number | undefined;
	const cancelPaint = afterNextPaint(() => {
		if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(fn, { timeout });
		else fn();
	});
	return () => {
		cancelPaint();
		if (idle !== undefined) cancelIdleCallback(idle);
	};
}
