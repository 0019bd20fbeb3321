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
