import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calibrateReps, timeInterleaved } from './stats';

describe('timeInterleaved', () => {
	const global = globalThis as { gc?: () => void };
	const before = global.gc;
	beforeAll(() => {
		setFlagsFromString('--expose-gc');
		global.gc = runInNewContext('gc') as () => void;
	});
	afterAll(() => {
		global.gc = before;
	});

	it('gives every function the same heap: the one before it leaves nothing alive', () => {
		const heaps: number[] = [];
		const base = () => heaps.push(process.memoryUsage().heapUsed);
		timeInterleaved({ base, big: () => new Array(8_000_000).fill(1.5), after: base }, 3, 1);
		// 64 MB of doubles from `big` would still be on the heap when `after` looks, were it kept.
		const [first, ...rest] = heaps;
		for (const h of rest) expect(h - (first as number)).toBeLessThan(16 * 1024 * 1024);
		expect(heaps).toHaveLength(8);
	});

	it('returns each function’s samples, warm-up rounds left out', () => {
		const t = timeInterleaved({ a: () => 1, b: () => 2 }, 4, 2);
		expect(t.a).toHaveLength(4);
		expect(t.b).toHaveLength(4);
	});
});

describe('calibrateReps', () => {
	// A clock of the test's own: each function moves it by what it "costs", so no count depends on the machine's load.
	const clock = () => {
		let t = 0;
		return { now: () => t, cost: (ms: number) => () => (t += ms) };
	};

	it('asks for enough calls of a quick function to fill a sample, and one of a slow one', () => {
		const { now, cost } = clock();
		const reps = calibrateReps({ quick: cost(1), slow: cost(30), tiny: cost(0.25) }, 20, 0, 2, now);
		expect(reps).toEqual({ quick: 20, slow: 1, tiny: 80 });
	});

	it('goes by the fastest call, so a slow moment never makes a sample shorter', () => {
		const { now, cost } = clock();
		const costs = [9, 2, 7];
		let call = 0;
		const uneven = () => cost(costs[call++ % costs.length] as number)();
		expect(calibrateReps({ uneven }, 20, 0, 3, now)).toEqual({ uneven: 10 });
	});

	it('calls each function for the warm-up time before it judges', () => {
		const { now, cost } = clock();
		let calls = 0;
		const step = cost(0.1);
		calibrateReps({ a: () => (calls++, step()) }, 1, 30, 3, now);
		expect(calls).toBeGreaterThanOrEqual(300);
		expect(calls).toBeLessThanOrEqual(301);
	});

	it('times a sample of several calls per call', () => {
		let calls = 0;
		const t = timeInterleaved({ a: () => ++calls }, 3, 1, { a: 5 });
		expect(calls).toBe(20);
		expect(t.a).toHaveLength(3);
	});
});
