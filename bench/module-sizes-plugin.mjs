// A Vite plugin for the first-load report (bench/first-load-report.ts): when FIRST_LOAD_MODULES names a
// file, it writes there, for every client chunk, the source modules in it and how many bytes of the
// minified chunk each wrote, read from the chunk's source map (so code the minifier dropped counts for
// nothing). (JavaScript, so vite.config.ts can import it without a TypeScript extension.)
import { decode } from '@jridgewell/sourcemap-codec';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Bytes of generated code that no source map segment names a source for (the bundler's own glue). */
export const NO_SOURCE = '(no source)';

/**
 * The bytes of `code` each source wrote: each mapping segment owns the code from its column to the next
 * segment's (or the line's end). Code under a segment without a source is its module's when segments of
 * that one module come on both sides of it (generated inside the module); otherwise, like code before a
 * line's first segment and the line breaks, it is `NO_SOURCE`. Columns are UTF-16 units, sizes UTF-8 bytes.
 * @param {string} code
 * @param {{ sources: (string | null)[], mappings: string }} map
 * @param {(source: string) => string} name
 * @returns {Record<string, number>}
 */
export function bytesBySource(code, map, name) {
	/** @type {Record<string, number>} */
	const out = {};
	const add = (/** @type {string} */ key, /** @type {string} */ text) => {
		if (text) out[key] = (out[key] ?? 0) + Buffer.byteLength(text);
	};
	const lines = code.split('\n');
	const decoded = decode(map.mappings);
	lines.forEach((line, i) => {
		const segments = decoded[i] ?? [];
		add(NO_SOURCE, line.slice(0, segments[0]?.[0] ?? line.length) + (i < lines.length - 1 ? '\n' : ''));
		const own = segments.map((seg) => (seg.length > 1 ? (map.sources[/** @type {number} */ (seg[1])] ?? null) : null));
		/** @type {(string | null)[]} the source of the nearest segment after each one that has a source */
		const after = [];
		for (let j = segments.length - 1, next = null; j >= 0; j--) {
			after[j] = next;
			next = own[j] ?? next;
		}
		/** @type {string | null} */
		let before = null;
		segments.forEach((seg, j) => {
			const source = own[j] ?? (before !== null && after[j] === before ? before : null);
			before = own[j] ?? before;
			add(source ? name(source) : NO_SOURCE, line.slice(seg[0], segments[j + 1]?.[0] ?? line.length));
		});
	});
	return out;
}

/**
 * @param {string | undefined} out
 * @returns {import('vite').Plugin | null}
 */
export function moduleSizes(out) {
	if (!out) return null;
	return {
		name: 'first-load-module-sizes',
		apply: 'build',
		// Maps without the comment that links them, so the files measured are byte for byte the usual ones.
		config: () => ({ build: { sourcemap: 'hidden' } }),
		generateBundle(options, bundle) {
			/** @type {Record<string, Record<string, number>>} */
			const sizes = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : {};
			for (const chunk of Object.values(bundle)) {
				if (chunk.type !== 'chunk' || !chunk.fileName.startsWith('_app/')) continue;
				const at = dirname(join(options.dir ?? '', chunk.fileName));
				// SvelteKit drops the map of a chunk it rewrites (its entry); those keep the pre-minification lengths.
				sizes[chunk.fileName] = chunk.map
					? bytesBySource(chunk.code, chunk.map, (source) => resolve(at, source))
					: Object.fromEntries(Object.entries(chunk.modules).map(([id, m]) => [id, m.renderedLength]));
			}
			writeFileSync(out, JSON.stringify(sizes));
		}
	};
}
