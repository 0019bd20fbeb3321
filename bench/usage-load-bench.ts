// "The page stays responsive" with a big usage record (issue #28, item 7): /mcp loaded by a paired browser
// from an instant city whose `mcp_usage` answer holds 200 servers, 5,000 tools and 200,000 calls. From the
// answer's arrival to every tool row of "What agents use" painted, and the longest stretch the page could
// not answer input meanwhile (its longest task). Information: no floor does this job, and the app's code is
// not the benchmark's to change.
import type { Browser } from 'playwright';
import type { Figure } from './figures';
import { startInstantCity } from './instant-city';
import { pairKey, seedPairedKey, type PairedKey } from './paired-browser';
import { NEXT_PAINT } from './picker-bench';
import { loadProbe, median, spread } from './stats';
import { mcpUsageAnswer, USAGE_SIZE } from './usage-answer';

const USAGE_DONE = 'bench: usage rows painted ';

export interface UsageMarks {
	/** The usage answer's arrival → every tool row painted. */
	rows: number;
	/** The longest task that ended after the answer arrived. */
	task: number;
	/** The time of those tasks past their first 50 ms each (Total Blocking Time's sum). */
	blocking: number;
}

/** One cold load of /mcp that waits for `toolRows` rows of the usage section to be painted. */
export async function measureUsage(browser: Browser, url: string, key: PairedKey, toolRows: number) {
	const context = await browser.newContext();
	await seedPairedKey(context, new URL(url).origin, key);
	await context.addInitScript(`(() => {
		const nextPaint = ${NEXT_PAINT};
		const tasks = [];
		new PerformanceObserver((l) => tasks.push(...l.getEntries())).observe({ type: 'longtask', buffered: true });
		let answered = null;
		const W = WebSocket;
		window.WebSocket = class extends W {
			constructor(...a) {
				super(...a);
				this.addEventListener('message', (e) => {
					if (answered === null && String(e.data).slice(0, 120).includes('"answer":{"mcp_usage"')) answered = e.timeStamp;
				});
			}
		};
		// Polled, not observed: a MutationObserver would queue a record for each of the thousands of rows.
		const poll = () => {
			if (answered === null || document.querySelectorAll('.usage-panel tbody > tr').length < ${toolRows})
				return void setTimeout(poll, 20);
			nextPaint(() => {
				const rows = performance.now() - answered;
				const after = (e) => e.startTime + e.duration > answered;
				const longest = (xs) => Math.max(0, ...xs.filter(after).map((e) => e.duration));
				const blocking = tasks.filter(after).reduce((s, e) => s + Math.max(0, e.duration - 50), 0);
				console.debug('${USAGE_DONE}' + JSON.stringify({ rows, task: longest(tasks), blocking }));
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
			const t = await measureUsage(browser, new URL('mcp', city.url).href, key, USAGE_SIZE.tools);
			if (i >= warmup) marks.push(t);
		}
	} finally {
		await city.close();
	}
	const load = probe();
	const of = (k: keyof UsageMarks) => marks.map((m) => m[k]);
	const size = `${USAGE_SIZE.servers} servers, ${USAGE_SIZE.tools.toLocaleString('en-US')} tools, ${USAGE_SIZE.uses.toLocaleString('en-US')} calls`;
	const base = { unit: 'ms', budget: null, runs: marks.length, load } as const;
	return [
		{
			...base,
			id: 'mcp_usage_rows',
			what: `/mcp "What agents use" with ${size}: answer received → every tool row painted`,
			value: median(of('rows')),
			spread: spread(of('rows')),
			note: `every server and all ${USAGE_SIZE.tools.toLocaleString('en-US')} tool rows are drawn at once`
		},
		{
			...base,
			id: 'mcp_usage_longest_task',
			what: `/mcp "What agents use" with ${size}: the longest task meanwhile (no input answered)`,
			value: median(of('task')),
			spread: spread(of('task')),
			note: `blocking time (past 50 ms a task) ${median(of('blocking')).toFixed(0)} ms`
		}
	];
}
