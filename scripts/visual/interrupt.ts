// Ctrl-C (or a kill) mid-run still removes the temporary worktree and folders.
const cleanups = new Set<() => void>();

function onSignal(): void {
	for (const fn of [...cleanups].reverse()) fn();
	process.exit(130);
}

/** Runs `fn` if the process is interrupted before the returned function is called. */
export function onInterrupt(fn: () => void): () => void {
	if (cleanups.size === 0) {
		process.once('SIGINT', onSignal);
		process.once('SIGTERM', onSignal);
	}
	cleanups.add(fn);
	return () => {
		cleanups.delete(fn);
		if (cleanups.size === 0) {
			process.off('SIGINT', onSignal);
			process.off('SIGTERM', onSignal);
		}
	};
}
