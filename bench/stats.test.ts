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
	it('asks for enough calls of a quick function to fill a sample, and one of a slow one', () => {
		const spin = (ms: number) => () => {
			const end = performance.now() + ms;
			while (performance.now() < end);
			return ms;
		};
		const reps = calibrateReps({ quick: spin(1), slow: spin(30) }, 20, 0, 2);
		expect(reps.quick).toBeGreaterThanOrEqual(10);
		expect(reps.quick).toBeLessThanOrEqual(20);
		expect(reps.slow).toBe(1);
	});

	it('calls each function for the warm-up time before it judges', () => {
		let calls = 0;
		calibrateReps({ a: () => calls++ }, 1, 30);
		expect(calls).toBeGreaterThan(100);
	});

	it('times a sample of several calls per call', () => {
		let calls = 0;
		const t = timeInterleaved({ a: () => ++calls }, 3, 1, { a: 5 });
		expect(calls).toBe(20);
		expect(t.a).toHaveLength(3);
	});
});
