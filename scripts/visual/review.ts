// What each story's captures say: unchanged, changed (in which frames), added, removed, or unstable and why.
import { readFileSync } from 'node:fs';
import type { CaptureResult } from './capture';
import { comparePngBuffers } from './compare';
import { VARIANTS, variantKey, type Story, type Variant } from './stories';

export const FRAME_KEYS = VARIANTS.map(variantKey);

/** `dark, 360 px`. */
export function variantLabel(v: Variant): string {
	return `${v.theme}, ${v.width} px`;
}

export const FRAME_LABELS: Record<string, string> = Object.fromEntries(
	VARIANTS.map((v) => [variantKey(v), variantLabel(v)])
);

/** The stories both sides have, and those only one has; each list sorted as given. */
export function pairStories(base: Story[], head: Story[]): { common: Story[]; added: Story[]; removed: Story[] } {
	const inBase = new Set(base.map((s) => s.id));
	const inHead = new Set(head.map((s) => s.id));
	return {
		common: head.filter((s) => inBase.has(s.id)),
		added: head.filter((s) => !inBase.has(s.id)),
		removed: base.filter((s) => !inHead.has(s.id))
	};
}

/** Why a capture is not a full set of frames, or null. */
export function captureFailure(r: CaptureResult | undefined): string | null {
	if (!r) return 'it was not captured';
	if (r.error) return `it could not be captured: ${r.error}`;
	const missing = FRAME_KEYS.filter((k) => !r.files[k]);
	return missing.length ? `no image in ${missing.map((k) => FRAME_LABELS[k]).join(', ')}` : null;
}

export interface FrameDifference {
	key: string;
	diffPixels: number;
	sizeChanged: boolean;
}

/** The frames in which two full captures of one story differ (both must have every frame). */
export function differingFrames(a: CaptureResult, b: CaptureResult): FrameDifference[] {
	const out: FrameDifference[] = [];
	for (const key of FRAME_KEYS) {
		const c = comparePngBuffers(readFileSync(a.files[key]!), readFileSync(b.files[key]!), { diff: false });
		if (c.changed) out.push({ key, diffPixels: c.diffPixels, sizeChanged: c.sizeChanged });
	}
	return out;
}

function describeFrames(frames: FrameDifference[]): string {
	return frames
		.map((f) => `${FRAME_LABELS[f.key]}: ${f.sizeChanged ? 'size differs' : `${f.diffPixels} pixels`}`)
		.join('; ');
}

export type Verdict =
	{ kind: 'unchanged' } | { kind: 'changed'; frames: string[] } | { kind: 'unstable'; reason: string };

/** Whether a story both builds have needs a second look: its first captures differ, or one failed. */
export function differsAtFirst(base: CaptureResult | undefined, head: CaptureResult | undefined): boolean {
	return captureFailure(base) !== null || captureFailure(head) !== null || differingFrames(base!, head!).length > 0;
}

/**
 * A story both builds have, whose first captures differ: captured again on both sides, it is changed only
 * when each side agrees with itself, else unstable.
 */
export function judgeCommon(
	base: CaptureResult | undefined,
	head: CaptureResult | undefined,
	again: { base?: CaptureResult; head?: CaptureResult }
): Verdict {
	const failed = captureFailure(base) ?? captureFailure(head);
	if (failed)
		return { kind: 'unstable', reason: `In ${captureFailure(base) ? 'the base' : 'the working tree'}, ${failed}.` };
	const first = differingFrames(base!, head!);
	if (first.length === 0) return { kind: 'unchanged' };
	const unstable = selfCheck('the working tree', head, again.head) ?? selfCheck('the base', base, again.base);
	return unstable ? { kind: 'unstable', reason: unstable } : { kind: 'changed', frames: first.map((f) => f.key) };
}

/** Why two captures of one build's story do not agree, or null when they do (also judges added and removed ones). */
export function selfCheck(
	side: string,
	first: CaptureResult | undefined,
	second: CaptureResult | undefined
): string | null {
	const failed = captureFailure(first) ?? captureFailure(second);
	if (failed) return `In ${side}, ${failed}.`;
	const frames = differingFrames(first!, second!);
	return frames.length ? `Two captures of ${side}'s build differ (${describeFrames(frames)}).` : null;
}
