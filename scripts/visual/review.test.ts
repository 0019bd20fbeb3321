import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import type { CaptureResult } from './capture';
import { differsAtFirst, FRAME_KEYS, judgeCommon, pairStories, selfCheck } from './review';
import type { Story } from './stories';

const dir = mkdtempSync(join(tmpdir(), 'visual-review-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const story: Story = { id: 'ui-thing--one', title: 'UI/Thing', name: 'One', importPath: './Thing.stories.svelte' };
let n = 0;

/** A capture whose every frame is white, except `dark-360` with one black pixel at (x, 0) when x is given. */
function capture(x?: number): CaptureResult {
	const files: Record<string, string> = {};
	for (const key of FRAME_KEYS) {
		const png = new PNG({ width: 6, height: 4 });
		png.data.fill(255);
		if (key === 'dark-360' && x !== undefined) png.data.set([0, 0, 0, 255], x * 4);
		files[key] = join(dir, `${n++}.png`);
		writeFileSync(files[key], PNG.sync.write(png));
	}
	return { task: { story, root: 'http://127.0.0.1/', dir }, files, problems: [] };
}

describe('judging a story', () => {
	it('leaves alone a story whose first captures agree', () => {
		expect(differsAtFirst(capture(), capture())).toBe(false);
	});

	it('calls it changed, in the frames that differ, when each side agrees with itself', () => {
		const [base, head] = [capture(), capture(2)];
		expect(differsAtFirst(base, head)).toBe(true);
		expect(judgeCommon(base, head, { base: capture(), head: capture(2) })).toEqual({
			kind: 'changed',
			frames: ['dark-360']
		});
	});

	it('calls it unstable, saying which side and frame, when a side differs from itself', () => {
		expect(judgeCommon(capture(), capture(2), { base: capture(), head: capture(3) })).toEqual({
			kind: 'unstable',
			reason: "Two captures of the working tree's build differ (dark, 360 px: 2 pixels)."
		});
		expect(judgeCommon(capture(), capture(2), { base: capture(4), head: capture(2) })).toMatchObject({
			kind: 'unstable',
			reason: expect.stringContaining("the base's build differ")
		});
	});

	it('calls a story that could not be captured unstable, with the reason', () => {
		const broken: CaptureResult = { ...capture(), files: {}, error: 'Timeout 30000ms exceeded' };
		expect(differsAtFirst(capture(), broken)).toBe(true);
		expect(judgeCommon(capture(), broken, {})).toEqual({
			kind: 'unstable',
			reason: 'In the working tree, it could not be captured: Timeout 30000ms exceeded.'
		});
		expect(selfCheck('the base', capture(), undefined)).toBe('In the base, it was not captured.');
	});

	it('pairs stories by id into common, added and removed', () => {
		const s = (id: string) => ({ ...story, id });
		expect(pairStories([s('a'), s('b')], [s('b'), s('c')])).toEqual({
			common: [s('b')],
			added: [s('c')],
			removed: [s('a')]
		});
	});
});
