import fs from 'node:fs';
import path from 'node:path';
import { EFFORTS, isKnown, KEEP_WARMS, type KnownEffort, type KeepWarm } from '../../protocol/schemas';
import type { SearchConfiguration } from '../../protocol/schemas/search';
import { writeFileAtomic } from '../storage/atomic';
import { fileForm, searchOfFile, type SearchSection } from './search-layer';

/*
 * The configuration ladder, like the real city's `CONFIG.toml` files (docs/local-city.md "Settings layers"):
 * the city's own layer and one per building or room, read from the nearest file that states a value. JSON
 * files, spelled with the TOML file's sections, each replaced atomically.
 */

/** The second context rung: its default and the whole percents a layer may state (kernel D7, D19). */
export const SECOND_DEFAULT = 65;
export const SECOND_MIN = 31;
export const SECOND_MAX = 90;
/** The first rung, which no layer moves. */
export const FIRST_PERCENT = 30;
/** The address the `default` search supplier is reached at (`city::default_search_supplier`). */
export const DEFAULT_SEARCH_URL = 'https://mcp.exa.ai/mcp';
export const CITY_LAYER_FILE = 'CONFIG.json';

export type LayerName = 'city' | 'building' | 'resident';

/** One file as the city reads it: every section optional, nothing else allowed. */
export interface LayerFile {
	model?: { effort: KnownEffort };
	cache?: { keep_warm: KeepWarm };
	context?: { second_threshold: number };
	search?: SearchSection;
}

/** A file this city cannot read: its path and why, for an `unavailable` or a refusal. */
export class LayerUnreadable extends Error {
	constructor(
		readonly file: string,
		readonly why: string
	) {
		super(`${file}: ${why}`);
	}
}

/** Where the layer for a place lives: the city's own file for the city, else one per address. */
export function layerFile(root: string, cityName: string, addr: string): string {
	if (addr === cityName) return path.join(root, CITY_LAYER_FILE);
	return path.join(root, 'layers', ...addr.split('/'), CITY_LAYER_FILE);
}

/** Which layer a place's own file is: the city, a building (`city/b`), or a room under one. */
export function layerNameOf(cityName: string, addr: string): LayerName {
	if (addr === cityName) return 'city';
	return addr.split('/').length === 2 ? 'building' : 'resident';
}

/** The files on the ladder for `addr`, farthest first: the city, its building, the place itself. */
export function ladderOf(cityName: string, addr: string): string[] {
	const segments = addr.split('/');
	const out = [cityName];
	if (segments.length >= 2) out.push(segments.slice(0, 2).join('/'));
	if (segments.length >= 3) out.push(addr);
	return out;
}

const SECTIONS: Record<string, readonly string[]> = {
	model: ['effort'],
	cache: ['keep_warm'],
	context: ['second_threshold'],
	search: ['choice', 'selected', 'suppliers']
};

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Reads one layer: a missing file states nothing; a file that does not read is refused whole. */
export function readLayer(file: string): LayerFile {
	let text: string;
	try {
		text = fs.readFileSync(file, 'utf8');
	} catch (err) {
		if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
		throw new LayerUnreadable(file, (err as Error).message);
	}
	let json: unknown;
	try {
		json = JSON.parse(text);
	} catch (err) {
		throw new LayerUnreadable(file, (err as Error).message);
	}
	return checkLayer(file, json);
}

/** The real city refuses an unknown key (`deny_unknown_fields`): a misspelt setting must not do nothing. */
function checkLayer(file: string, json: unknown): LayerFile {
	const bad = (why: string): never => {
		throw new LayerUnreadable(file, why);
	};
	if (!isObj(json)) bad('the file is not one object of sections');
	const layer = json as Record<string, unknown>;
	for (const [section, body] of Object.entries(layer)) {
		const keys = SECTIONS[section];
		if (!keys) bad(`unknown section \`[${section}]\``);
		if (!isObj(body)) bad(`\`[${section}]\` is not a section`);
		for (const key of Object.keys(body as object))
			if (!keys!.includes(key)) bad(`unknown key \`${key}\` in \`[${section}]\``);
	}
	const effort = (layer.model as Record<string, unknown> | undefined)?.effort;
	if (layer.model && !(typeof effort === 'string' && isKnown(EFFORTS, effort)))
		bad(`\`[model] effort\` takes ${EFFORTS.join('|')}`);
	const warm = (layer.cache as Record<string, unknown> | undefined)?.keep_warm;
	if (layer.cache && !(typeof warm === 'string' && isKnown(KEEP_WARMS, warm)))
		bad(`\`[cache] keep_warm\` takes ${KEEP_WARMS.join('|')}`);
	const second = (layer.context as Record<string, unknown> | undefined)?.second_threshold;
	if (layer.context && outsideDomain(second))
		bad(`\`[context] second_threshold\` takes a whole percent from ${SECOND_MIN} to ${SECOND_MAX}`);
	if (layer.search) searchOfFile(layer.search, bad);
	return layer as LayerFile;
}

/** Whether a threshold is not a whole percent inside the domain (no clamping: the writer is told). */
export function outsideDomain(n: unknown): boolean {
	return typeof n !== 'number' || !Number.isInteger(n) || n < SECOND_MIN || n > SECOND_MAX;
}

/** Replaces one layer file atomically with `change` applied; keys someone wrote by hand are kept. */
export function changeLayer(file: string, change: (layer: LayerFile) => void): void {
	const layer = structuredClone(readLayer(file));
	change(layer);
	fs.mkdirSync(path.dirname(file), { recursive: true });
	writeFileAtomic(file, JSON.stringify(layer, null, '\t') + '\n', 0o644);
}

/** `[search]` as the file spells it. */
export function withSearch(layer: LayerFile, search: SearchConfiguration): void {
	layer.search = fileForm(search);
}
