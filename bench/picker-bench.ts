// The model picker in Chromium against the real local city at three city sizes: opening it (press → list
// painted), filter keystrokes in it (input → next paint) and the JavaScript heap with it open. The sizes
// are interleaved round by round, so a noisy moment hits each alike and the growth ratio is per round.
import type { Browser, Page } from 'playwright';
import { startSyntheticCity, type RunningCity } from './city-process';
import { ratioFigure, type Figure } from './figures';
import { OFFER_SIZES } from './generate';
import { loadProbe, median, percentile, spread } from './stats';

/** Resolves in the page after the next paint: a frame callback, then a task queued from it. */
export const NEXT_PAINT = `(resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))`;

export async function openModels(page: Page, city: RunningCity): Promise<void> {
	await page.goto(new URL('models', city.url).href);
	// The three purposes' pickers are there once the endpoints answer has been decoded and drawn.
	await page.getByRole('button', { name: 'Choose a model for Main' }).waitFor({ timeout: 120_000 });
}

/** From the press on the picker's button to the first list's options painted. */
export async function measureOpen(page: Page): Promise<number> {
	await page.evaluate(`(() => {
		const nextPaint = ${NEXT_PAINT};
		window.__benchOpen = new Promise((resolve) => {
			let t0 = 0;
			addEventListener('click', (e) => { t0 = e.timeStamp; }, { capture: true, once: true });
			const seen = () => document.querySelector('dialog[open] [role=listbox] [role=option]');
			const obs = new MutationObserver(() => {
				if (t0 && seen()) { obs.disconnect(); nextPaint(() => resolve(performance.now() - t0)); }
			});
			obs.observe(document.body, { subtree: true, childList: true, attributes: true });
		});
	})()`);
	await page.getByRole('button', { name: 'Choose a model for Main' }).click();
	return (await page.evaluate('window.__benchOpen')) as number;
}

/** From each `input` event in the picker's search box to the next paint. */
export async function measureKeystrokes(page: Page, keys: string[]): Promise<number[]> {
	const box = page.getByRole('combobox', { name: 'Find a model, provider id or endpoint' });
	await box.focus();
	const out: number[] = [];
	for (const key of keys) {
		await page.evaluate(`(() => {
			const nextPaint = ${NEXT_PAINT};
			window.__benchKey = new Promise((resolve) => {
				addEventListener('input', (e) => { const t0 = e.timeStamp; nextPaint(() => resolve(performance.now() - t0)); }, { capture: true, once: true });
			});
		})()`);
		await page.keyboard.press(key);
		out.push((await page.evaluate('window.__benchKey')) as number);
	}
	return out;
}

/** Chromium's used JS heap after a full garbage collection, in MB. */
async function heapMB(page: Page): Promise<number> {
	const cdp = await page.context().newCDPSession(page);
	await cdp.send('HeapProfiler.collectGarbage');
	const { usedSize } = await cdp.send('Runtime.getHeapUsage');
	await cdp.detach();
	return usedSize / 1024 / 1024;
}

// 30 keystrokes: typing three-letter and longer queries, and deleting them again (widening is the dear case).
export const KEYS = [
	...'gpt',
	...Array(3).fill('Backspace'),
	...'claude',
	...Array(6).fill('Backspace'),
	...'qwen',
	...Array(4).fill('Backspace'),
	...'llam'
];

const n = (x: number) => x.toLocaleString('en-US');

/** The three keystrokes of `KEYS` slowest by their median over the runs (`keys` holds the runs one after another). */
function slowestKeys(keys: readonly number[]): string {
	const byKey = KEYS.map((key, j) => {
		const times = keys.filter((_, i) => i % KEYS.length === j);
		const typed = KEYS.slice(0, j + 1).reduce((text, k) => (k === 'Backspace' ? text.slice(0, -1) : text + k), '');
		return { label: key === 'Backspace' ? `⌫ to “${typed}”` : `“${typed}”`, ms: median(times) };
	});
	return byKey
		.sort((a, b) => b.ms - a.ms)
		.slice(0, 3)
		.map((k) => `${k.label} ${k.ms.toFixed(0)} ms`)
		.join(', ');
}

interface PickerSamples {
	opens: number[];
	/** Every keystroke of every round. */
	keys: number[];
	/** Each round's 95th percentile. */
	p95s: number[];
	medians: number[];
	heaps: number[];
}

/** Per-size budgets (issue #18): picker open and keystroke p95 at 20,000 and 80,000 offers, heap at 20,000. */
const BUDGETS: Record<number, { open?: number; median?: number; p95?: number; heap?: number }> = {
	20_000: { open: 100, median: 16, p95: 24, heap: 60 },
	80_000: { p95: 33 }
};

export async function pickerBenches(
	browser: Browser,
	buildDir: string,
	runs: number,
	warmup: number
): Promise<Figure[]> {
	const cities = new Map<number, RunningCity>();
	const samples = new Map<number, PickerSamples>();
	const probe = loadProbe();
	try {
		for (const s of OFFER_SIZES) {
			cities.set(s.offers, await startSyntheticCity(buildDir, s.endpoints, 500));
			samples.set(s.offers, { opens: [], keys: [], p95s: [], medians: [], heaps: [] });
		}
		for (let i = 0; i < warmup + runs; i++) {
			for (const s of OFFER_SIZES) {
				const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
				const page = await context.newPage();
				await openModels(page, cities.get(s.offers) as RunningCity);
				const open = await measureOpen(page);
				const typed = await measureKeystrokes(page, KEYS);
				const heap = await heapMB(page);
				await context.close();
				if (i < warmup) continue;
				const out = samples.get(s.offers) as PickerSamples;
				out.opens.push(open);
				out.keys.push(...typed);
				out.p95s.push(percentile(typed, 95));
				out.medians.push(median(typed));
				out.heaps.push(heap);
			}
		}
	} finally {
		for (const c of cities.values()) await c.close();
	}
	const load = probe();
	const figures: Figure[] = [];
	for (const s of OFFER_SIZES) {
		const x = samples.get(s.offers) as PickerSamples;
		const b = BUDGETS[s.offers] ?? {};
		const at = `${n(s.offers)} offers`;
		const k = `${s.offers / 1000}k`;
		figures.push(
			{
				id: `picker_open_${k}`,
				what: `open the picker on ${at} (press → list painted)`,
				value: median(x.opens),
				unit: 'ms',
				budget: b.open ? { max: b.open } : null,
				runs: x.opens.length,
				spread: spread(x.opens),
				load,
				note: 'a fresh page each run'
			},
			{
				id: `keystroke_median_${k}`,
				what: `filter keystroke on ${at} (input → next paint), median`,
				value: median(x.keys),
				unit: 'ms',
				budget: b.median ? { max: b.median } : null,
				runs: x.medians.length,
				spread: spread(x.medians),
				load,
				note: `${x.keys.length} keystrokes; spread of each run's median`
			},
			{
				id: `keystroke_p95_${k}`,
				what: `filter keystroke on ${at}, 95th percentile`,
				value: percentile(x.keys, 95),
				unit: 'ms',
				budget: b.p95 ? { max: b.p95 } : null,
				runs: x.p95s.length,
				spread: spread(x.p95s),
				load,
				note: `max ${Math.max(...x.keys).toFixed(1)} ms; spread of each run's 95th percentile; slowest keys (median of runs) ${slowestKeys(x.keys)}`
			},
			{
				id: `heap_${k}`,
				what: `JS heap with ${at} in the open picker`,
				value: median(x.heaps),
				unit: 'MB',
				budget: b.heap ? { max: b.heap } : null,
				runs: x.heaps.length,
				spread: spread(x.heaps),
				load,
				note: 'CDP Runtime.getHeapUsage after a GC'
			}
		);
	}
	const open20 = (samples.get(20_000) as PickerSamples).opens;
	const open80 = (samples.get(80_000) as PickerSamples).opens;
	figures.push(
		ratioFigure(
			{
				id: 'picker_open_growth',
				what: 'open the picker: 80,000 offers against 20,000 (linear would be 4 ×)',
				unit: 'ms',
				referenceWhat: 'its time at 20,000 offers',
				budget: { ratio: 4.5 },
				load,
				note: 'spread of the ratio within each round'
			},
			open80,
			open20
		)
	);
	return figures;
}
