// The first load of /mcp in Chromium, the app against the floor (bench/floor/, a page with no framework that
// does the same job), both served by one instant city (bench/instant-city.ts) and measured in alternate
// cold contexts, round by round; at 12 servers from navigation to rows painted, and at 12, 100 and 400
// servers from the answers' arrival to rows painted. At 12 servers the stack's floor (bench/kit-floor/:
// SvelteKit, TanStack Query and the wire's checks, nothing else of the app) is measured in the same rounds.
import type { Browser } from 'playwright';
import { routeBundles } from './bundle';
import { ratioFigure, type Figure } from './figures';
import { startInstantCity } from './instant-city';
import { NEXT_PAINT } from './picker-bench';
import { loadProbe, median, spread } from './stats';

const LOAD_DONE = 'bench: /mcp rows painted ';

interface LoadMarks {
	/** Navigation start → every row painted connected. */
	rows: number;
	nav: number;
	open: number;
	/** When the later of the two answers (`building`, `mcp_health`) arrived. */
	answers: number;
}

/**
 * One cold load of `url`: from navigation start to every server row painted with its health, in a fresh
 * context. The page reports through one console message when it is done: asking it anything earlier
 * (Playwright's `evaluate`, `waitForFunction`) would make Playwright compile its own helper script in the
 * page, about 20 ms of main-thread work in the middle of the app's start that no person's browser does.
 */
export async function measureLoad(browser: Browser, url: string, servers: number): Promise<LoadMarks> {
	const context = await browser.newContext();
	await context.addInitScript(`(() => {
		const nextPaint = ${NEXT_PAINT};
		const marks = { building: null, health: null };
		const W = WebSocket;
		window.WebSocket = class extends W {
			constructor(...a) {
				super(...a);
				this.addEventListener('open', () => (marks.open ??= performance.now()));
				this.addEventListener('message', (e) => {
					const head = String(e.data).slice(0, 120);
					if (head.includes('"answer":{"mcp_health"')) marks.health ??= e.timeStamp;
					if (head.includes('"answer":{"building"')) marks.building ??= e.timeStamp;
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
				const answers = Math.max(marks.health ?? NaN, marks.building ?? NaN);
				console.debug('${LOAD_DONE}' + JSON.stringify({ rows, nav, open: marks.open ?? null, answers }));
			});
		};
		const obs = new MutationObserver(check);
		obs.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
	})()`);
	const page = await context.newPage();
	const done = page.waitForEvent('console', { predicate: (m) => m.text().startsWith(LOAD_DONE), timeout: 60_000 });
	await page.goto(url, { waitUntil: 'commit' });
	const t = JSON.parse((await done).text().slice(LOAD_DONE.length)) as Record<keyof LoadMarks, number | null>;
	await context.close();
	return { rows: t.rows ?? NaN, nav: t.nav ?? NaN, open: t.open ?? NaN, answers: t.answers ?? NaN };
}

/** The sizes of the rows-painted table; the first is also the first-load figure's. */
const SERVER_SIZES = [12, 100, 400] as const;

export async function mcpLoadBenches(
	browser: Browser,
	buildDir: string,
	runs: number,
	warmup: number,
	kitFloorDir: string | null = null
): Promise<Figure[]> {
	const figures: Figure[] = [];
	for (const servers of SERVER_SIZES) {
		const withKit = servers === SERVER_SIZES[0] && kitFloorDir !== null;
		const city = await startInstantCity(buildDir, servers, 20, withKit ? kitFloorDir : null);
		const app: LoadMarks[] = [];
		const floor: LoadMarks[] = [];
		const kit: LoadMarks[] = [];
		const probe = loadProbe();
		try {
			for (let i = 0; i < warmup + runs; i++) {
				// Each round starts with another page, so none always follows the same one's garbage.
				const pages: [LoadMarks[], string][] = [
					[app, new URL('mcp', city.url).href],
					[floor, new URL('floor/mcp', city.url).href],
					...(withKit ? [[kit, new URL('kit-floor/mcp', city.url).href] as [LoadMarks[], string]] : [])
				];
				const first = i % pages.length;
				for (const [out, url] of [...pages.slice(first), ...pages.slice(0, first)]) {
					const t = await measureLoad(browser, url, servers);
					if (i >= warmup) out.push(t);
				}
			}
		} finally {
			await city.close();
		}
		const load = probe();
		const paint = (l: LoadMarks) => l.rows - l.answers;
		const at = (xs: LoadMarks[], k: keyof LoadMarks) => median(xs.map((l) => l[k])).toFixed(0);
		if (servers === SERVER_SIZES[0]) {
			const appRows = app.map((l) => l.rows);
			const floorRows = floor.map((l) => l.rows);
			const absolute = spread(appRows).map((x) => x.toFixed(0));
			figures.push(
				ratioFigure(
					{
						id: 'mcp_first_load',
						what: `first load of /mcp against the floor (navigation → ${servers} connected rows painted)`,
						unit: 'ms',
						referenceWhat: 'the floor page',
						budget: { ratio: 2.0 },
						load,
						note: `cold contexts, the pages in turn; app: DOMContentLoaded ${at(app, 'nav')}, socket open ${at(app, 'open')}, answers ${at(app, 'answers')} ms; floor: ${at(floor, 'nav')}, ${at(floor, 'open')}, ${at(floor, 'answers')} ms; absolute spread app ${absolute.join('–')} ms`
					},
					appRows,
					floorRows
				)
			);
			if (withKit) {
				const kitRows = kit.map((l) => l.rows);
				const kitAbsolute = spread(kitRows).map((x) => x.toFixed(0));
				const kitBytes = routeBundles(kitFloorDir).find((r) => r.route === '/mcp')?.gzipBytes ?? NaN;
				figures.push(
					ratioFigure(
						{
							id: 'mcp_first_load_stack',
							what: `first load of /mcp by the stack alone (SvelteKit, TanStack Query, the wire's checks; bench/kit-floor/) against the floor`,
							unit: 'ms',
							referenceWhat: 'the floor page',
							budget: null,
							load,
							note: `the same rounds; first load ${(kitBytes / 1024).toFixed(1)} KB gzipped; absolute spread ${kitAbsolute.join('–')} ms`
						},
						kitRows,
						floorRows
					)
				);
			}
		}
		figures.push(
			ratioFigure(
				{
					id: `mcp_rows_${servers}`,
					what: `/mcp with ${servers} servers: answers received → rows painted, against the floor`,
					unit: 'ms',
					referenceWhat: 'the floor page',
					budget: servers === 400 ? { ratio: 2.0 } : null,
					load,
					note: `20 tools each; navigation → rows: app ${at(app, 'rows')} ms, floor ${at(floor, 'rows')} ms`
				},
				app.map(paint),
				floor.map(paint)
			)
		);
	}
	return figures;
}
