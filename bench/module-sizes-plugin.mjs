// A Vite plugin for the first-load report (bench/first-load-report.ts): when FIRST_LOAD_MODULES names a
// file, it writes there, for every client chunk, the source modules in it and their rendered lengths.
// (JavaScript, so vite.config.ts can import it without a TypeScript extension.)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * @param {string | undefined} out
 * @returns {import('vite').Plugin | null}
 */
export function moduleSizes(out) {
	if (!out) return null;
	return {
		name: 'first-load-module-sizes',
		apply: 'build',
		generateBundle(_options, bundle) {
			/** @type {Record<string, Record<string, number>>} */
			const sizes = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : {};
			for (const chunk of Object.values(bundle)) {
				if (chunk.type !== 'chunk' || !chunk.fileName.startsWith('_app/')) continue;
				sizes[chunk.fileName] = Object.fromEntries(
					Object.entries(chunk.modules).map(([id, m]) => [id, m.renderedLength])
				);
			}
			writeFileSync(out, JSON.stringify(sizes));
		}
	};
}
