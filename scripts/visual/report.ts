// The review as one HTML page: what changed first, each frame before, after and where, then what did not.
import { SCRIPT, STYLE } from './report-assets';
import type { Size } from './compare';
import type { Story } from './stories';

/** One frame of a story (`dark, 360 px`) in the report; image paths are relative to index.html. */
export interface FrameView {
	key: string;
	label: string;
	before: string | null;
	after: string | null;
	diff: string | null;
	diffPixels: number;
	beforeSize: Size | null;
	afterSize: Size | null;
	/** Whether its slider starts unfolded (the first changed frame's does). */
	open?: boolean;
}

export interface StoryView {
	story: Story;
	frames: FrameView[];
	/** What Storybook said while drawing it (a render error), if anything. */
	notes: string[];
}

export interface UnstableView {
	story: Story;
	reason: string;
}

export interface ReportModel {
	base: string;
	head: string;
	/** The working tree's Storybook beside the report (`storybook/`), or null when there is none. */
	storybook: string | null;
	pattern: string | null;
	changed: StoryView[];
	added: StoryView[];
	removed: StoryView[];
	unstable: UnstableView[];
	unchanged: number;
	/** Each frame compared per story, for the sentence about unchanged ones. */
	framesPerStory: number;
	footer: string[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe in HTML text and in quoted attributes: a story name is never markup. */
export function esc(text: string): string {
	return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** `Title › Name`, as Storybook's sidebar reads it. */
export function storyLabel(s: Story): string {
	return `${s.title} › ${s.name}`;
}

/** The story in the working tree's Storybook, relative to the report. */
export function storyHref(storybook: string, id: string): string {
	return `${storybook}index.html?path=${encodeURIComponent(`/story/${id}`)}`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The whole page. */
export function renderReport(m: ReportModel): string {
	const counts: [string, number, string][] = [
		['changed', m.changed.length, 'changed'],
		['added', m.added.length, 'added'],
		['removed', m.removed.length, 'removed'],
		['unstable', m.unstable.length, 'unstable']
	];
	const headline =
		m.changed.length + m.added.length + m.removed.length === 0
			? 'No visible change'
			: counts
					.slice(0, 3)
					.filter(([, n]) => n > 0)
					.map(([, n, word]) => `${n} ${word}`)
					.join(', ');
	return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(`Visual review: ${headline}`)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>Visual review</h1>
<p>Base: ${esc(m.base)}<br>Working tree: ${esc(m.head)}${m.pattern ? `<br>Stories matching <code>${esc(m.pattern)}</code>` : ''}</p>
<ul class="counts" aria-label="Summary">
${counts
	.map(
		([id, n, word]) =>
			`<li class="c-${id}">${n > 0 ? `<a href="#${id}"><span class="n">${n}</span> ${word}</a>` : `<span class="n">0</span> ${word}`}</li>`
	)
	.join('\n')}
<li><a href="#unchanged"><span class="n">${m.unchanged}</span> unchanged</a></li>
</ul>
${
	m.storybook
		? `<p class="note" data-file-note hidden>Story names link to this run's Storybook in <code>storybook/</code>. Browsers run Storybook only over http, not from a file: <code>npm run visual:serve</code> serves this folder on 127.0.0.1.</p>`
		: ''
}
</header>
<main>
${section('changed', 'Changed', m.changed, m)}
${section('added', 'Added', m.added, m)}
${section('removed', 'Removed', m.removed, m)}
${unstableSection(m)}
<section id="unchanged" aria-labelledby="unchanged-h">
<h2 id="unchanged-h">Unchanged</h2>
<p>${plural(m.unchanged, 'story', 'stories')} (${plural(m.unchanged * m.framesPerStory, 'image')}) look exactly as before.</p>
</section>
</main>
<footer>
${m.footer.map((line) => `<p>${esc(line)}</p>`).join('\n')}
</footer>
<script>${SCRIPT}</script>
</body>
</html>
`;
}

function section(id: string, title: string, stories: StoryView[], m: ReportModel): string {
	if (stories.length === 0) return '';
	return `<section id="${id}" aria-labelledby="${id}-h">
<h2 id="${id}-h">${title} (${stories.length})</h2>
${stories.map((s) => storyBlock(id, s, m)).join('\n')}
</section>`;
}

function storyName(s: Story, kind: string, m: ReportModel): string {
	const label = esc(storyLabel(s));
	// A removed story is not in the working tree's Storybook.
	return m.storybook && kind !== 'removed' ? `<a href="${esc(storyHref(m.storybook, s.id))}">${label}</a>` : label;
}

function storyBlock(kind: string, s: StoryView, m: ReportModel): string {
	return `<article class="story" aria-labelledby="h-${esc(s.story.id)}">
<h3 id="h-${esc(s.story.id)}"><span class="badge c-${kind}">${kind}</span>${storyName(s.story, kind, m)}</h3>
<p class="file">${esc(s.story.importPath)}</p>
${s.notes.map((n) => `<p class="note">${esc(n)}</p>`).join('\n')}
${s.frames.map((f) => frameBlock(kind, s.story, f)).join('\n')}
</article>`;
}

function sizeText(size: Size | null): string {
	return size ? `${size.width} × ${size.height}` : '';
}

function frameBlock(kind: string, story: Story, f: FrameView): string {
	const what = `${storyLabel(story)}, ${f.label}`;
	const img = (src: string, alt: string) =>
		`<a href="${esc(src)}"><img src="${esc(src)}" alt="${esc(`${alt}: ${what}`)}" loading="lazy"></a>`;
	if (kind !== 'changed') {
		const src = f.after ?? f.before;
		return `<h4>${esc(f.label)}</h4>
<div class="views single"><figure>${src ? img(src, kind === 'added' ? 'Now' : 'Before') : ''}<figcaption>${esc(sizeText(f.afterSize ?? f.beforeSize))}</figcaption></figure></div>`;
	}
	const sizeNote =
		f.beforeSize && f.afterSize && sizeText(f.beforeSize) !== sizeText(f.afterSize)
			? `size ${sizeText(f.beforeSize)} → ${sizeText(f.afterSize)}; `
			: '';
	return `<section class="frame" aria-label="${esc(what)}">
<h4>${esc(f.label)} <span class="muted">(${esc(sizeNote)}${plural(f.diffPixels, 'pixel')} differ)</span></h4>
<div class="views">
<figure>${img(f.before!, 'Before')}<figcaption>Before · ${esc(sizeText(f.beforeSize))}</figcaption></figure>
<figure>${img(f.after!, 'After')}<figcaption>After · ${esc(sizeText(f.afterSize))}</figcaption></figure>
<figure>${f.diff ? img(f.diff, 'Difference') : ''}<figcaption>Difference: red pixels differ, blue box around them, yellow is anti-aliasing (tolerated)</figcaption></figure>
</div>
<details class="swipe"${f.open ? ' open' : ''}>
<summary>Before and after on one picture, with a slider</summary>
<div class="swipe-frame" style="--pos: 50%">
<img src="${esc(f.before!)}" alt="" loading="lazy">
<div class="swipe-after"><img src="${esc(f.after!)}" alt="" loading="lazy"></div>
<div class="swipe-line"></div>
</div>
<div class="swipe-controls">
<button type="button" data-show="before" aria-label="${esc(`Show before: ${what}`)}">Before</button>
<input type="range" min="0" max="100" value="50" aria-label="${esc(`Split between before (left) and after (right): ${what}`)}">
<button type="button" data-show="after" aria-label="${esc(`Show after: ${what}`)}">After</button>
</div>
</details>
</section>`;
}

function unstableSection(m: ReportModel): string {
	if (m.unstable.length === 0) return '';
	return `<section id="unstable" aria-labelledby="unstable-h">
<h2 id="unstable-h">Unstable (${m.unstable.length})</h2>
<p>Captured twice from the same build, these did not look the same, so a difference says nothing about the change.</p>
<ul class="plain">
${m.unstable
	.map(
		(u) =>
			`<li>${storyName(u.story, 'unstable', m)} <span class="file">${esc(u.story.importPath)}</span><br>${esc(u.reason)}</li>`
	)
	.join('\n')}
</ul>
</section>`;
}
