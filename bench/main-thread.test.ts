import { describe, expect, it } from 'vitest';
import { kindOf, mainThreadTime, navigationOf, workByKind, type TraceEvent } from './main-thread';

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
const task = (from: number, to: number, tid = 1, pid = 7, name = 'RunTask'): TraceEvent => ({
	name,
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

describe('kindOf', () => {
	it('names what a trace event was doing', () => {
		expect(kindOf('FunctionCall')).toBe('script');
		expect(kindOf('v8.evaluateModule')).toBe('script');
		expect(kindOf('V8.ParseFunction')).toBe('compile');
		expect(kindOf('V8.CompileIgnition')).toBe('compile');
		expect(kindOf('Layout')).toBe('style and layout');
		expect(kindOf('UpdateLayoutTree')).toBe('style and layout');
		expect(kindOf('Paint')).toBe('paint');
		expect(kindOf('ParseHTML')).toBe('HTML');
		expect(kindOf('V8.GC_SCAVENGER_SCAVENGE_PARALLEL')).toBe('garbage');
		expect(kindOf('RunTask')).toBe('other');
		expect(kindOf('FunctionCallSomethingElse')).toBe('other');
	});
});

describe('workByKind', () => {
	const marks = { nav: 30, token: 100, rows: 160 };
	const at = (from: number, to: number, name: string, tid = 1) => task(from, to, tid, 7, name);

	it('gives each instant to the innermost event, split at the token', () => {
		const events = [
			nav(URL_MCP, T0),
			at(10, 20, 'FunctionCall'), // before DOMContentLoaded: counted nowhere
			at(40, 60, 'RunTask'),
			at(42, 58, 'FunctionCall'), // inside the task
			at(45, 50, 'V8.CompileCode'), // a first call compiling, inside the script
			at(90, 130, 'FunctionCall'), // across the token
			at(110, 120, 'Layout'),
			at(150, 170, 'Paint'), // past the rows: cut there
			at(60, 200, 'FunctionCall', 2) // another thread
		];
		const { beforeToken, afterToken } = workByKind(events, URL_MCP, marks);
		expect(beforeToken).toEqual({
			script: 11 + 10,
			compile: 5,
			'style and layout': 0,
			paint: 0,
			HTML: 0,
			garbage: 0,
			other: 4
		});
		expect(afterToken).toEqual({
			script: 20,
			compile: 0,
			'style and layout': 10,
			paint: 10,
			HTML: 0,
			garbage: 0,
			other: 0
		});
	});

	it('counts an event that outlasts the one it started in as its own kind, and its time once', () => {
		const events = [nav(URL_MCP, T0), at(110, 120, 'FunctionCall'), at(115, 130, 'Layout')];
		const { afterToken } = workByKind(events, URL_MCP, marks);
		expect(afterToken.script).toBe(5);
		expect(afterToken['style and layout']).toBe(15);
		const busy = Object.values(afterToken).reduce((a, b) => a + b, 0);
		expect(busy).toBe(mainThreadTime(events, URL_MCP, marks).busyAfterToken);
	});

	it('refuses a trace without the page’s navigation', () => {
		expect(() => workByKind([at(0, 10, 'Layout')], URL_MCP, marks)).toThrow(/no navigation/);
	});
});
