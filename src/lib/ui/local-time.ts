import type { Lang } from '$lib/i18n/types';

const DAY_MS = 86_400_000;
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
	['year', 365 * 86_400_000],
	['month', 30 * 86_400_000],
	['week', 7 * 86_400_000],
	['day', DAY_MS],
	['hour', 3_600_000],
	['minute', 60_000],
	['second', 1000]
];

const tag = (lang: Lang) => (lang === 'zh' ? 'zh-CN' : 'en');

const midnight = (ms: number) => new Date(ms).setHours(0, 0, 0, 0);

// Making a formatter costs far more than using one, and a usage table draws thousands of times: one per language.
const formatters = new Map<string, Intl.RelativeTimeFormat | Intl.DateTimeFormat>();
function formatter<F extends Intl.RelativeTimeFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
	let f = formatters.get(key) as F | undefined;
	if (!f) formatters.set(key, (f = make()));
	return f;
}
const relative = (lang: Lang, numeric: 'auto' | 'always') =>
	formatter(`r:${lang}:${numeric}`, () => new Intl.RelativeTimeFormat(tag(lang), { numeric }));

/**
 * A moment as a person reads it at a glance: "3 days ago", "in 2 hours", "now". Days count calendar days in
 * the reader's time zone, so "yesterday" is never two days back; longer spans say the number ("1 week ago").
 */
export function relativeTime(ms: number, now: number, lang: Lang): string {
	const diff = ms - now;
	const format = relative(lang, 'auto');
	for (const [unit, size] of UNITS) {
		if (Math.abs(diff) < size) continue;
		if (unit === 'day') return format.format(Math.round((midnight(ms) - midnight(now)) / DAY_MS), 'day');
		if (size > DAY_MS) return relative(lang, 'always').format(Math.trunc(diff / size), unit);
		return format.format(Math.trunc(diff / size), unit);
	}
	return format.format(0, 'second');
}

/** The exact local date and time, to the second, with the time zone named. */
export function exactTime(ms: number, lang: Lang): string {
	const exact = formatter(
		`d:${lang}`,
		() => new Intl.DateTimeFormat(tag(lang), { dateStyle: 'long', timeStyle: 'long' })
	);
	return exact.format(ms);
}
