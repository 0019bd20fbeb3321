// `npm run visual`: what a change did to every story, side by side (README, Storybook; docs/visual-review.md).
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { serveStatic } from '../../test-support/static-server';
import { buildAtCommit, buildStorybook, git, resolveBase } from './build';
import { Capturer, type CaptureResult, type CaptureTask } from './capture';
import { writeReport, type Outcome } from './output';
import { onInterrupt } from './interrupt';
import { formatDuration, progressPrinter } from './progress';
import { differsAtFirst, judgeCommon, pairStories, selfCheck } from './review';
import { filterStories, readStories, type Story } from './stories';

const HELP = `npm run visual -- [options]

Builds Storybook for a base and for the working tree, captures every story in light and dark at 360 and
1280 px in both, and writes visual-report/index.html: stories changed, added and removed first, then how
many are unchanged.

  --base <ref|dir>   git ref to compare against (default: the merge base with main), or a built Storybook
  --head <dir>       an already built Storybook of the working tree (default: build it)
  --stories <regex>  only stories whose id, "Title › Name" or file matches (case-insensitive)
  --out <dir>        where the report goes (default: visual-report)
  --workers <n>      pages captured at once (default: os.availableParallelism())
`;

const { values: args } = parseArgs({
	options: {
		base: { type: 'string' },
		head: { type: 'string' },
		stories: { type: 'string' },
		out: { type: 'string' },
		workers: { type: 'string' },
		help: { type: 'boolean' }
	}
});
if (args.help) {
	console.log(HELP);
	process.exit(0);
}

const cwd = process.cwd();
const out = resolve(args.out ?? 'visual-report');
const workers = Math.max(1, Number(args.workers ?? availableParallelism()) || 1);
const started = Date.now();
const timings: [string, number][] = [];
async function timed<T>(label: string, fn: () => Promise<T> | T): Promise<T> {
	const t = Date.now();
	try {
		return await fn();
	} finally {
		timings.push([label, Date.now() - t]);
	}
}

// Only ever clears a folder that is empty or holds an earlier report.
if (existsSync(out)) {
	const entries = readdirSync(out);
	if (entries.length > 0 && !entries.includes('summary.json')) {
		console.error(`${out} is not empty and holds no earlier report: give another --out.`);
		process.exit(2);
	}
	rmSync(out, { recursive: true, force: true });
}
mkdirSync(out, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'visual-'));
const forgetWork = onInterrupt(() => rmSync(work, { recursive: true, force: true }));

try {
	const base = resolveBase(cwd, args.base);
	const headDir = join(out, 'storybook');
	const headLabel = args.head ? `the Storybook built in ${resolve(args.head)}` : describeTree();
	if (args.head) {
		readStories(args.head);
		await timed('copy the working tree’s Storybook', () => cpSync(args.head!, headDir, { recursive: true }));
	} else {
		console.log('building the working tree’s Storybook…');
		await timed('build the working tree', () => buildStorybook(cwd, headDir));
	}
	let baseDir: string;
	let baseLabel: string;
	if (base.kind === 'dir') {
		baseDir = base.dir;
		baseLabel = `the Storybook built in ${base.dir}`;
	} else {
		baseDir = join(work, 'base-storybook');
		baseLabel = `${base.ref} (${base.commit.slice(0, 10)} ${base.subject})`;
		console.log(`building the base’s Storybook at ${base.commit.slice(0, 10)} in a temporary worktree…`);
		await timed('build the base', () => buildAtCommit(cwd, base.commit, baseDir));
	}

	const pattern = args.stories;
	const { common, added, removed } = pairStories(
		filterStories(readStories(baseDir), pattern),
		filterStories(readStories(headDir), pattern)
	);
	if (common.length + added.length + removed.length === 0)
		throw new Error(pattern ? `no story matches --stories ${pattern}` : 'neither build has a story');

	const servers = {
		base: await serveStatic(baseDir, '', { immutable: true }),
		head: await serveStatic(headDir, '', { immutable: true })
	};
	const capturer = await Capturer.start(workers);
	let outcome: Outcome;
	try {
		const task =
			(side: 'base' | 'head', dir: string) =>
			(story: Story): CaptureTask => ({
				story,
				root: servers[side].url,
				dir: join(work, dir)
			});
		// Each story's two sides one after the other, so the estimate is right from the start.
		const first = [
			...common.flatMap((s) => [task('base', 'base-1')(s), task('head', 'head-1')(s)]),
			...added.map(task('head', 'head-1')),
			...removed.map(task('base', 'base-1'))
		];
		console.log(
			`capturing ${common.length + added.length + removed.length} stories (${common.length} in both builds, ` +
				`${added.length} added, ${removed.length} removed): ${first.length} captures of 4 frames on ${workers} pages…`
		);
		const shots = await timed('capture', () => capturer.run(first, progressPrinter('capturing')));
		const firstOf = index(shots);

		// Whatever differs is captured again on both sides: a story that differs from itself is unstable, not changed.
		const suspects = await timed('compare', () =>
			common.filter((s) => differsAtFirst(firstOf.get(`base-1/${s.id}`), firstOf.get(`head-1/${s.id}`)))
		);
		const again = [
			...[...suspects, ...added].map(task('head', 'head-2')),
			...[...suspects, ...removed].map(task('base', 'base-2'))
		];
		const secondOf = again.length
			? index(await timed('capture again what differs', () => capturer.run(again, progressPrinter('checking'))))
			: new Map<string, CaptureResult>();
		const get = (key: string) => firstOf.get(key) ?? secondOf.get(key);

		outcome = { changed: [], added: [], removed: [], unstable: [], unchanged: 0 };
		for (const s of common) {
			const verdict = suspects.includes(s)
				? judgeCommon(get(`base-1/${s.id}`), get(`head-1/${s.id}`), {
						base: get(`base-2/${s.id}`),
						head: get(`head-2/${s.id}`)
					})
				: { kind: 'unchanged' as const };
			if (verdict.kind === 'unchanged') outcome.unchanged++;
			else if (verdict.kind === 'unstable') outcome.unstable.push({ story: s, reason: verdict.reason });
			else
				outcome.changed.push({
					story: s,
					frames: verdict.frames,
					base: get(`base-1/${s.id}`)!,
					head: get(`head-1/${s.id}`)!
				});
		}
		for (const [list, side, dir, target] of [
			[added, 'the working tree', 'head', outcome.added],
			[removed, 'the base', 'base', outcome.removed]
		] as const) {
			for (const s of list) {
				const why = selfCheck(side, get(`${dir}-1/${s.id}`), get(`${dir}-2/${s.id}`));
				if (why) outcome.unstable.push({ story: s, reason: `${dir === 'head' ? 'New' : 'Removed'} story. ${why}` });
				else target.push({ story: s, capture: get(`${dir}-1/${s.id}`)! });
			}
		}
		await timed('write the report', () =>
			writeReport(out, outcome, {
				base: baseLabel,
				head: headLabel,
				pattern: pattern ?? null,
				chromium: capturer.version,
				workers,
				timings
			})
		);
	} finally {
		await capturer.close();
		await servers.base.close();
		await servers.head.close();
	}

	const total = Date.now() - started;
	const report = join(out, 'index.html');
	const rel = report.startsWith(cwd + sep) ? relative(cwd, report) : report;
	console.log(
		`\nvisual review: ${outcome.changed.length} changed, ${outcome.added.length} added, ${outcome.removed.length} removed, ` +
			`${outcome.unstable.length} unstable, ${outcome.unchanged} unchanged`
	);
	for (const c of outcome.changed)
		console.log(`  changed   ${c.story.title} › ${c.story.name}  [${c.frames.join(', ')}]`);
	for (const c of outcome.added) console.log(`  added     ${c.story.title} › ${c.story.name}`);
	for (const c of outcome.removed) console.log(`  removed   ${c.story.title} › ${c.story.name}`);
	for (const u of outcome.unstable) console.log(`  unstable  ${u.story.title} › ${u.story.name}: ${u.reason}`);
	console.log(`report: ${rel}  (its Storybook links need \`npm run visual:serve\`)`);
	console.log(
		`timings: ${[...timings, ['total', total]].map(([l, ms]) => `${l} ${formatDuration(ms as number)}`).join(', ')}`
	);
} catch (e) {
	console.error(`visual review failed: ${e instanceof Error ? e.message : String(e)}`);
	process.exitCode = 1;
} finally {
	forgetWork();
	rmSync(work, { recursive: true, force: true });
}

/** Results by `<dir>/<story id>`. */
function index(results: CaptureResult[]): Map<string, CaptureResult> {
	return new Map(results.map((r) => [`${relative(work, r.task.dir)}/${r.task.story.id}`, r]));
}

/** `1a2b3c4 subject, with uncommitted changes`, or the folder outside git. */
function describeTree(): string {
	try {
		const head = git(cwd, ['log', '-1', '--format=%h %s']);
		const dirty = git(cwd, ['status', '--porcelain']) !== '';
		return `${head}${dirty ? ', with uncommitted changes' : ''}`;
	} catch {
		return `the folder ${cwd}`;
	}
}
