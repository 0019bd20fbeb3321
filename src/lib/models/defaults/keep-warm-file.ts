import type { DocumentRead } from '$protocol/schemas/document';
import { isKnown, KEEP_WARMS, type KeepWarm } from '$protocol/schemas/common';

/** Where the city keeps its own layer, as a `document` address (config_layers `city_layer.rs`). */
export const CITY_CONFIG_AT = '.sprawling/CONFIG.toml';

/** What the `[cache]` table's `keep_warm` line says: a word, nothing, or a line this reader does not read. */
export type KeepWarmLine = { kind: 'stated'; word: string } | { kind: 'absent' } | { kind: 'unread'; line: number };

const HEADER = /^\[\s*([A-Za-z0-9_-]+(?:\s*\.\s*[A-Za-z0-9_-]+)*)\s*\]\s*(?:#.*)?$/;
const ARRAY_HEADER = /^\[\[\s*[A-Za-z0-9_-]+(?:\s*\.\s*[A-Za-z0-9_-]+)*\s*\]\]\s*(?:#.*)?$/;
const VALUE = /^keep_warm\s*=\s*(?:"([^"\\\u0000-\u001f\u007f]*)"|'([^'\u0000-\u001f\u007f]*)')\s*(?:#.*)?$/;
const ROOT_VALUE = /^cache\s*\.\s*keep_warm\s*=\s*(.*)$/;
const WORD_MAX = 200;

/**
 * Reads only `[cache] keep_warm` from a `CONFIG.toml`'s text, strictly: a header or a value it cannot read
 * for certain (a multi-line string, an escape, a second `keep_warm`, an inline `cache` table) is `unread`,
 * never a guess. `cut`: the text stops before the file does, so its last, maybe partial, line is dropped.
 */
export function readKeepWarmLine(text: string, cut = false): KeepWarmLine {
	const lines = text.replace(/^\uFEFF/, '').split('\n');
	if (cut && !text.endsWith('\n')) lines.pop();
	let table: string | null = null;
	let found: KeepWarmLine = { kind: 'absent' };
	for (let i = 0; i < lines.length; i++) {
		const line = lines[i]!.replace(/\r$/, '').trim();
		const unread: KeepWarmLine = { kind: 'unread', line: i + 1 };
		if (line === '' || line.startsWith('#')) continue;
		// A multi-line string may hold lines that look like tables: not read at all.
		if (line.includes('"""') || line.includes("'''")) return unread;
		if (line.startsWith('[[')) {
			if (!ARRAY_HEADER.test(line)) return unread;
			table = '[[]]';
			continue;
		}
		if (line.startsWith('[')) {
			const m = HEADER.exec(line);
			if (!m) return unread;
			table = m[1]!.replace(/\s+/g, '');
			continue;
		}
		let word: string | undefined;
		if (table === null && /^cache\s*[.=]/.test(line)) {
			const m = ROOT_VALUE.exec(line);
			const value = m ? VALUE.exec(`keep_warm = ${m[1]}`) : null;
			if (!value) return unread;
			word = value[1] ?? value[2];
		} else if (table === 'cache' && /^keep_warm\b/.test(line)) {
			const value = VALUE.exec(line);
			if (!value) return unread;
			word = value[1] ?? value[2];
		}
		if (word === undefined) continue;
		if (found.kind !== 'absent' || word.length > WORD_MAX) return unread;
		found = { kind: 'stated', word };
	}
	return found;
}

/** What the page can say about keep-warm from the city's file. */
export type KeepWarmReading =
	| { kind: 'stated'; value: KeepWarm }
	/** A word this app does not know: shown as spelled. */
	| { kind: 'strange'; word: string }
	/** No key (or no file): the city's default, `off` (kernel `keep_warm.rs`, `config_layers/cache.rs`). */
	| { kind: 'default'; noFile: boolean }
	/** The file is longer than the city sends at once, and the part sent does not state it. */
	| { kind: 'cut' }
	| { kind: 'opaque' }
	/** The city's reason, verbatim (`null`: an `unavailable` that gave none). */
	| { kind: 'unreadable'; reason: string | null }
	| { kind: 'unread'; line: number };

/** The city's file, as a keep-warm reading. */
export function keepWarmOf(doc: DocumentRead): KeepWarmReading {
	if (doc.kind === 'missing') return { kind: 'default', noFile: true };
	if (doc.kind === 'opaque') return { kind: 'opaque' };
	if (doc.kind === 'unreadable') return { kind: 'unreadable', reason: doc.reason };
	const line = readKeepWarmLine(doc.text, doc.cut);
	if (line.kind === 'unread') return line;
	if (line.kind === 'absent') return doc.cut ? { kind: 'cut' } : { kind: 'default', noFile: false };
	return isKnown(KEEP_WARMS, line.word) ? { kind: 'stated', value: line.word } : { kind: 'strange', word: line.word };
}

/** What the file states, for a read-back: the value, or `null` when it states none this app knows. */
export function statedKeepWarm(reading: KeepWarmReading): KeepWarm | null {
	return reading.kind === 'stated' ? reading.value : null;
}
