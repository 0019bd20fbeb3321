// The benchmarks that run in Chromium (Debian's, via Playwright) against the built app served by the
// real local city: opening the model picker on 20,000 offers, filter keystrokes in it, the JavaScript
// heap with it open, and the first load of /mcp.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { chromium, type Browser, type Page } from 'playwright';
import type { CityState, StoredEndpoint } from '../city/store';
import { chromiumArgs, findChromium } from '../scripts/chromium.mjs';
import type { Figure } from './figures';
import { endpointsAnswer } from './generate';
import { startInstantCity } from './instant-city';
import { median, percentile } from './stats';

/** A data folder for the city holding `endpoints` × `perEndpoint` models, in the city's own state format. */
async function syntheticCityRoot(endpoints: number, perEndpoint: number): Promise<string> {
	const root = await mkdtemp(join(tmpdir(), 'city-bench-'));
	const answer = endpointsAnswer(endpoints, perEndpoint) as unknown as {
		endpoints: (Omit<StoredEndpoint, 'secret' | 'auth_header' | 'admit'> & { label: string })[];
	};
	const state: CityState = {
		v: 1,
		buildings: { local: { mcp: [] } },
		endpoints: answer.endpoints.map((e) => ({
			name: e.name,
			base_url: e.base_url,
			dialect: e.dialect,
			secret: null,
			auth_header: null,
			admit: [],
			tuning: e.tuning,
			models: e.models
		})),
		chosen: [],
		idems: []
	};
	await writeFile(join(root, 'state.json'), JSON.stringify(state));
	return root;
}

interface RunningCity {
	url: string;
	close(): Promise<void>;
}

/**
 * The real local city in a process of its own (`city/main.ts`, as `npm run city` starts it), so the
 * bench's own work (Playwright's driver) does not share its event loop.
 */
function startCityProcess(root: string, app: string): Promise<RunningCity> {
	const child = spawn(
		process.execPath,
		['--import', 'tsx', 'city/main.ts', '--port', '0', '--root', root, '--app', app, '--no-seed'],
		{
			stdio: ['ignore', 'pipe', 'pipe']
		}
	);
	let output = '';
	const exited = new Promise<void>((r) => child.once('exit', () => r()));
	return new Promise((resolve, reject) => {
		const onData = (chunk: Buffer) => {
			output += chunk.toString();
			const url = /open (http:\/\/\S+)/.exec(output)?.[1];
			if (!url) return;
			child.stdout.off('data', onData);
			resolve({
				url: url.endsWith('/') ? url : `${url}/`,
				close: async () => {
					child.kill('SIGTERM');
					await exited;
				}
			});
		};
		child.stdout.on('data', onData);
		child.stderr.on('data', (c: Buffer) => (output += c.toString()));
		child.once('exit', (code) => reject(new Error(`the city exited (${code}) before listening:\n${output}`)));
	});
}

/** Resolves in the page after the next paint: a frame callback, then a task queued from it. */
const NEXT_PAINT = `(resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))`;

async function openModels(page: Page, city: RunningCity): Promise<void> {
	await page.goto(new URL('models', city.url).href);
	// The three purposes' pickers are there once the endpoints answer has been decoded and drawn.
	await page.getByRole('button', { name: 'Choose a model for Main' }).waitFor({ timeout: 120_000 });
}

/** From the press on the picker's button to the first list's options painted. */
async function measureOpen(page: Page): Promise<number> {
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
async function measureKeystrokes(page: Page, keys: string[]): Promise<number[]> {
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
const KEYS = [
	...'gpt',
	...Array(3).fill('Backspace'),
	...'claude',
	...Array(6).fill('Backspace'),
	...'qwen',
	...Array(4).fill('Backspace'),
	...'llam'
];

/**
 * First load of /mcp: from navigation start to every server row painted with its health, in a fresh
 * context each time, against a city that answers at once (bench/instant-city.ts), so the figure is the app's.
 * The page reports through one console message when it is done: asking it anything earlier (Playwright's
 * `evaluate`, `waitForFunction`) would make Playwright compile its own helper script in the page, about
 * 20 ms of main-thread work in the middle of the app's start that no person's browser does.
 */
async function measureMcpLoad(
	browser: Browser,
	city: RunningCity,
	servers: number
): Promise<{ rows: number; nav: number; open: number; health: number }> {
	const context = await browser.newContext();
	await context.addInitScript(`(() => {
		const nextPaint = ${NEXT_PAINT};
		// Milestones for the note: when the socket opened and when the health answer arrived.
		const marks = {};
		const W = WebSocket;
		window.WebSocket = class extends W {
			constructor(...a) {
				super(...a);
				this.addEventListener('open', () => (marks.open ??= performance.now()));
				this.addEventListener('message', (e) => {
					if (String(e.data).includes('"mcp_health"')) marks.health ??= performance.now();
				});
			}
		};
		const check = () => {
			// Rows with the health answer drawn in them, not the building's list drawn before it.
			if (document.querySelectorAll('li.row[data-state=connected]').length < ${servers}) return;
			obs.disconnect();
			nextPaint(() => {
				const rows = performance.now();
				const nav = performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd;
				console.debug('${LOAD_DONE}' + JSON.stringify({ rows, nav, open: marks.open ?? null, health: marks.health ?? null }));
			});
		};
		const obs = new MutationObserver(check);
		obs.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
	})()`);
	const page = await context.newPage();
	const done = page.waitForEvent('console', { predicate: (m) => m.text().startsWith(LOAD_DONE), timeout: 60_000 });
	await page.goto(new URL('mcp', city.url).href, { waitUntil: 'commit' });
	const t = JSON.parse((await done).text().slice(LOAD_DONE.length)) as {
		rows: number;
		nav: number;
		open: number | null;
		health: number | null;
	};
	await context.close();
	return { rows: t.rows, nav: t.nav, open: t.open ?? NaN, health: t.health ?? NaN };
}

const LOAD_DONE = 'bench: /mcp rows painted ';

export interface BrowserBenchOptions {
	buildDir: string;
	/** Fresh pages for the picker, keystroke and heap figures. */
	runs: number;
	/** Cold contexts for the first load of /mcp. */
	loadRuns: number;
	warmup: number;
}

export async function browserBenches({
	buildDir,
	runs,
	loadRuns,
	warmup
}: BrowserBenchOptions): Promise<{ figures: Figure[]; chromium: string }> {
	const executablePath = findChromium();
	if (!executablePath) throw new Error('No Chromium: install Debian’s chromium or set CHROMIUM_PATH');
	const root = await syntheticCityRoot(40, 500);
	const city = await startCityProcess(root, buildDir);
	const browser = await chromium.launch({ executablePath, args: [...chromiumArgs, '--enable-precise-memory-info'] });
	try {
		const opens: number[] = [];
		const keys: number[] = [];
		const heaps: number[] = [];
		for (let i = 0; i < warmup + runs; i++) {
			const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
			const page = await context.newPage();
			await openModels(page, city);
			const open = await measureOpen(page);
			const typed = await measureKeystrokes(page, KEYS);
			const heap = await heapMB(page);
			if (i >= warmup) {
				opens.push(open);
				keys.push(...typed);
				heaps.push(heap);
			}
			await context.close();
		}
		const servers = 12;
		const instant = await startInstantCity(buildDir, servers, 20);
		const loads: { rows: number; nav: number; open: number; health: number }[] = [];
		try {
			for (let i = 0; i < warmup + loadRuns; i++) {
				const t = await measureMcpLoad(browser, instant, servers);
				if (i >= warmup) loads.push(t);
			}
		} finally {
			await instant.close();
		}
		const at = (k: 'nav' | 'open' | 'health') => median(loads.map((l) => l[k])).toFixed(0);
		const figures: Figure[] = [
			{
				id: 'picker_open',
				what: 'open the picker on 20,000 offers (press → list painted)',
				value: median(opens),
				unit: 'ms',
				budget: { max: 100 },
				note: `${runs} fresh pages`
			},
			{
				id: 'keystroke_median',
				what: 'filter keystroke in the open picker (input → next paint), median',
				value: median(keys),
				unit: 'ms',
				budget: { max: 16 },
				note: `${keys.length} keystrokes`
			},
			{
				id: 'keystroke_p95',
				what: 'filter keystroke, 95th percentile',
				value: percentile(keys, 95),
				unit: 'ms',
				budget: { max: 50 },
				note: `max ${Math.max(...keys).toFixed(1)} ms`
			},
			{
				id: 'mcp_first_load',
				what: 'first load of /mcp (navigation → 12 connected server rows painted)',
				value: median(loads.map((l) => l.rows)),
				unit: 'ms',
				budget: { max: 300 },
				note: `${loadRuns} cold contexts; a city that answers at once (bench/instant-city.ts); DOMContentLoaded ${at('nav')}, socket open ${at('open')}, health answer ${at('health')} ms`
			},
			{
				id: 'heap',
				what: 'JS heap with 20,000 offers in the open picker',
				value: median(heaps),
				unit: 'MB',
				budget: { max: 60 },
				note: 'CDP Runtime.getHeapUsage after a GC'
			}
		];
		return { figures, chromium: browser.version() };
	} finally {
		await browser.close();
		await city.close();
		await rm(root, { recursive: true, force: true });
	}
}
