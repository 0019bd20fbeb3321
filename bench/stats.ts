import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** Median of the samples (the mean of the middle two for an even count). */
export function median(xs: readonly number[]): number {
	const s = [...xs].sort((a, b) => a - b);
	const mid = s.length >> 1;
	return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/** The p-th percentile by nearest rank (p in 0…100). */
export function percentile(xs: readonly number[], p: number): number {
	const s = [...xs].sort((a, b) => a - b);
	const rank = Math.max(1, Math.ceil((p / 100) * s.length));
	return s[rank - 1] as number;
}

/**
 * How many calls of each function make one sample of at least `minSampleMs` (at least one): a function of a
 * few milliseconds timed one call at a time is mostly timer, scheduling and tier-up noise, and its ratio to a
 * reference swings wider than any budget. Calls each function for `warmMs` (at least `tries` times) first, so
 * the engine has optimised it before any sample, as it has the native `JSON.parse` it is compared with, and
 * goes by the fastest call, so a slow moment makes a sample longer, never shorter. `now` is the clock (a test's
 * own, so what it checks does not depend on how busy the machine is).
 */
export function calibrateReps(
	fns: Record<string, () => unknown>,
	minSampleMs: number,
	warmMs = 250,
	tries = 3,
	now: () => number = () => performance.now()
): Record<string, number> {
	const gc = (globalThis as { gc?: () => void }).gc;
	const reps: Record<string, number> = {};
	for (const [name, fn] of Object.entries(fns)) {
		let best = Infinity;
		const until = now() + warmMs;
		for (let i = 0; i < tries || now() < until; i++) {
			gc?.();
			const t0 = now();
			fn();
			best = Math.min(best, now() - t0);
		}
		reps[name] = Math.max(1, Math.ceil(minSampleMs / Math.max(best, 0.001)));
	}
	return reps;
}

/**
 * Times each function `runs` times after `warmup` untimed rounds, interleaving them so a noisy moment
 * hits every one alike; collects garbage before each sample when Node runs with `--expose-gc`. No result
 * is kept past its own sample, so each function starts from the same heap: with the result of the one
 * before it still alive (7 MB of rows, say), whatever followed a big result was measured slower. With
 * `reps` (from `calibrateReps`), a sample is that many calls in a row and its time is per call.
 */
export function timeInterleaved(
	fns: Record<string, () => unknown>,
	runs: number,
	warmup: number,
	reps: Record<string, number> = {}
): Record<string, number[]> {
	const gc = (globalThis as { gc?: () => void }).gc;
	const names = Object.keys(fns);
	const out: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
	let results = 0;
	let result: unknown;
	for (let round = 0; round < warmup + runs; round++) {
		for (const name of names) {
			const fn = fns[name] as () => unknown;
			const n = reps[name] ?? 1;
			result = undefined;
			gc?.();
			const t0 = performance.now();
			for (let i = 0; i < n; i++) result = fn();
			const t1 = performance.now();
			if (result !== undefined) results++;
			if (round >= warmup) (out[name] as number[]).push((t1 - t0) / n);
		}
	}
	// Read once, so no engine may treat the results as unused and skip the work that made them.
	if (results < 0) console.log(results);
	return out;
}

/** Smallest and largest sample. */
export function spread(xs: readonly number[]): [number, number] {
	return [Math.min(...xs), Math.max(...xs)];
}

/** Pairwise ratios of two sample lists taken in the same interleaved rounds. */
export function ratios(xs: readonly number[], refs: readonly number[]): number[] {
	return xs.map((x, i) => x / (refs[i] as number));
}

function cpuTimes(): { busy: number; total: number } {
	const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] as string;
	const n = line.trim().split(/\s+/).slice(1).map(Number);
	const idle = (n[3] ?? 0) + (n[4] ?? 0);
	const total = n.reduce((a, b) => a + b, 0);
	return { busy: total - idle, total };
}

/**
 * What the machine did while a figure was measured: the cores kept busy on average (from /proc/stat,
 * everything, the benchmark's own work included) and the 1-minute load average at the end.
 */
export function loadProbe(): () => string {
	const cores = cpus().length;
	const t0 = cpuTimes();
	return () => {
		const t1 = cpuTimes();
		const busy = t1.total > t0.total ? ((t1.busy - t0.busy) / (t1.total - t0.total)) * cores : 0;
		const avg = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
		return `${busy.toFixed(1)}/${cores} cores busy, load ${avg}`;
	};
}
