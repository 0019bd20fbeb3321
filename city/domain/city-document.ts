import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { DocumentAnswer, DocumentState } from '../../protocol/schemas/document';
import type { CityContext } from '../city-context';
import { layerFile, LayerUnreadable, readLayer, type LayerFile } from './layers';

/*
 * The `document` question (query.rs `Document { at }`, spec §8-69), for the one file this city keeps in the real
 * city's place: `.sprawling/CONFIG.toml`, the city's layer. Its bytes are the TOML spelling of `CONFIG.json`
 * (docs/local-city.md), judged and cut with the real city's bounds (documents D4, D7).
 */

/** Where the real city keeps its own layer, as an address under its root. */
export const CITY_CONFIG_DOCUMENT = '.sprawling/CONFIG.toml';
/** The most bytes one window carries (documents `WINDOW_BYTES_MAX`). */
export const WINDOW_BYTES_MAX = 64 * 1024;

const q = (s: string) => JSON.stringify(s); // a JSON string is a TOML basic string for what a layer holds

/** A layer as the real city's `CONFIG.toml` spells it: only the sections it states. */
export function layerToml(layer: LayerFile): string {
	const out: string[] = [];
	if (layer.model) out.push('[model]', `effort = ${q(layer.model.effort)}`, '');
	if (layer.cache) out.push('[cache]', `keep_warm = ${q(layer.cache.keep_warm)}`, '');
	if (layer.context) out.push('[context]', `second_threshold = ${layer.context.second_threshold}`, '');
	if (layer.search) {
		const s = layer.search;
		out.push('[search]', `choice = ${q(s.choice)}`);
		if (s.selected !== undefined) out.push(`selected = ${q(s.selected)}`);
		out.push('');
		for (const supplier of s.suppliers ?? []) {
			out.push('[[search.suppliers]]');
			for (const [key, value] of Object.entries(supplier)) {
				if (key !== 'accounts') out.push(`${key} = ${q(String(value))}`);
			}
			const accounts = (supplier.accounts ?? []).map(
				(a) =>
					`{ ${Object.entries(a)
						.map(([k, val]) => `${k} = ${q(String(val))}`)
						.join(', ')} }`
			);
			out.push(`accounts = [${accounts.join(', ')}]`, '');
		}
	}
	return out.join('\n');
}

/** A file's bytes as the v65 answer states them: empty, text with its first window, or opaque. */
export function documentState(bytes: Uint8Array, format = 'plain'): DocumentState {
	const version = createHash('sha256').update(bytes).digest('hex'); // the real city: blake3 of the bytes
	if (bytes.length === 0) return { empty: { version, format } };
	const encoding = encodingOf(bytes);
	const text = decode(encoding, bytes);
	if (text === null) return { held: { version, format, bytes: bytes.length, body: 'opaque' } };
	const end = bytes.length <= WINDOW_BYTES_MAX ? bytes.length : windowEnd(encoding, bytes);
	const head = end === bytes.length ? text : (decode(encoding, bytes.subarray(0, end)) ?? '');
	return {
		held: {
			version,
			format,
			bytes: bytes.length,
			body: {
				text: {
					encoding,
					head: { span: { start: 0, end }, text: head },
					coverage: end === bytes.length ? 'whole' : 'head'
				}
			}
		}
	};
}

type Encoding = 'utf8' | 'utf8_bom' | 'utf16_le' | 'utf16_be';

function encodingOf(b: Uint8Array): Encoding {
	if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) return 'utf8_bom';
	if (b[0] === 0xff && b[1] === 0xfe) return 'utf16_le';
	if (b[0] === 0xfe && b[1] === 0xff) return 'utf16_be';
	return 'utf8';
}

/** The text the bytes spell, or `null`: UTF-8 without a mark holds no NUL (documents D4). */
function decode(encoding: Encoding, bytes: Uint8Array): string | null {
	if (encoding === 'utf8' && bytes.includes(0)) return null;
	const label = encoding === 'utf16_le' ? 'utf-16le' : encoding === 'utf16_be' ? 'utf-16be' : 'utf-8';
	try {
		// `ignoreBOM`: the mark is the text's first character, as the real city keeps it (D5).
		return new TextDecoder(label, { fatal: true, ignoreBOM: true }).decode(bytes);
	} catch {
		return null;
	}
}

/** Where the first window of a long file ends: after its last whole line that fits, else a character boundary. */
function windowEnd(encoding: Encoding, bytes: Uint8Array): number {
	if (encoding === 'utf8' || encoding === 'utf8_bom') {
		const line = bytes.lastIndexOf(0x0a, WINDOW_BYTES_MAX - 1);
		if (line >= 0) return line + 1;
		let end = WINDOW_BYTES_MAX;
		while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end--;
		return end;
	}
	let end = WINDOW_BYTES_MAX - (WINDOW_BYTES_MAX % 2);
	const unit = (at: number) =>
		encoding === 'utf16_le' ? bytes[at]! | (bytes[at + 1]! << 8) : (bytes[at]! << 8) | bytes[at + 1]!;
	if (end < bytes.length && unit(end) >= 0xdc00 && unit(end) <= 0xdfff) end -= 2;
	return end;
}

/** `document` at `at`: the city's layer as its `CONFIG.toml`; any other address is not kept here. */
export function documentAnswer(ctx: CityContext, at: string): DocumentAnswer | null {
	if (at !== CITY_CONFIG_DOCUMENT) return null;
	const file = layerFile(ctx.root, ctx.cityName, ctx.cityName);
	if (!fs.existsSync(file)) return { at, state: 'missing' };
	try {
		return { at, state: documentState(new TextEncoder().encode(layerToml(readLayer(file)))) };
	} catch (err) {
		if (err instanceof LayerUnreadable) return { at, state: { unreadable: { reason: err.message } } };
		throw err;
	}
}
