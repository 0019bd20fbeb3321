// `npm run visual` end to end, in short: a handful of stories of the Storybook `npm test` builds, captured
// against itself (nothing may change), then against a temporary copy of the tree with one padding edited
// (exactly the stories that draw that rule must change). Runs in the `visual` Vitest project.
import { execFile, spawnSync } from 'node:child_process';
import {
	copyFileSync,
	existsSync,
	mkdirSync,
	mkdtempSync,
	readFileSync,
	rmSync,
	symlinkSync,
	writeFileSync
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { chromium } from 'playwright';
import { afterAll, describe, expect, it } from 'vitest';
import { chromiumArgs, findChromium } from '../chromium.mjs';
import { serveStatic } from '../../test-support/static-server';
import { openStory } from '../../test-support/storybook-visit';
import type { Summary } from './output';
import { filterStories, readStories } from './stories';

const ROOT = resolve(import.meta.dirname, '../..');
const BUILT = resolve(ROOT, process.env.STORYBOOK_DIR ?? 'storybook-static');
// The component edited, a component that draws it, and one that does not.
const FILES = [
	'src/lib/endpoints/RequestPreview.stories.svelte',
	'src/lib/endpoints/AttachForm.stories.svelte',
	'src/lib/ui/CopyLink.stories.svelte'
];
const PATTERN = '/(RequestPreview|AttachForm|CopyLink)\\.stories\\.svelte$';
const EDITED = 'src/lib/endpoints/RequestPreview.svelte';
const MARK = 'calc(var(--cs-space-2) + 3px)';

const tmp = mkdtempSync(join(tmpdir(), 'visual-e2e-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Runs `npm run visual` (its module, through tsx) in `cwd`; resolves with its folder, summary.json and output. */
function visual(cwd: string, args: string[]): Promise<{ out: string; summary: Summary; log: string }> {
	const out = join(tmp, `report-${Math.random().toString(36).slice(2)}`);
	return new Promise((done, fail) => {
		execFile(
			join(ROOT, 'node_modules/.bin/tsx'),
			[join(cwd, 'scripts/visual/main.ts'), ...args, '--stories', PATTERN, '--out', out],
			{ cwd, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, FORCE_COLOR: '0' } },
			(error, stdout, stderr) => {
				const log = `${stdout}${stderr}`;
				if (error) return fail(new Error(`npm run visual failed:\n${log}`));
				done({ out, summary: JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')) as Summary, log });
			}
		);
	});
}

/** The selected stories of a built Storybook in which an element matched by the rule holding MARK is drawn. */
async function storiesDrawingTheEditedRule(dir: string): Promise<string[]> {
	const server = await serveStatic(dir);
	const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
	try {
		const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
		const drawing: string[] = [];
		for (const story of filterStories(readStories(dir), PATTERN)) {
			await openStory(page, server.url, story.id, 'light');
			const drawn = await page.evaluate((mark) => {
				const selectors: string[] = [];
				const walk = (rules: CSSRuleList) => {
					for (const rule of rules) {
						if (rule instanceof CSSStyleRule && rule.cssText.includes(mark)) selectors.push(rule.selectorText);
						if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
					}
				};
				// A story's page holds only the styles of the components it imports.
				for (const sheet of document.styleSheets) walk(sheet.cssRules);
				return selectors.some((s) => [...document.querySelectorAll(s)].some((el) => el.getClientRects().length > 0));
			}, MARK);
			if (drawn) drawing.push(story.id);
		}
		return drawing.sort();
	} finally {
		await browser.close();
		await server.close();
	}
}

/** A copy of the repository's files (tracked and new, not ignored), with this checkout's node_modules linked. */
function copyTree(to: string): void {
	const files = spawnSync('git', ['ls-files', '-z', '-c', '-o', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
	if (files.status !== 0) throw new Error(`git ls-files: ${files.stderr}`);
	for (const file of files.stdout.split('\0').filter(Boolean)) {
		if (!existsSync(join(ROOT, file))) continue;
		mkdirSync(dirname(join(to, file)), { recursive: true });
		copyFileSync(join(ROOT, file), join(to, file));
	}
	symlinkSync(join(ROOT, 'node_modules'), join(to, 'node_modules'), 'dir');
}

/** Replaces `from` with `to` in a file, failing when `from` is not there exactly once. */
function edit(file: string, from: string, to: string): void {
	const text = readFileSync(file, 'utf8');
	expect(text.split(from).length - 1, `${from} in ${file}`).toBe(1);
	writeFileSync(file, text.replace(from, to));
}

describe('npm run visual', () => {
	const selected = existsSync(join(BUILT, 'index.json')) ? filterStories(readStories(BUILT), PATTERN) : [];

	it('has a built Storybook with the chosen stories', () => {
		expect(existsSync(join(BUILT, 'index.json')), `${BUILT}: run \`npm run build-storybook\` first`).toBe(true);
		expect(new Set(selected.map((s) => s.importPath.slice(2))), 'every chosen file has stories').toEqual(
			new Set(FILES)
		);
	});

	it('reports nothing when a build is compared with itself', async () => {
		const { summary, log } = await visual(ROOT, ['--base', BUILT, '--head', BUILT]);
		console.log(log.split('\n').find((l) => l.startsWith('timings:')));
		expect(summary, log).toMatchObject({ changed: [], added: [], removed: [], unstable: [] });
		expect(summary.unchanged, log).toBe(selected.length);
	});

	it('reports exactly the stories that draw a padding edited in a copy of the tree', async () => {
		const tree = join(tmp, 'tree');
		copyTree(tree);
		// Only the chosen stories are built, so the copy builds in seconds.
		edit(
			join(tree, '.storybook/main.ts'),
			`['../src/**/*.stories.svelte']`,
			JSON.stringify(FILES.map((f) => `../${f}`))
		);
		edit(join(tree, EDITED), 'margin: 0;\n\t\tpadding: var(--cs-space-2);', `margin: 0;\n\t\tpadding: ${MARK};`);

		const { out, summary, log } = await visual(tree, ['--base', BUILT]);
		console.log(log.split('\n').find((l) => l.startsWith('timings:')));
		// What the pixels should say, found another way: where the edited rule matches a drawn element.
		const expected = await storiesDrawingTheEditedRule(join(out, 'storybook'));
		expect(expected.length, 'some chosen stories draw the edited rule').toBeGreaterThan(0);
		expect(expected.length, 'and some do not').toBeLessThan(selected.length);
		expect(summary.changed.map((c) => c.id).sort(), log).toEqual(expected);
		for (const c of summary.changed)
			expect(
				c.diffPixels.every((n) => n > 0),
				`${c.id} differs visibly`
			).toBe(true);
		expect(summary, log).toMatchObject({ added: [], removed: [], unstable: [] });
		expect(summary.unchanged).toBe(selected.length - expected.length);
	});
});
