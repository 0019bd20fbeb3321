// `npm run bench:ab -- DIR_A DIR_B … [--rounds N] [--kit DIR] [--trace]`: the first load of /mcp by two or more
// builds of the app and the stack's floor, in alternate cold contexts round by round (as `npm run bench` measures
// it), each build served by an instant city of its own. For trying a change against what is there: build each
// side with `BUILD_DIR=… KIT_OUT_DIR=… BASE_PATH= npx vite build --bypass-lock` (docs/performance.md).
// `--trace` records each load in a Chromium trace and adds how busy the main thread was, before and after the
// session token (`main-thread.ts`); tracing slows every page, so its milliseconds compare only with each other.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright';
import { findChromium } from '../scripts/chromium.mjs';
import { BENCH_CHROMIUM_ARGS } from './browser';
import { startInstantCity } from './instant-city';
import {
	mainThreadTime,
	workByKind,
	WORK_KINDS,
	type MainThreadTime,
	type TraceEvent,
	type WorkKind
} from './main-thread';
import { loadsInTurn, measureLoad, type LoadMarks } from './mcp-load-bench';
import { pairKey, type PairedKey } from './paired-browser';
import { median, spread } from './stats';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const rounds = Number(option('--rounds') ?? 15);
const kitDir = option('--kit') ?? 'build-bench-kit-floor';
const trace = args.includes('--trace');
const VALUED = ['--rounds', '--kit'];
const dirs = args.filter((a, i) => !a.startsWith('--') && !VALUED.includes(args[i - 1] ?? ''));
const missing = [kitDir, ...dirs].filter((d) => !existsSync(d));
if (dirs.length < 2 || missing.length) {
	console.error(
		`npm run bench:ab -- DIR_A DIR_B … [--rounds N] [--kit DIR]${missing.length ? `; not built: ${missing.join(', ')}` : ''}`
	);
	process.exit(2);
}

/** Every task on the page's main thread, its navigation's start, and V8 compiling a function (its first call). */
const TRACE_CATEGORIES = [
	'toplevel',
	'devtools.timeline',
	'blink.user_timing',
	'loading',
	'v8',
	'v8.execute',
	'disabled-by-default-v8.compile'
];

const browser = await chromium.launch({ executablePath: findChromium(), args: BENCH_CHROMIUM_ARGS });
const cities: { close(): Promise<void> }[] = [];
try {
	const pages: { name: string; url: string; key: PairedKey }[] = [];
	for (const [i, dir] of dirs.entries()) {
		const city = await startInstantCity(dir, 12, 20, i === 0 ? kitDir : null);
		cities.push(city);
		const origin = new URL(city.url).origin;
		pages.push({
			// The same build may be given twice, to see how far two runs of one build differ.
			name: dirs.indexOf(dir) === i ? dir : `${dir} (again)`,
			url: new URL('mcp', city.url).href,
			key: await pairKey(origin, city.door.mintOpenCode(), dir)
		});
		if (i === 0) {
			const key = await pairKey(origin, city.door.mintOpenCode(), 'kit');
			pages.push({ name: "the stack's floor", url: new URL('kit-floor/mcp', city.url).href, key });
		}
	}
	// Each traced load's main-thread time, warm-up loads included (left out when reported, as the marks leave them).
	const threads = new Map<string, { time: MainThreadTime; kinds: ReturnType<typeof workByKind> }[]>();
	const loads = await loadsInTurn(pages, rounds, 2, async (p) => {
		if (!trace) return measureLoad(browser, p.url, 12, p.key);
		await browser.startTracing(undefined, { categories: TRACE_CATEGORIES });
		const marks = await measureLoad(browser, p.url, 12, p.key);
		const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
		const list = threads.get(p.name) ?? [];
		threads.set(p.name, list);
		list.push({ time: mainThreadTime(events, p.url, marks), kinds: workByKind(events, p.url, marks) });
		return marks;
	});
	const marks = new Map([...loads].map(([p, xs]) => [p.name, xs]));
	const kit = marks.get("the stack's floor") ?? [];
	const at = (xs: LoadMarks[], k: keyof LoadMarks) => median(xs.map((x) => x[k])).toFixed(0);
	console.log(`${rounds} rounds; medians in ms from navigation start; ratio: the per-round ratio to the stack's floor`);
	for (const [name, xs] of marks) {
		const ratios = xs.map((x, i) => x.rows / (kit[i]?.rows ?? NaN));
		const ratio =
			name === "the stack's floor"
				? ''
				: `  ratio ${median(ratios).toFixed(2)} (${spread(ratios)
						.map((r) => r.toFixed(2))
						.join('–')})`;
		const steps = (['challenge', 'token', 'open', 'answers', 'rows'] as const).map((k) => `${k} ${at(xs, k)}`);
		console.log(`${name.padEnd(24)} ${steps.join('  ')}${ratio}`);
	}
	if (trace) {
		console.log('main thread, busy and idle (traced loads: slower than untraced ones), medians in ms');
		for (const [name, all] of threads) {
			const xs = all.slice(-rounds);
			const ms = (k: keyof MainThreadTime) => median(xs.map((x) => x.time[k])).toFixed(1);
			console.log(
				`${name.padEnd(24)} busy ${ms('busy')}  DOMContentLoaded → token: busy ${ms('busyBeforeToken')}, idle ${ms('idleBeforeToken')}  token → rows: busy ${ms('busyAfterToken')}, idle ${ms('idleAfterToken')}`
			);
		}
		console.log("… the busy time by kind (each instant the innermost event's), medians in ms");
		for (const [name, all] of threads) {
			const xs = all.slice(-rounds);
			const split = (part: 'beforeToken' | 'afterToken') =>
				WORK_KINDS.map((k: WorkKind) => `${k} ${median(xs.map((x) => x.kinds[part][k])).toFixed(1)}`).join(', ');
			console.log(`${name.padEnd(24)} DOMContentLoaded → token: ${split('beforeToken')}`);
			console.log(`${''.padEnd(24)} token → rows: ${split('afterToken')}`);
		}
	}
} finally {
	await browser.close();
	for (const city of cities) await city.close();
}
