import { PNG } from 'pngjs';
import { describe, expect, it, vi } from 'vitest';
import { compareImages, comparePngBuffers, readSize } from './compare';

type Rgb = [number, number, number];
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** A width × height image painted by `colour(x, y)`. */
function image(width: number, height: number, colour: (x: number, y: number) => Rgb): PNG {
	const png = new PNG({ width, height });
	for (let y = 0; y < height; y++)
		for (let x = 0; x < width; x++) png.data.set([...colour(x, y), 255], (y * width + x) * 4);
	return png;
}

// A black left half and a white right half: a hard vertical edge between x = 3 and x = 4.
const edge = (x: number): Rgb => (x < 4 ? BLACK : WHITE);
const encode = (png: PNG) => PNG.sync.write(png);

describe('compareImages', () => {
	it('finds nothing between two identical images', () => {
		const r = compareImages(image(8, 8, edge), image(8, 8, edge));
		expect(r).toMatchObject({ changed: false, diffPixels: 0, sizeChanged: false, box: null, diff: null });
	});

	it('counts one pixel off, and boxes exactly it', () => {
		const after = image(8, 8, (x, y) => (x === 6 && y === 1 ? BLACK : edge(x)));
		const r = compareImages(image(8, 8, edge), after);
		expect(r.changed).toBe(true);
		expect(r.diffPixels).toBe(1);
		expect(r.box).toEqual({ x: 6, y: 1, width: 1, height: 1 });
		expect(r.diff?.width).toBe(8);
	});

	it('counts every changed pixel of a block', () => {
		const after = image(20, 20, (x, y) => (x >= 10 && x < 13 && y >= 5 && y < 7 ? BLACK : WHITE));
		const r = compareImages(
			image(20, 20, () => WHITE),
			after
		);
		expect(r.diffPixels).toBe(6);
		expect(r.box).toEqual({ x: 10, y: 5, width: 3, height: 2 });
	});

	it('tolerates a pixel softened on an anti-aliased edge', () => {
		// The white pixel just right of the edge turned grey, as a font or border smoothing does.
		const after = image(8, 8, (x, y) => (x === 4 && y === 4 ? [128, 128, 128] : edge(x)));
		const r = compareImages(image(8, 8, edge), after);
		expect(r).toMatchObject({ changed: false, diffPixels: 0, box: null });
	});

	it('does not tolerate the same grey away from any edge', () => {
		const after = image(8, 8, (x, y) => (x === 6 && y === 4 ? [128, 128, 128] : edge(x)));
		expect(compareImages(image(8, 8, edge), after).diffPixels).toBe(1);
	});

	it('reports a size change as changed, with both sizes, and counts the rows only one image has', () => {
		const r = compareImages(
			image(8, 8, () => WHITE),
			image(8, 10, () => WHITE)
		);
		expect(r.changed).toBe(true);
		expect(r.sizeChanged).toBe(true);
		expect(r.before).toEqual({ width: 8, height: 8 });
		expect(r.after).toEqual({ width: 8, height: 10 });
		expect(r.diffPixels).toBe(16);
		expect(r.box).toEqual({ x: 0, y: 8, width: 8, height: 2 });
		expect(r.diff).toMatchObject({ width: 8, height: 10 });
	});
});

describe('comparePngBuffers', () => {
	it('takes equal bytes as unchanged, reading only the size', () => {
		const bytes = encode(image(5, 3, () => WHITE));
		expect(comparePngBuffers(bytes, Buffer.from(bytes))).toMatchObject({
			changed: false,
			before: { width: 5, height: 3 },
			after: { width: 5, height: 3 }
		});
		// The signature and the header chunk only: a size can be read, but no image can be decoded from it.
		const headerOnly = bytes.subarray(0, 8 + 25);
		expect(() => PNG.sync.read(Buffer.from(headerOnly))).toThrow();
		const read = vi.spyOn(PNG.sync, 'read');
		try {
			expect(comparePngBuffers(Buffer.from(headerOnly), Buffer.from(headerOnly))).toMatchObject({
				changed: false,
				before: { width: 5, height: 3 }
			});
			expect(read).not.toHaveBeenCalled();
		} finally {
			read.mockRestore();
		}
	});

	it('decodes and compares when the bytes differ', () => {
		const before = encode(image(5, 3, () => WHITE));
		const after = encode(image(5, 3, (x, y) => (x === 0 && y === 0 ? BLACK : WHITE)));
		expect(comparePngBuffers(before, after)).toMatchObject({ changed: true, diffPixels: 1 });
	});

	it('reads a size from the header and refuses what is not a PNG', () => {
		expect(readSize(encode(image(7, 2, () => WHITE)))).toEqual({ width: 7, height: 2 });
		expect(() => readSize(Buffer.from('not a png at all, not at all'))).toThrow('not a PNG');
	});
});
