// The first load of /mcp in Chromium: the app against the stack's floor (bench/kit-floor/: SvelteKit,
// TanStack Query and the wire's checks, nothing else of the app; the budget) and the bare floor
// (bench/floor/, a page with no framework that does the same job; information), all served by one instant
// city (bench/instant-city.ts) with its door, each a returning browser with a paired key
// (bench/paired-browser.ts), measured in alternate cold contexts, round by round. At 12 servers from
// navigation to rows painted, with the door's own share; at 12, 100 and 400 servers from the answers'
// arrival to rows painted (the app against the bare floor).
import type { Browser } from 'playwright';
import { routeBundles } from './bundle';
import { ratioFigure, type Figure } from './figures';
import { startInstantCity } from './instant-city';
import { pairKey, seedPairedKey, type PairedKey } from './paired-browser';
import { NEXT_PAINT } from './picker-bench';
import { loadProbe, median, spread } from './stats';

const LOAD_DONE = 'bench: /mcp rows painted ';

export interface LoadMarks {
	/** Navigation start → every row painted connected. */
	rows: number;
	nav: number;
	open: number;
	/** When the later of the two answers (`building`, `mcp_health`) arrived. */
	answers: number;
	/** When the door's challenge was asked for, and when the session's answer (the token) had arrived. */
	challenge: number;
	token: number;
}

/** The door's two requests as Resource Timing saw them: nothing in the page is timed by hand. */
const DOOR_MARKS = `(() => {
	const at = (path) => performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === path);
	return { challenge: at('/session/challenge')?.startTime ?? null, token: at('/session')?.responseEnd ?? null };
})()`;

/**
 * One cold load of `url` by a returning browser (`key` put into the fresh context's IndexedDB first): from
 * navigation start to every server row painted with its health. The page reports through one console message when it is done: asking it anything earlier
 * (Playwright's `evaluate`, `waitForFunction`) would make Playwright compile its own helper script in the
 * page, about 20 ms of main-thread work in the middle of the app's start that no person's browser does.
 */
export async function measureLoad(browser: Browser, url: string, servers: number, key: PairedKey): Promise<LoadMarks> {
	const context = await browser.newContext();
	await seedPairedKey(context, new URL(url).origin, key);
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
		// The embed draws in a shadow root, which neither the observer nor querySelectorAll sees into from the document.
		const roots = [document];
		const attachShadow = Element.prototype.attachShadow;
		Element.prototype.attachShadow = function (init) {
			const root = attachShadow.call(this, init);
			roots.push(root);
			obs.observe(root, watched);
			return root;
		};
		const check = () => {
			// Rows with the health answer drawn in them, not the building's list drawn before it.
			const rows = roots.reduce((n, r) => n + r.querySelectorAll('li.row[data-state=connected]').length, 0);
			if (rows < ${servers}) return;
			obs.disconnect();
			nextPaint(() => {
				const rows = performance.now();
				const nav = performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd;
				const answers = Math.max(marks.health ?? NaN, marks.building ?? NaN);
				const door = ${DOOR_MARKS};
				console.debug('${LOAD_DONE}' + JSON.stringify({ rows, nav, open: marks.open ?? null, answers, ...door }));
			});
		};
		const watched = { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] };
		const obs = new MutationObserver(check);
		obs.observe(document, watched);
	})()`);
	const page = await context.newPage();
	const done = page.waitForEvent('console', { predicate: (m) => m.text().startsWith(LOAD_DONE), timeout: 60_000 });
	await page.goto(url, { waitUntil: 'commit' });
	const t = JSON.parse((await done).text().slice(LOAD_DONE.length)) as Record<keyof LoadMarks, number | null>;
	await context.close();
	const n = (k: keyof LoadMarks) => t[k] ?? NaN;
	return {
		rows: n('rows'),
		nav: n('nav'),
		open: n('open'),
		answers: n('answers'),
		challenge: n('challenge'),
		token: n('token')
	};
}

/**
 * `warmup + runs` rounds of one load of each page, the first `warmup` not kept. Each round starts with another
 * page, so none always follows the same one's garbage.
 */
export async function loadsInTurn<P>(
	pages: readonly P[],
	runs: number,
	warmup: number,
	load: (page: P) => Promise<LoadMarks>
): Promise<Map<P, LoadMarks[]>> {
	const marks = new Map<P, LoadMarks[]>(pages.map((p) => [p, []]));
	for (let round = 0; round < warmup + runs; round++) {
		const first = round % pages.length;
		for (const p of [...pages.slice(first), ...pages.slice(0, first)]) {
			const t = await load(p);
			if (round >= warmup) marks.get(p)?.push(t);
		}
	}
	return marks;
}

/** The sizes of the rows-painted table; the first is also the first-load figure's. */
const SERVER_SIZES = [12, 100, 400] as const;
/** The first load of /mcp against the stack's floor (issue #29): the budget, and what it aims at. */
export const FIRST_LOAD_BUDGET = 1.4;
const FIRST_LOAD_AIM = 1.2;

type Kind = 'app' | 'floor' | 'kit' | 'embed';
const PATHS: Record<Kind, string> = { app: 'mcp', floor: 'floor/mcp', kit: 'kit-floor/mcp', embed: 'embed/mcp' };

export async function mcpLoadBenches(
	browser: Browser,
	buildDir: string,
	runs: number,
	warmup: number,
	kitFloorDir: string | null = null,
	embedDir: string | null = null
): Promise<Figure[]> {
	const figures: Figure[] = [];
	for (const servers of SERVER_SIZES) {
		const first = servers === SERVER_SIZES[0];
		const withKit = first && kitFloorDir !== null;
		const withEmbed = first && embedDir !== null;
		const city = await startInstantCity(buildDir, servers, 20, withKit ? kitFloorDir : null, null, embedDir);
		const kinds: Kind[] = [
			'app',
			'floor',
			...(withKit ? ['kit' as const] : []),
			...(withEmbed ? ['embed' as const] : [])
		];
		const marks: Record<Kind, LoadMarks[]> = { app: [], floor: [], kit: [], embed: [] };
		const probe = loadProbe();
		try {
			// A browser paired once per page kind, as a person's returning browser is.
			const keys = {} as Record<Kind, PairedKey>;
			for (const k of kinds) keys[k] = await pairKey(new URL(city.url).origin, city.door.mintOpenCode(), `bench ${k}`);
			const loads = await loadsInTurn(kinds, runs, warmup, (k) =>
				measureLoad(browser, new URL(PATHS[k], city.url).href, servers, keys[k])
			);
			for (const k of kinds) marks[k] = loads.get(k) ?? [];
		} finally {
			await city.close();
		}
		const load = probe();
		if (first) figures.push(...firstLoadFigures(servers, marks, load, kitFloorDir));
		if (withEmbed) figures.push(embedFirstLoadFigure(servers, marks, load));
		const { app, floor } = marks;
		const paint = (l: LoadMarks) => l.rows - l.answers;
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

const at = (xs: LoadMarks[], k: keyof LoadMarks) => median(xs.map((l) => l[k])).toFixed(0);
const range = (xs: number[]) =>
	spread(xs)
		.map((x) => x.toFixed(0))
		.join('–');

/**
 * The first load at 12 servers: the app against the stack's floor (the budget), against the bare floor and
 * the stack's floor against the bare floor (information), and the door's share of the app's load.
 */
export function firstLoadFigures(
	servers: number,
	{ app, floor, kit }: Pick<Record<Kind, LoadMarks[]>, 'app' | 'floor' | 'kit'>,
	load: string,
	kitFloorDir: string | null
): Figure[] {
	const rows = (xs: LoadMarks[]) => xs.map((l) => l.rows);
	const milestones = (xs: LoadMarks[]) =>
		`DOMContentLoaded ${at(xs, 'nav')}, session token ${at(xs, 'token')}, socket open ${at(xs, 'open')}, answers ${at(xs, 'answers')} ms`;
	const what = `navigation → ${servers} connected rows painted`;
	const figures: Figure[] = [];
	if (kit.length) {
		const kitBytes = kitFloorDir ? routeBundles(kitFloorDir).find((r) => r.route === '/mcp')?.gzipBytes : undefined;
		figures.push(
			ratioFigure(
				{
					id: 'mcp_first_load',
					what: `first load of /mcp against the stack's floor (${what})`,
					unit: 'ms',
					referenceWhat: "the stack's floor",
					budget: { ratio: FIRST_LOAD_BUDGET },
					load,
					note: `aim ≤ ${FIRST_LOAD_AIM} ×; cold contexts, paired, the pages in turn; app: ${milestones(app)}; stack's floor: ${milestones(kit)}; absolute spread app ${range(rows(app))} ms`
				},
				rows(app),
				rows(kit)
			),
			ratioFigure(
				{
					id: 'mcp_first_load_stack',
					what: `first load of /mcp by the stack alone (SvelteKit, TanStack Query, the wire's checks; bench/kit-floor/) against the floor`,
					unit: 'ms',
					referenceWhat: 'the floor page',
					budget: null,
					load,
					note: `the same rounds; first load ${((kitBytes ?? NaN) / 1024).toFixed(1)} KB gzipped; absolute spread ${range(rows(kit))} ms`
				},
				rows(kit),
				rows(floor)
			)
		);
	}
	figures.push(
		ratioFigure(
			{
				id: 'mcp_first_load_bare',
				what: `first load of /mcp against the floor page (${what})`,
				unit: 'ms',
				referenceWhat: 'the floor page',
				budget: null,
				load,
				note: `the same rounds; floor: ${milestones(floor)}`
			},
			rows(app),
			rows(floor)
		)
	);
	const span = (xs: LoadMarks[]) => xs.map((l) => l.token - l.challenge);
	const share = (xs: LoadMarks[]) => median(xs.map((l) => l.token / l.rows));
	const spanOf = (xs: LoadMarks[]) => `${median(span(xs)).toFixed(1)} ms`;
	figures.push(
		{
			id: 'mcp_door_token',
			what: 'the door on the first load of /mcp: navigation → session token (app)',
			value: median(app.map((l) => l.token)),
			unit: 'ms',
			budget: null,
			runs: app.length,
			spread: spread(app.map((l) => l.token)),
			load,
			note: `${(share(app) * 100).toFixed(0)} % of the way to the rows; stack's floor ${kit.length ? at(kit, 'token') : '–'} ms, floor ${at(floor, 'token')} ms`
		},
		{
			id: 'mcp_door_span',
			what: 'the door on the first load of /mcp: challenge asked → session token (app: sign, POST /session)',
			value: median(span(app)),
			unit: 'ms',
			budget: null,
			runs: app.length,
			spread: spread(span(app)),
			load,
			note: `stack's floor ${kit.length ? spanOf(kit) : '–'}, floor ${spanOf(floor)}`
		}
	);
	return figures;
}

/** The embed's first load of the MCP page (a plain host page, the widget in a shadow root) beside the app's. */
export function embedFirstLoadFigure(
	servers: number,
	{ app, embed }: Pick<Record<Kind, LoadMarks[]>, 'app' | 'embed'>,
	load: string
): Figure {
	return ratioFigure(
		{
			id: 'mcp_first_load_embed',
			what: `first load of the embedded MCP page (build-embed/, mount() on a plain page) against the app's /mcp (navigation → ${servers} connected rows painted)`,
			unit: 'ms',
			referenceWhat: "the app's /mcp",
			budget: null,
			load,
			note: `the same rounds, each a paired browser; embed: DOMContentLoaded ${at(embed, 'nav')}, session token ${at(embed, 'token')}, socket open ${at(embed, 'open')}, answers ${at(embed, 'answers')} ms; absolute spread ${range(embed.map((l) => l.rows))} ms`
		},
		embed.map((l) => l.rows),
		app.map((l) => l.rows)
	);
}
