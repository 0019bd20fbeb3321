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
	return formatter(grouped, lang, 0).format(count);
}

/**
 * A short form for tight places: `131072` → `128K`, `200000` → `200K`, `1048576` → `1M`.
 * Powers of 1024 read as K/M the way model windows are named; anything else in thousands.
 * Approximate by nature, so it is always drawn beside a way to the exact figure.
 */
export function compactCount(count: number, lang: Lang): string {
	const abs = Math.abs(count);
	if (abs < 1000) return groupedCount(count, lang);
	const binary = abs % 1024 === 0;
	const k = binary ? 1024 : 1000;
	const f = formatter(oneDecimal, lang, 1);
	if (abs >= k * k) return `${f.format(count / (k * k))}M`;
	return `${f.format(count / k)}K`;
}

/** Whether the compact form differs from the exact one (then the exact one must be offered). */
export function compactIsApproximate(count: number, lang: Lang): boolean {
	return compactCount(count, lang) !== groupedCount(count, lang);
}

/**
 * Makes the page language's number formats now. The first one a page makes costs tens of milliseconds
 * (the browser loads its locale data), so a page that will show counts on a press makes them while idle.
 */
export function warmCountFormats(lang: Lang): void {
	formatter(grouped, lang, 0);
	formatter(oneDecimal, lang, 1);
}
