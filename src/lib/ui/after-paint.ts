/**
 * Calls `fn` once the browser has painted what is on screen now: a frame callback, then a task queued
 * from it (a frame callback alone runs before that frame's paint). Returns a function that cancels it.
 * Used to start work that is not needed for the first picture, so the first picture is not kept waiting.
 */
export function afterNextPaint(fn: () => void): () => void {
	let timer: ReturnType<typeof setTimeout> | undefined;
	const frame = requestAnimationFrame(() => {
		timer = setTimeout(fn, 0);
	});
	return () => {
		cancelAnimationFrame(frame);
		clearTimeout(timer);
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
