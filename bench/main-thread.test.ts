import { describe, expect, it } from 'vitest';
import { mainThreadTime, navigationOf, type TraceEvent } from './main-thread';

const URL_MCP = 'http://127.0.0.1:4000/mcp';
const T0 = 5_000_000;
const nav = (url: string, ts: number, tid = 1): TraceEvent => ({
	name: 'navigationStart',
	ph: 'R',
	ts,
	pid: 7,
	tid,
	args: { data: { documentLoaderURL: url } }
});
/** A complete event on the page's main thread, `from`–`to` in ms after T0. */
const task = (from: number, to: number, tid = 1, pid = 7): TraceEvent => ({
	name: 'RunTask',
	ph: 'X',
	ts: T0 + from * 1000,
	dur: (to - from) * 1000,
	pid,
	tid
});

describe('navigationOf', () => {
	it('finds the last navigation to the page, not about:blank or another page', () => {
		const events = [
			nav('about:blank', 1000),
			nav(URL_MCP, 2000),
			nav('http://127.0.0.1:4000/', 3000),
			nav(URL_MCP, 4000)
		];
		expect(navigationOf(events, URL_MCP)?.ts).toBe(4000);
		expect(navigationOf(events, 'http://127.0.0.1:4000/models')).toBeNull();
	});
});

describe('mainThreadTime', () => {
	const marks = { nav: 30, token: 100, rows: 160 };

	it('splits busy and idle time at the token, counting nested and overlapping events once', () => {
		const events = [
			nav(URL_MCP, T0),
			task(10, 20), // before DOMContentLoaded: only in `busy`
			task(40, 60),
			task(45, 50), // nested in the one before
			task(55, 70), // overlaps it
			task(95, 110), // across the token
			task(120, 160),
			task(60, 200, 2), // another thread
			task(60, 200, 1, 8) // another process
		];
		expect(mainThreadTime(events, URL_MCP, marks)).toEqual({
			busy: 10 + 30 + 15 + 40,
			busyBeforeToken: 30 + 5,
			idleBeforeToken: 70 - 35,
			busyAfterToken: 10 + 40,
			idleAfterToken: 60 - 50
		});
	});

	it('reads times from the navigation, not from the trace’s own origin', () => {
		const shifted = [nav(URL_MCP, T0 + 50_000), task(50 + 100, 50 + 130)];
		const t = mainThreadTime(shifted, URL_MCP, marks);
		expect(t.busyAfterToken).toBe(30);
		expect(t.busyBeforeToken).toBe(0);
	});

	it('refuses a trace without the page’s navigation', () => {
		expect(() => mainThreadTime([task(0, 10)], URL_MCP, marks)).toThrow(/no navigation/);
	});
});
