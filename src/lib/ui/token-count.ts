import { langTag, type Lang } from '$lib/i18n';

const grouped = new Map<Lang, Intl.NumberFormat>();
const oneDecimal = new Map<Lang, Intl.NumberFormat>();

function formatter(cache: Map<Lang, Intl.NumberFormat>, lang: Lang, digits: number): Intl.NumberFormat {
	let f = cache.get(lang);
	if (!f) {
		f = new Intl.NumberFormat(langTag(lang), { maximumFractionDigits: digits, useGrouping: true });
		cache.set(lang, f);
	}
	return f;
}

/** A token count with the page language's digit grouping: `131072` → `131,072`. */
export function groupedCount(count: number, lang: Lang): string {
	// Rounding would name another number: a count that is not a whole number keeps its digits.
	if (!Number.isInteger(count)) return String(count);
	return formatter(grouped, lang, 0).format(count);
}

/**
 * A short form for tight places, exact in decimal or not shortened at all: `128000` → `128K`,
 * `131500` → `131.5K`, `2000000` → `2M`, `1500000` → `1.5M`, `1024000` → `1,024K`, while `131072` and
 * `1048576` stay `131,072` and `1,048,576`. K is a thousand and M a million, never 1024: the short form
 * never names a different number than the count (`1,024 × 1,000` is not `1M`).
 */
export function compactCount(count: number, lang: Lang): string {
	if (!Number.isSafeInteger(count)) return groupedCount(count, lang);
	const abs = Math.abs(count);
	const f = formatter(oneDecimal, lang, 1);
	// Only whole tenths of the unit: the one decimal shown is then every digit there is.
	if (abs >= 1_000_000 && abs % 100_000 === 0) return `${f.format(count / 1_000_000)}M`;
	if (abs >= 1000 && abs % 100 === 0) return `${f.format(count / 1000)}K`;
	return groupedCount(count, lang);
}

/**
 * Makes the page language's number formats now. The first one a page makes costs tens of milliseconds
 * (the browser loads its locale data), so a page that will show counts on a press makes them while idle.
 */
export function warmCountFormats(lang: Lang): void {
	formatter(grouped, lang, 0);
	formatter(oneDecimal, lang, 1);
}
