// "The page stays responsive" with a big usage record (issue #28, item 7): /mcp loaded by a paired browser
// from an instant city whose `mcp_usage` answer holds 200 servers, 5,000 tools and 200,000 calls. From the
// answer's arrival to the first drawing of "What agents use" painted, the longest stretch the page could not
// answer input meanwhile (its longest task), then the press on "Show all N servers" to every server painted.
// Information: no floor does this job.
import type { Browser } from 'playwright';
import type { Figure } from './figures';
import { startInstantCity } from './instant-city';
import { pairKey, seedPairedKey, type PairedKey } from './paired-browser';
import { NEXT_PAINT } from './picker-bench';
import { loadProbe, median, spread } from './stats';
import { mcpUsageAnswer, USAGE_SIZE } from './usage-answer';

const USAGE_DONE = 'bench: usage rows painted ';
const ALL_SERVERS = /^Show all \d+ servers$/;

export interface UsageMarks {
	/** The usage answer's arrival → the section's first drawing painted (the first servers, their first tools). */
	rows: number;
	/** The longest task that ended after the answer arrived, until that paint. */
	task: number;
	/** The time of those tasks past their first 50 ms each (Total Blocking Time's sum). */
	blocking: number;
	/** The press on "Show all N servers" → every server painted, and the longest task meanwhile. */
	all: number;
	allTask: number;
	/** Tool rows drawn at first, and after the press. */
	firstRows: number;
	allRows: number;
	/** `JSON.parse` of the same answer's text in the same page, afterwards: what any reader of it pays. */
	parse: number;
}

/** One cold load of /mcp: the usage section's first drawing, then a press on "Show all N servers". */
export async function measureUsage(browser: Browser, url: string, key: PairedKey) {
	const context = await browser.newContext();
	await seedPairedKey(context, new URL(url).origin, key);
	await context.addInitScript(`(() => {
		const nextPaint = ${NEXT_PAINT};
		const tasks = [];
		new PerformanceObserver((l) => tasks.push(...l.getEntries())).observe({ type: 'longtask', buffered: true });
		let answered = null;
		let text = null;
		const W = WebSocket;
		window.WebSocket = class extends W {
			constructor(...a) {
				super(...a);
				this.addEventListener('message', (e) => {
					if (answered === null && String(e.data).slice(0, 120).includes('"answer":{"mcp_usage"')) {
						answered = e.timeStamp;
						text = e.data;
					}
				});
			}
		};
		const rows = () => document.querySelectorAll('.usage-panel tbody > tr').length;
		const longest = (from, to) =>
			Math.max(0, ...tasks.filter((e) => e.startTime + e.duration > from && e.startTime < to).map((e) => e.duration));
		// The button is drawn in the same flush as the servers before it, so its presence means the list is drawn.
		const allButton = () =>
			[...document.querySelectorAll('.usage-list button')].find((b) => ${ALL_SERVERS}.test(b.textContent.trim()));
		// Polled, not observed: a MutationObserver would queue a record for each of the rows.
		const poll = () => {
			const button = answered === null ? null : allButton();
			if (!button) return void setTimeout(poll, 20);
			nextPaint(() => {
				const painted = performance.now();
				const blocking = tasks
					.filter((e) => e.startTime + e.duration > answered)
					.reduce((s, e) => s + Math.max(0, e.duration - 50), 0);
				const first = { rows: painted - answered, task: longest(answered, painted), blocking, firstRows: rows() };
				// A quiet moment, so the press is measured on its own.
				setTimeout(() => {
					const pressed = performance.now();
					button.click();
					nextPaint(() => {
						const done = performance.now();
						const all = { all: done - pressed, allTask: longest(pressed, done), allRows: rows() };
						const parses = [0, 1, 2].map(() => {
							const t0 = performance.now();
							JSON.parse(text);
							return performance.now() - t0;
						});
						const parse = parses.sort((a, b) => a - b)[1];
						console.debug('${USAGE_DONE}' + JSON.stringify({ ...first, ...all, parse }));
					});
				}, 300);
			});
		};
		poll();
	})()`);
	const page = await context.newPage();
	const done = page.waitForEvent('console', { predicate: (m) => m.text().startsWith(USAGE_DONE), timeout: 180_000 });
	await page.goto(url, { waitUntil: 'commit' });
	const marks = JSON.parse((await done).text().slice(USAGE_DONE.length)) as UsageMarks;
	await context.close();
	return marks;
}

export async function usageLoadBenches(
	browser: Browser,
	buildDir: string,
	runs: number,
	warmup: number
): Promise<Figure[]> {
	const city = await startInstantCity(buildDir, 12, 20, null, mcpUsageAnswer(USAGE_SIZE));
	const marks: UsageMarks[] = [];
	const probe = loadProbe();
	try {
		const key = await pairKey(new URL(city.url).origin, city.door.mintOpenCode(), 'bench usage');
		for (let i = 0; i < warmup + runs; i++) {
			const t = await measureUsage(browser, new URL('mcp', city.url).href, key);
			if (i >= warmup) marks.push(t);
		}
	} finally {
		await city.close();
	}
	const load = probe();
	const of = (k: keyof UsageMarks) => marks.map((m) => m[k]);
	const size = `${USAGE_SIZE.servers} servers, ${USAGE_SIZE.tools.toLocaleString('en-US')} tools, ${USAGE_SIZE.uses.toLocaleString('en-US')} calls`;
	const base = { unit: 'ms', budget: null, runs: marks.length, load } as const;
	const drawn = (k: 'firstRows' | 'allRows') => median(of(k)).toLocaleString('en-US');
	return [
		{
			...base,
			id: 'mcp_usage_rows',
			what: `/mcp "What agents use" with ${size}: answer received → the section's first drawing painted`,
			value: median(of('rows')),
			spread: spread(of('rows')),
			note: `${drawn('firstRows')} tool rows: each group's first servers, each server's first tools`
		},
		{
			...base,
			id: 'mcp_usage_longest_task',
			what: `/mcp "What agents use" with ${size}: the longest task meanwhile (no input answered)`,
			value: median(of('task')),
			spread: spread(of('task')),
			note: `it includes reading the answer: \`JSON.parse\` of its text alone takes ${median(of('parse')).toFixed(0)} ms in the same page; blocking time (past 50 ms a task) ${median(of('blocking')).toFixed(0)} ms`
		},
		{
			...base,
			id: 'mcp_usage_all_servers',
			what: `/mcp "What agents use" with ${size}: "Show all servers" pressed → every server painted`,
			value: median(of('all')),
			spread: spread(of('all')),
			note: `${drawn('allRows')} tool rows; its longest task ${median(of('allTask')).toFixed(0)} ms`
		}
	];
}
