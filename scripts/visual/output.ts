// Writes the review's folder: the images the report shows, index.html and summary.json.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import type { CaptureResult } from './capture';
import { comparePngBuffers, THRESHOLD } from './compare';
import { formatDuration } from './progress';
import { renderReport, type FrameView, type StoryView } from './report';
import { FRAME_KEYS, FRAME_LABELS } from './review';
import { fileStem, type Story } from './stories';

export interface Outcome {
	changed: { story: Story; frames: string[]; base: CaptureResult; head: CaptureResult }[];
	added: { story: Story; capture: CaptureResult }[];
	removed: { story: Story; capture: CaptureResult }[];
	unstable: { story: Story; reason: string }[];
	unchanged: number;
}

export interface RunFacts {
	base: string;
	head: string;
	pattern: string | null;
	chromium: string;
	workers: number;
	timings: [string, number][];
}

/** What `summary.json` holds: the outcome by story id, for scripts and the end-to-end test. */
export interface Summary {
	base: string;
	head: string;
	pattern: string | null;
	changed: { id: string; frames: string[]; diffPixels: number[] }[];
	added: string[];
	removed: string[];
	unstable: { id: string; reason: string }[];
	unchanged: number;
	timings: Record<string, number>;
}

const bySidebar = (a: { story: Story }, b: { story: Story }) =>
	`${a.story.title} ${a.story.name}`.localeCompare(`${b.story.title} ${b.story.name}`, 'en');

/** Copies and draws the images into `out/images/`, then writes `index.html` and `summary.json`. */
export function writeReport(out: string, o: Outcome, facts: RunFacts): void {
	const images = join(out, 'images');
	const place = (story: Story, name: string) => {
		mkdirSync(join(images, fileStem(story.id)), { recursive: true });
		return `images/${fileStem(story.id)}/${name}.png`;
	};
	const summary: Summary['changed'] = [];
	const changed: StoryView[] = [...o.changed].sort(bySidebar).map((c) => {
		const frames = c.frames.map((key): FrameView => {
			const before = place(c.story, `${key}-before`);
			const after = place(c.story, `${key}-after`);
			copyFileSync(c.base.files[key]!, join(out, before));
			copyFileSync(c.head.files[key]!, join(out, after));
			const cmp = comparePngBuffers(readFileSync(join(out, before)), readFileSync(join(out, after)));
			let diff: string | null = null;
			if (cmp.diff) {
				diff = place(c.story, `${key}-diff`);
				writeFileSync(join(out, diff), PNG.sync.write(cmp.diff, { filterType: 4 }));
			}
			return {
				key,
				label: FRAME_LABELS[key]!,
				before,
				after,
				diff,
				diffPixels: cmp.diffPixels,
				beforeSize: cmp.before,
				afterSize: cmp.after
			};
		});
		summary.push({ id: c.story.id, frames: c.frames, diffPixels: frames.map((f) => f.diffPixels) });
		return { story: c.story, frames, notes: [...new Set([...c.base.problems, ...c.head.problems])] };
	});
	const oneSided = (list: Outcome['added'], side: 'before' | 'after'): StoryView[] =>
		[...list].sort(bySidebar).map(({ story, capture }) => ({
			story,
			notes: capture.problems,
			frames: FRAME_KEYS.map((key) => {
				const file = place(story, `${key}-${side}`);
				copyFileSync(capture.files[key]!, join(out, file));
				return {
					key,
					label: FRAME_LABELS[key]!,
					before: side === 'before' ? file : null,
					after: side === 'after' ? file : null,
					diff: null,
					diffPixels: 0,
					beforeSize: null,
					afterSize: null
				};
			})
		}));
	if (changed[0]?.frames[0]) changed[0].frames[0].open = true;
	const timingText = facts.timings.map(([label, ms]) => `${label} ${formatDuration(ms)}`).join(', ');
	const html = renderReport({
		base: facts.base,
		head: facts.head,
		storybook: existsSync(join(out, 'storybook', 'index.html')) ? 'storybook/' : null,
		pattern: facts.pattern,
		changed,
		added: oneSided(o.added, 'after'),
		removed: oneSided(o.removed, 'before'),
		unstable: [...o.unstable].sort(bySidebar),
		unchanged: o.unchanged,
		framesPerStory: FRAME_KEYS.length,
		footer: [
			`Each story captured whole in Chromium ${facts.chromium} (${facts.workers} pages at once), in light and dark at ` +
				`360 and 1280 px, as the story checks open it; fonts loaded, animations finished, caret hidden, clock fixed.`,
			`A pixel differs past pixelmatch's threshold ${THRESHOLD}; anti-aliased pixels are tolerated. ` +
				`A story whose captures differ is captured again on both sides: one that differs from itself is unstable.`,
			`Timings: ${timingText}.`
		]
	});
	writeFileSync(join(out, 'index.html'), html);
	const result: Summary = {
		base: facts.base,
		head: facts.head,
		pattern: facts.pattern,
		changed: summary,
		added: o.added.map((a) => a.story.id).sort(),
		removed: o.removed.map((a) => a.story.id).sort(),
		unstable: o.unstable.map((u) => ({ id: u.story.id, reason: u.reason })),
		unchanged: o.unchanged,
		timings: Object.fromEntries(facts.timings)
	};
	writeFileSync(join(out, 'summary.json'), `${JSON.stringify(result, null, '\t')}\n`);
}
