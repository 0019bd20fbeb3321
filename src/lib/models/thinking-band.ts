import { EFFORTS, type Effort } from '$protocol/schemas/common';
import type { OfferSource, ThinkingOffer } from '$protocol/schemas/endpoints';

export interface BandLevel {
	level: Exclude<Effort, 'none'>;
	/** The upstream's own word for it (`words`), or null to use the app's name. */
	word: string | null;
	/** The upstream's default when sent no level. */
	isDefault: boolean;
}

interface Provenance {
	from: OfferSource;
	/** `source` when it is an http(s) URL, to draw as a link. */
	sourceUrl: string | null;
	/** `source` when present but not an http(s) URL: shown as text, never linked. */
	sourceText: string | null;
}

/** What the thinking band shows for one (endpoint, model). */
export type Band =
	| { kind: 'none' }
	| ({ kind: 'switch'; defaultOn: boolean | null } & Provenance)
	| ({ kind: 'levels'; levels: BandLevel[] } & Provenance);

/** True for an absolute http: or https: URL; anything else is never a link. */
export function isHttpUrl(text: string): boolean {
	try {
		const url = new URL(text);
		return url.protocol === 'http:' || url.protocol === 'https:';
	} catch {
		return false;
	}
}

function provenance(offer: ThinkingOffer): Provenance {
	const source = offer.source ?? null;
	const link = source !== null && isHttpUrl(source);
	return { from: offer.from, sourceUrl: link ? source : null, sourceText: source !== null && !link ? source : null };
}

/**
 * The thinking band's rules (WIRE.md §11.3 ThinkingOffer, §15.5): offered levels
 * in the fixed ascending order, never `none`, labelled with `words` where given,
 * the default marked; an on/off switch alone for `levels: []` with `on: "allowed"`;
 * nothing at all for `levels: []` otherwise.
 */
export function thinkingBand(offer: ThinkingOffer): Band {
	const levels: BandLevel[] = inEffortOrder(offer.levels).map((level) => ({
		level,
		word: offer.words.find((w) => w.effort === level)?.word ?? null,
		isDefault: offer.default === level
	}));
	if (levels.length > 0) return { kind: 'levels', levels, ...provenance(offer) };
	if (offer.on === 'allowed') return { kind: 'switch', defaultOn: offer.default_on ?? null, ...provenance(offer) };
	return { kind: 'none' };
}

/**
 * Known levels in the fixed effort order, never `none`; a level this app does not know keeps its
 * spelling and stays right after the known level it followed in the offer.
 */
export function inEffortOrder(levels: readonly string[]): Exclude<Effort, 'none'>[] {
	let rank = -1;
	const ranked = levels
		.filter((level) => level !== 'none')
		.map((level) => {
			const known = (EFFORTS as readonly string[]).indexOf(level);
			if (known !== -1) rank = known * 2;
			return { level, rank: known !== -1 ? rank : rank + 1 };
		});
	return ranked.sort((a, b) => a.rank - b.rank).map((r) => r.level);
}

/** The level a switch press means: on is `high` (how the city encodes "thinking on"), off is `none`. */
export function switchLevel(on: boolean): Effort {
	return on ? 'high' : 'none';
}

/** Whether a chosen level is one the band can show; anything else falls back to "the provider decides" (null). */
export function levelFor(band: Band, level: Effort | null): Effort | null {
	if (level === null) return null;
	if (band.kind === 'levels') return band.levels.some((l) => l.level === level) ? level : null;
	if (band.kind === 'switch') return level === 'none' || level === 'high' ? level : null;
	return null;
}
