// `npm run bench:ab -- DIR_A DIR_B … [--rounds N] [--kit DIR]`: the first load of /mcp by two or more builds
// of the app and the stack's floor, in alternate cold contexts round by round (as `npm run bench` measures it),
// each build served by an instant city of its own. For trying a change against what is there: build each
// side with `BUILD_DIR=… KIT_OUT_DIR=… BASE_PATH= npx vite build --bypass-lock` (docs/performance.md).
import { existsSync } from 'node:fs';
import { chromium } from 'playwright';
import { findChromium } from '../scripts/chromium.mjs';
import { BENCH_CHROMIUM_ARGS } from './browser';
import { startInstantCity } from './instant-city';
import { loadsInTurn, measureLoad, type LoadMarks } from './mcp-load-bench';
import { pairKey, type PairedKey } from './paired-browser';
import { median, spread } from './stats';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const rounds = Number(option('--rounds') ?? 15);
const kitDir = option('--kit') ?? 'build-bench-kit-floor';
const dirs = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
const missing = [kitDir, ...dirs].filter((d) => !existsSync(d));
if (dirs.length < 2 || missing.length) {
	console.error(
		`npm run bench:ab -- DIR_A DIR_B … [--rounds N] [--kit DIR]${missing.length ? `; not built: ${missing.join(', ')}` : ''}`
	);
	process.exit(2);
}

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
	const loads = await loadsInTurn(pages, rounds, 2, (p) => measureLoad(browser, p.url, 12, p.key));
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
} finally {
	await browser.close();
	for (const city of cities) await city.close();
}
