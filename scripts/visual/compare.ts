// Whether two captures of one story differ, by how much, and a picture of where.
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** pixelmatch's colour distance below which two pixels count as the same (0 to 1; its own default). */
export const THRESHOLD = 0.1;

export interface Size {
	width: number;
	height: number;
}

export interface Comparison {
	/** True when any pixel differs (anti-aliasing aside) or the sizes differ. */
	changed: boolean;
	/** Pixels that differ, anti-aliased ones not counted; a size change counts the pixels only one image has. */
	diffPixels: number;
	before: Size;
	after: Size;
	sizeChanged: boolean;
	/** Smallest box holding every differing pixel, in the compared (larger) frame; null when none differ. */
	box: { x: number; y: number; width: number; height: number } | null;
	/** The difference drawn: the before image faded, differing pixels red, tolerated anti-aliasing yellow, the box outlined. */
	diff: PNG | null;
}

// Pixels only one image has are filled with this on the other side, so they always count as different.
const PAD = [255, 0, 255, 255] as const;
// The outline drawn around the box, so one changed pixel still shows in a small picture.
const OUTLINE = [0, 102, 255, 255] as const;

/** Compares two PNG files' bytes; equal bytes are equal images, and nothing is decoded. */
export function comparePngBuffers(before: Buffer, after: Buffer, opts: { diff?: boolean } = {}): Comparison {
	if (before.equals(after)) {
		const { width, height } = readSize(before);
		const size = { width, height };
		return { changed: false, diffPixels: 0, before: size, after: size, sizeChanged: false, box: null, diff: null };
	}
	return compareImages(PNG.sync.read(before), PNG.sync.read(after), opts);
}

/** Compares two decoded images with pixelmatch (anti-aliased pixels tolerated); sizes may differ. */
export function compareImages(before: PNG, after: PNG, opts: { diff?: boolean } = {}): Comparison {
	const width = Math.max(before.width, after.width);
	const height = Math.max(before.height, after.height);
	const sizeChanged = before.width !== after.width || before.height !== after.height;
	const a = sizeChanged ? padTo(before, width, height) : before;
	const b = sizeChanged ? padTo(after, width, height) : after;
	const out = opts.diff === false ? undefined : new PNG({ width, height });
	const diffPixels = pixelmatch(a.data, b.data, out?.data, width, height, {
		threshold: THRESHOLD,
		includeAA: false,
		alpha: 0.15
	});
	const box = out ? boundingBox(out, width, height) : diffPixels > 0 ? { x: 0, y: 0, width, height } : null;
	if (out && box) outline(out, box);
	return {
		changed: sizeChanged || diffPixels > 0,
		diffPixels,
		before: { width: before.width, height: before.height },
		after: { width: after.width, height: after.height },
		sizeChanged,
		box,
		diff: out && (sizeChanged || diffPixels > 0) ? out : null
	};
}

/** A PNG's width and height from its header, without decoding it. */
export function readSize(png: Buffer): Size {
	if (png.length < 24 || png.toString('latin1', 12, 16) !== 'IHDR') throw new Error('not a PNG file');
	return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

function padTo(img: PNG, width: number, height: number): PNG {
	const out = new PNG({ width, height });
	for (let i = 0; i < out.data.length; i += 4) out.data.set(PAD, i);
	PNG.bitblt(img, out, 0, 0, img.width, img.height, 0, 0);
	return out;
}

/** The box around pixelmatch's red (differing) pixels in its output. */
function boundingBox(diff: PNG, width: number, height: number): Comparison['box'] {
	let minX = width;
	let minY = height;
	let maxX = -1;
	let maxY = -1;
	const d = diff.data;
	for (let y = 0; y < height; y++) {
		for (let x = 0; x < width; x++) {
			const i = (y * width + x) * 4;
			if (d[i] === 255 && d[i + 1] === 0 && d[i + 2] === 0) {
				if (x < minX) minX = x;
				if (x > maxX) maxX = x;
				if (y < minY) minY = y;
				if (y > maxY) maxY = y;
			}
		}
	}
	return maxX < 0 ? null : { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}

/** A 3-pixel outline 4 pixels outside the box, clipped to the image. */
function outline(img: PNG, box: NonNullable<Comparison['box']>): void {
	const m = 4;
	const x0 = Math.max(0, box.x - m - 3);
	const y0 = Math.max(0, box.y - m - 3);
	const x1 = Math.min(img.width - 1, box.x + box.width - 1 + m + 3);
	const y1 = Math.min(img.height - 1, box.y + box.height - 1 + m + 3);
	const paint = (x: number, y: number) => img.data.set(OUTLINE, (y * img.width + x) * 4);
	for (let t = 0; t < 3; t++) {
		for (let x = x0; x <= x1; x++) {
			if (y0 + t <= y1) paint(x, y0 + t);
			if (y1 - t >= y0) paint(x, y1 - t);
		}
		for (let y = y0; y <= y1; y++) {
			if (x0 + t <= x1) paint(x0 + t, y);
			if (x1 - t >= x0) paint(x1 - t, y);
		}
	}
}
