import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFS, parsePrefs, pushRecent, togglePinned, type RecentChoice } from './prefs';

const r = (model: string, level: RecentChoice['level'] = null): RecentChoice => ({
	canonical: model,
	endpoint: 'e',
	model,
	level
});

describe('picker preferences', () => {
	it('keeps at most three recent choices, newest first, a repeat moved to the top', () => {
		let recent: RecentChoice[] = [];
		for (const m of ['a', 'b', 'c', 'd']) recent = pushRecent(recent, r(m));
		expect(recent.map((x) => x.model)).toEqual(['d', 'c', 'b']);
		recent = pushRecent(recent, r('b'));
		expect(recent.map((x) => x.model)).toEqual(['b', 'd', 'c']);
		// The same model with another level is another combination.
		recent = pushRecent(recent, r('b', 'high'));
		expect(recent.map((x) => `${x.model}:${x.level}`)).toEqual(['b:high', 'b:null', 'd:null']);
	});

	it('toggles pins', () => {
		expect(togglePinned([], 'x')).toEqual(['x']);
		expect(togglePinned(['x', 'y'], 'x')).toEqual(['y']);
	});

	it('reads what it wrote, and falls back to defaults on anything unreadable', () => {
		const prefs = { view: 'provider' as const, sort: 'context' as const, recent: [r('a', 'low')], pinned: ['a'] };
		expect(parsePrefs(JSON.stringify(prefs))).toEqual(prefs);
		expect(parsePrefs(null)).toEqual(DEFAULT_PREFS);
		expect(parsePrefs('{not json')).toEqual(DEFAULT_PREFS);
		expect(parsePrefs(JSON.stringify({ view: 'sideways', sort: 'name', recent: 'x', pinned: ['p'] }))).toEqual({
			...DEFAULT_PREFS,
			pinned: ['p']
		});
	});
});
