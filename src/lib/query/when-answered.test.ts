import { describe, expect, it } from 'vitest';
import { whenAnswered } from './when-answered';

/** Signals the test drives: `set` changes what is answered and notifies the watcher, `tick` runs what waits. */
function signals(initially: boolean) {
	let answered = initially;
	const checks = new Set<() => void>();
	let waiting: (() => void)[] = [];
	return {
		watchers: checks,
		set(value: boolean) {
			answered = value;
			for (const check of [...checks]) check();
		},
		tick() {
			const run = waiting;
			waiting = [];
			run.forEach((fn) => fn());
		},
		get pending() {
			return waiting.length;
		},
		api: {
			watch: (check: () => void) => (checks.add(check), () => checks.delete(check)),
			answered: () => answered,
			later: (fn: () => void) => {
				waiting.push(fn);
				return () => (waiting = waiting.filter((f) => f !== fn));
			}
		}
	};
}

describe('whenAnswered', () => {
	it('waits while a question is open, then runs once at the quiet moment after', () => {
		const s = signals(false);
		let runs = 0;
		whenAnswered(s.api, () => runs++);
		s.tick();
		expect(runs).toBe(0);
		s.set(true);
		expect(runs).toBe(0);
		s.tick();
		expect(runs).toBe(1);
		s.set(false);
		s.set(true);
		s.tick();
		expect(runs).toBe(1);
		expect(s.watchers.size).toBe(0);
	});

	it('checks again when its moment comes: a question asked meanwhile is waited for', () => {
		const s = signals(true);
		let runs = 0;
		whenAnswered(s.api, () => runs++);
		s.set(false);
		s.tick();
		expect(runs).toBe(0);
		s.set(true);
		s.tick();
		expect(runs).toBe(1);
	});

	it('runs nothing once cancelled, and stops watching', () => {
		const s = signals(true);
		let runs = 0;
		const cancel = whenAnswered(s.api, () => runs++);
		expect(s.pending).toBe(1);
		cancel();
		expect(s.pending).toBe(0);
		s.set(true);
		s.tick();
		expect(runs).toBe(0);
		expect(s.watchers.size).toBe(0);
	});
});
