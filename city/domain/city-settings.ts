import type { ConfigAnswer, ConfigureCity, SearchAnswer } from '../../protocol/schemas';
import type { SearchConfiguration } from '../../protocol/schemas/search';
import type { CityContext } from '../city-context';
import { refuse } from '../wire/refusal';
import { TUNING_DEFAULTS } from './known-hosts';
import {
	changeLayer,
	DEFAULT_SEARCH_URL,
	FIRST_PERCENT,
	ladderOf,
	layerFile,
	layerNameOf,
	LayerUnreadable,
	outsideDomain,
	readLayer,
	SECOND_DEFAULT,
	SECOND_MAX,
	SECOND_MIN,
	withSearch,
	type LayerFile,
	type LayerName
} from './layers';
import { searchOfFile, searchProblem } from './search-layer';

/*
 * The city's own defaults (WIRE.md §11.5, §12.1, §12.6): `config` answered from the ladder with the layer each
 * value came from, `configure_city` writing the city's layer, and the threshold face of `configure_building`.
 */

type Ladder = { name: LayerName; layer: LayerFile }[];

function ladder(ctx: CityContext, addr: string): Ladder {
	return ladderOf(ctx.cityName, addr).map((place) => ({
		name: layerNameOf(ctx.cityName, place),
		layer: readLayer(layerFile(ctx.root, ctx.cityName, place))
	}));
}

/** The nearest layer that states a value, and the value; `null` when none does. */
function settled<T>(rungs: Ladder, stated: (l: LayerFile) => T | undefined): { value: T; from: LayerName } | null {
	for (let i = rungs.length - 1; i >= 0; i--) {
		const value = stated(rungs[i]!.layer);
		if (value !== undefined) return { value, from: rungs[i]!.name };
	}
	return null;
}

const unreadable = (why: string): never => {
	throw new Error(why);
};

/**
 * What governs `addr`, value by value, with the layer each came from. Throws `LayerUnreadable` when a file on
 * the ladder does not read: the real city then answers `unavailable` with the reason, never half an answer.
 */
export function configAnswer(ctx: CityContext, addr: string): ConfigAnswer {
	const rungs = ladder(ctx, addr);
	const effort = settled(rungs, (l) => l.model?.effort);
	const second = settled(rungs, (l) => l.context?.second_threshold);
	return {
		addr,
		effort: effort ? { effort: effort.value, from: effort.from } : null,
		second: {
			percent: second?.value ?? SECOND_DEFAULT,
			from: second?.from ?? 'default',
			domain: { min: SECOND_MIN, max: SECOND_MAX }
		},
		first: FIRST_PERCENT,
		tuning: TUNING_DEFAULTS,
		search: searchAnswer(ctx, rungs)
	};
}

function searchAnswer(ctx: CityContext, rungs: Ladder): SearchAnswer {
	// Already judged when the layer was read; this only turns the file's spelling into the wire's.
	const read = (l: LayerFile) => (l.search ? searchOfFile(l.search, unreadable) : undefined);
	const inForce = settled(rungs, read);
	const city = read(rungs[0]!.layer) ?? null;
	// Key states only for what the city's own layer lists: that is what the page edits.
	const suppliers = city && city !== 'default' && city !== 'off' ? city.custom.suppliers : [];
	return {
		configuration: inForce?.value ?? 'default',
		from: inForce?.from ?? 'default',
		city,
		default_url: DEFAULT_SEARCH_URL,
		account_status: suppliers.map((s) => ({
			supplier: s.id,
			accounts: s.accounts.map((a) => ({ id: a.id, key: ctx.vault.keyState(a.reference ?? null) }))
		}))
	};
}

/** The city's own `[search]` as its file states it (for `forget_secret`'s "still used by"). */
export function citySearch(ctx: CityContext): SearchConfiguration | null {
	try {
		const raw = readLayer(layerFile(ctx.root, ctx.cityName, ctx.cityName)).search;
		return raw ? searchOfFile(raw, unreadable) : null;
	} catch {
		return null;
	}
}

/**
 * `configure_city`: writes the stated keys of the city's layer in one atomic replace, `search` judged whole
 * first, so a refused value lands nothing. A frame that states nothing writes nothing.
 */
export function configureCity(ctx: CityContext, cmd: ConfigureCity, action: string): void {
	if (cmd.search != null) {
		const problem = searchProblem(cmd.search);
		if (problem) refuse('E_CONFIG_INVALID', action, problem.subject, problem.recovery);
	}
	if (cmd.search == null && cmd.effort == null && cmd.keep_warm == null) return;
	writeLayer(ctx.root, ctx.cityName, ctx.cityName, action, (layer) => {
		if (cmd.search != null) withSearch(layer, cmd.search);
		if (cmd.keep_warm != null) layer.cache = { keep_warm: cmd.keep_warm };
		if (cmd.effort != null) layer.model = { effort: cmd.effort };
	});
}

/** The threshold face of `configure_building`: a whole percent inside the domain, written to that place's layer. */
export function checkThreshold(percent: number, action: string): void {
	if (outsideDomain(percent))
		refuse(
			'E_CONFIG_INVALID',
			action,
			`[context] second_threshold = ${percent} is outside the second rung's domain`,
			`state a whole percent from ${SECOND_MIN} to ${SECOND_MAX}, both included`
		);
}

export function writeThreshold(ctx: CityContext, addr: string, percent: number, action: string): void {
	writeLayer(ctx.root, ctx.cityName, addr, action, (layer) => {
		layer.context = { second_threshold: percent };
	});
}

function writeLayer(
	root: string,
	cityName: string,
	addr: string,
	action: string,
	change: (layer: LayerFile) => void
): void {
	try {
		changeLayer(layerFile(root, cityName, addr), change);
	} catch (err) {
		// A file this build cannot read is not one to overwrite (the real city refuses the same way).
		const subject = err instanceof LayerUnreadable ? err.message : `${layerFile(root, cityName, addr)}: ${err}`;
		refuse('E_CONFIG_INVALID', action, subject, 'fix that file by hand, or delete it and choose again');
	}
}
