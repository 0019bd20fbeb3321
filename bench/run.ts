// `npm run bench [-- --check] [-- --no-build] [-- --no-node] [-- --no-browser] [-- --runs N]`: the performance
// benchmark (issues #8, #18). Generates large realistic inputs at growing sizes, measures the app's real
// code paths, prints one table (runs, spread and machine load beside each median) and writes
// bench/results.json (not tracked); with --check, exits non-zero when a budget is missed. A figure with a
// natural reference (JSON.parse, the floor page, the same figure at a smaller size) is judged as a ratio
// to it, measured in the same interleaved rounds. See docs/performance.md.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { browserBenches } from './browser';
import { BUNDLE_BUDGET_BYTES, routeBundles } from './bundle';
import { judge, table, type Figure } from './figures';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string, fallback: number) => {
	const i = args.indexOf(`--${name}`);
	return i >= 0 ? Number(args[i + 1]) : fallback;
};
if (flag('help')) {
	console.log(
		'npm run bench -- [--check] [--no-build] [--no-node] [--no-browser] [--no-picker] [--no-mcp] [--no-usage] [--runs N] [--build-dir DIR]'
	);
	process.exit(0);
}
const runs = option('runs', 15);
const buildDir = args.includes('--build-dir') ? (args[args.indexOf('--build-dir') + 1] as string) : 'build-bench';

function machine(chromium: string | null) {
	const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
	const model = /model name\s*:\s*(.+)/.exec(cpuinfo)?.[1] ?? cpus()[0]?.model ?? 'unknown';
	const nproc = execFileSync('nproc', { encoding: 'utf8' }).trim();
	return {
		nproc: Number(nproc),
		cpu: model.trim(),
		node: process.version,
		chromium,
		load: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
	};
}

const figures: Figure[] = [];
const started = Date.now();

const loadAtStart = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
/**
 * The Node benchmarks, loaded through Vite as the unit tests load them: the app's modules they measure
 * reach Svelte's runes and `import.meta.env` (the picker's sort reads the words of `hidden-char-text`).
 */
async function loadNodeBenches(): Promise<typeof import('./node-benches')> {
	const { createServer } = await import('vite');
	// Vite's server sets NODE_ENV to development; the builds started after it must not inherit that.
	const nodeEnv = process.env.NODE_ENV;
	const vite = await createServer({
		server: { middlewareMode: true, hmr: false, ws: false },
		appType: 'custom',
		logLevel: 'error'
	});
	try {
		return (await vite.ssrLoadModule('/bench/node-benches.ts')) as typeof import('./node-benches');
	} finally {
		await vite.close();
		if (nodeEnv === undefined) delete process.env.NODE_ENV;
		else process.env.NODE_ENV = nodeEnv;
	}
}

if (!flag('no-node')) {
	console.log(
		`decode, merge, filter at 5,000 / 20,000 / 80,000 offers, decode of the big usage answer (Node, ${runs} runs after a warm-up)…`
	);
	figures.push(...(await loadNodeBenches()).nodeBenches({ runs, warmup: 3 }));
}

/**
 * Runs `vite build` in `cwd` with `env`, or stops the benchmark with the build's own output. Every build
 * has its own output and SvelteKit folders (from --build-dir), so Vite's one-build-at-a-time lock is passed.
 */
function viteBuild(what: string, cwd: string, env: Record<string, string>): void {
	try {
		execFileSync('npx', ['vite', 'build', '--logLevel', 'error', '--bypass-lock'], {
			cwd,
			stdio: 'pipe',
			env: { ...process.env, ...env }
		});
	} catch (e) {
		const err = e as { stdout?: Buffer; stderr?: Buffer };
		console.error(`${err.stdout ?? ''}${err.stderr ?? ''}`);
		throw new Error(`the build of ${what} failed`);
	}
}

// The stack's floor (bench/kit-floor/) and the embed are built beside the app, and measured only when there.
const kitFloorDir = resolve(`${buildDir}-kit-floor`);
const embedDir = resolve(`${buildDir}-embed`);
if (!flag('no-build')) {
	console.log(
		`building the app into ${buildDir}/, the stack's floor into ${buildDir}-kit-floor/ and the embed into ${buildDir}-embed/ …`
	);
	const kitOutDir = `.svelte-kit-${buildDir.replace(/^build-?/, '') || 'bench'}`;
	viteBuild('the app', '.', { BUILD_DIR: buildDir, KIT_OUT_DIR: kitOutDir, BASE_PATH: '' });
	viteBuild("the stack's floor", join('bench', 'kit-floor'), {
		KIT_FLOOR_DIR: kitFloorDir,
		KIT_OUT_DIR: resolve(`${kitOutDir}-kit-floor`)
	});
	try {
		execFileSync('npx', ['vite', 'build', '--config', 'vite.embed.config.ts', '--logLevel', 'error'], {
			stdio: 'pipe',
			env: { ...process.env, EMBED_DIR: embedDir }
		});
	} catch (e) {
		const err = e as { stdout?: Buffer; stderr?: Buffer };
		console.error(`${err.stdout ?? ''}${err.stderr ?? ''}`);
		throw new Error('the build of the embed failed');
	}
}
const bundles = routeBundles(buildDir);
for (const r of bundles) {
	figures.push({
		id: `bundle ${r.route}`,
		what: `first-load JS + CSS of ${r.route}, gzipped`,
		value: r.gzipBytes / 1024,
		unit: 'KB',
		budget: { max: BUNDLE_BUDGET_BYTES / 1024 },
		note: `${r.files.length} files, ${(r.rawBytes / 1024).toFixed(0)} KB raw; \`npm run bench:first-load\` says where`
	});
}

let chromium: string | null = null;
const hasKitFloor = existsSync(join(kitFloorDir, '200.html'));
// The first load's budget is against the stack's floor: without its build that budget is not judged.
const unjudged = !flag('no-browser') && !flag('no-mcp') && !hasKitFloor ? ['mcp_first_load'] : [];
if (unjudged.length)
	console.log(
		`no build of the stack's floor in ${kitFloorDir}/: /mcp is measured without it, and its first-load budget is not judged (run without --no-build)`
	);
if (!flag('no-browser')) {
	const browserRuns = Math.max(3, Math.round(runs / 3));
	console.log(
		`Chromium: picker, keystrokes, heap at three sizes (${browserRuns} rounds), /mcp, the stack's floor and the floor at 12, 100, 400 servers, each a paired browser (${runs} rounds), the usage answer on /mcp (${browserRuns} rounds), each after a warm-up…`
	);
	// A first load of /mcp takes well under a second to measure, so it gets the full number of runs.
	const b = await browserBenches({
		buildDir,
		runs: browserRuns,
		loadRuns: runs,
		warmup: 1,
		picker: !flag('no-picker'),
		mcp: !flag('no-mcp'),
		usage: !flag('no-usage'),
		kitFloorDir: hasKitFloor ? kitFloorDir : null,
		embedDir: existsSync(join(embedDir, 'city-settings.js')) ? embedDir : null
	});
	figures.push(...b.figures);
	chromium = b.chromium;
}

const judged = figures.map(judge);
const failed = judged.filter((f) => !f.pass);
const unsettled = judged.filter((f) => f.warning);
const env = machine(chromium);
console.log(`\n${table(judged)}\n`);
console.log(
	`machine: ${env.nproc} cores, ${env.cpu}; Node ${env.node}; Chromium ${env.chromium ?? '(not run)'}; load average ${loadAtStart} at the start, ${env.load} at the end; ${((Date.now() - started) / 1000).toFixed(0)} s`
);
writeFileSync(
	join('bench', 'results.json'),
	JSON.stringify({ date: new Date().toISOString(), machine: env, runs, figures: judged, bundles }, null, '\t') + '\n'
);
console.log('wrote bench/results.json');
if (failed.length) console.log(`budgets missed: ${failed.map((f) => f.id).join(', ')}`);
if (unjudged.length) console.log(`budgets not judged: ${unjudged.join(', ')}`);
if (unsettled.length)
	console.log(`spread not clear of the budget: ${unsettled.map((f) => `${f.id} (${f.warning})`).join(', ')}`);
if (flag('check') && (failed.length || unjudged.length)) process.exit(1);
