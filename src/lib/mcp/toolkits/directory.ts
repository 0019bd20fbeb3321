import type { ToolkitLine, ToolkitStanding } from '$protocol/schemas/toolkits';
import type { AxError } from '$protocol/schemas/refusal';

/** The one thing a row offers, from its standing (WIRE.md §11.9). */
export type RowAction =
	| { kind: 'connect' }
	| { kind: 'consent'; url: string; opens: boolean }
	| { kind: 'connected'; alias: string }
	| { kind: 'refused'; refusal: AxError };

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Only an `https://` address is ever opened (or plain `http://` on this machine's loopback, which the browser
 * itself counts as secure: the local city's fake broker); anything else is shown as text.
 */
export function opensSafely(url: string): boolean {
	let parsed: URL;
	try {
		parsed = new URL(url);
	} catch {
		return false;
	}
	if (url.startsWith('https://')) return parsed.protocol === 'https:';
	return url.startsWith('http://') && parsed.protocol === 'http:' && LOOPBACK.has(parsed.hostname);
}

/** What a row's standing allows: Connect, Finish consent, a connected badge, or the refusal with Connect again. */
export function actionFor(standing: ToolkitStanding): RowAction {
	if (standing === 'absent') return { kind: 'connect' };
	if ('awaiting' in standing) {
		const url = standing.awaiting.consent_url;
		return { kind: 'consent', url, opens: opensSafely(url) };
	}
	if ('connected' in standing) return { kind: 'connected', alias: standing.connected.alias };
	return { kind: 'refused', refusal: standing.refused.refusal };
}

/** The words a row is searched by, folded once per answer (lowercase name and slug). */
export interface Searchable {
	line: ToolkitLine;
	index: number;
	hay: string;
}

/** Folds the shelf once, so each keystroke only scans strings (1,000 rows stay quick). */
export function searchable(lines: readonly ToolkitLine[]): Searchable[] {
	return lines.map((line, index) => ({ line, index, hay: `${line.name}\u0000${line.slug}`.toLowerCase() }));
}

/** The rows whose name or slug holds every word typed, in the broker's order. */
export function filterShelf(rows: readonly Searchable[], typed: string): Searchable[] {
	const words = typed.toLowerCase().split(/\s+/).filter(Boolean);
	if (words.length === 0) return [...rows];
	return rows.filter((r) => words.every((w) => r.hay.includes(w)));
}

/** What the broker's actions are when a connect fails at the broker (the city ties those to no press). */
export const BROKER_ACTIONS: readonly string[] = [
	'ask the broker',
	'reach the application broker',
	'create an auth config for an outside application',
	'open a consent page for an outside application'
];

/** Whether a refusal tied to no press is the broker's, during a connect (its action, or reading a broker path). */
export function isBrokerRefusal(refusal: Pick<AxError, 'action'>): boolean {
	return BROKER_ACTIONS.includes(refusal.action) || refusal.action.startsWith("read the broker's answer to ");
}
