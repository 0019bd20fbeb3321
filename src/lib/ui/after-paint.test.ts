import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-paint';

// Frames run when the test says so; the scheduler, when there is one, records what was posted.
let frames: (() => void)[] = [];
const runFrames = () => frames.splice(0).forEach((f) => f());
function theOnly<T>(xs: T[]): T {
	expect(xs).toHaveLength(1);
	return xs[0] as T;
}

beforeEach(() => {
	vi.useFakeTimers();
	frames = [];
	vi.stubGlobal('requestAnimationFrame', (f: () => void) => frames.push(f));
	vi.stubGlobal('cancelAnimationFrame', (id: number) => {
		frames[id - 1] = () => {};
	});
});
afterEach(() => {
	vi.useRealTimers();
	vi.unstubAllGlobals();
});

describe('afterNextPaint with a task scheduler', () => {
	function withScheduler() {
		const posted: { fn: () => void; priority: string; signal: AbortSignal; run: () => void }[] = [];
		// As the browser's: the task's promise settles with what `fn` did, and rejects when aborted.
		const postTask = (fn: () => void, o: { priority: string; signal: AbortSignal }) =>
			new Promise<void>((resolve, reject) => {
				const run = () => {
					try {
						resolve(fn());
					} catch (error) {
						reject(error);
					}
				};
				posted.push({ fn, run, ...o });
				o.signal.addEventListener('abort', () => reject(o.signal.reason));
			});
		vi.stubGlobal('scheduler', { postTask });
		return posted;
	}

	it('posts the work at background priority after the frame, not before', () => {
		const posted = withScheduler();
		const fn = vi.fn();
		afterNextPaint(fn);
		expect(posted).toHaveLength(0);
		runFrames();
		const task = theOnly(posted);
		expect(task.priority).toBe('background');
		expect(task.fn).toBe(fn);
		// No timer of its own: a timer would run before other work queued meanwhile.
		expect(vi.getTimerCount()).toBe(0);
	});

	it('a cancel aborts the posted task, silently', async () => {
		const posted = withScheduler();
		const reportError = vi.fn();
		vi.stubGlobal('reportError', reportError);
		const cancel = afterNextPaint(() => {});
		runFrames();
		cancel();
		expect(theOnly(posted).signal.aborted).toBe(true);
		await Promise.resolve();
		await Promise.resolve();
		expect(reportError).not.toHaveBeenCalled();
	});

	it("the work's own error is reported, not swallowed", async () => {
		const posted = withScheduler();
		const reportError = vi.fn();
		vi.stubGlobal('reportError', reportError);
		const failure = new Error('drawing failed');
		afterNextPaint(() => {
			throw failure;
		});
		runFrames();
		theOnly(posted).run();
		await vi.waitFor(() => expect(reportError).toHaveBeenCalledWith(failure));
	});

	it('a cancel before the frame posts nothing', () => {
		const posted = withScheduler();
		afterNextPaint(() => {})();
		runFrames();
		expect(posted).toHaveLength(0);
	});
});

describe('afterNextPaint without a task scheduler', () => {
	it('queues a timer from the frame', () => {
		const fn = vi.fn();
		afterNextPaint(fn);
		vi.runAllTimers();
		expect(fn).not.toHaveBeenCalled();
		runFrames();
		vi.runAllTimers();
		expect(fn).toHaveBeenCalledOnce();
	});

	it('a cancel after the frame clears the timer', () => {
		const fn = vi.fn();
		const cancel = afterNextPaint(fn);
		runFrames();
		cancel();
		vi.runAllTimers();
		expect(fn).not.toHaveBeenCalled();
	});
});
