import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-svelte';
import { i18n } from '$lib/i18n';
import { axeViolations } from '$lib/testing/axe';
import LocalTime from './LocalTime.svelte';
import { exactTime, relativeTime } from './local-time';
import { LocalClock, type TickSource } from './local-time-clock.svelte';

const now = Date.UTC(2026, 5, 1, 12, 0, 0);
const ms = now - 3 * 86_400_000 - 3_600_000;

/** A clock the test moves: `advance` jumps the time and fires the timers once, as one tick would. */
function fakeTicks(start: number) {
	let t = start;
	const timers = new Set<() => void>();
	const source: TickSource = {
		now: () => t,
		every: (_ms, fn) => (timers.add(fn), () => void timers.delete(fn))
	};
	return {
		clock: new LocalClock(source),
		advance(by: number) {
			t += by;
			for (const fn of [...timers]) fn();
		},
		get timers() {
			return timers.size;
		}
	};
}

describe('LocalTime', () => {
	afterEach(() => i18n.set('en'));

	it('reads at a glance, with the exact time as the description and the ISO time on <time datetime>', async () => {
		const screen = render(LocalTime, { ms, now });
		const time = page.getByText(relativeTime(ms, now, 'en'), { exact: true });
		await expect.element(time).toHaveTextContent('3 days ago');
		await expect.element(time).toHaveAttribute('datetime', '2026-05-29T11:00:00.000Z');
		await expect.element(time).toHaveAccessibleDescription(exactTime(ms, 'en'));
		expect(time.element().tagName).toBe('TIME');
		expect(exactTime(ms, 'en')).toMatch(/2026/);
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('shows the exact time on keyboard focus, and takes no room while hidden', async () => {
		const screen = render(LocalTime, { ms, now });
		const tip = screen.getByRole('tooltip', { includeHidden: true });
		await expect.element(tip).toHaveTextContent(exactTime(ms, 'en'));
		expect(tip.element().getBoundingClientRect().width).toBeLessThanOrEqual(1);
		await userEvent.tab();
		await expect.poll(() => tip.element().getBoundingClientRect().width).toBeGreaterThan(40);
	});

	it('says a future moment as future, and follows the language', async () => {
		i18n.set('zh');
		const later = now + 2 * 3_600_000;
		render(LocalTime, { ms: later, now });
		const time = page.getByText(relativeTime(later, now, 'zh'), { exact: true });
		await expect.element(time).toHaveAttribute('datetime', new Date(later).toISOString());
		await expect.element(time).toHaveAccessibleDescription(exactTime(later, 'zh'));
		expect(relativeTime(later, now, 'zh')).not.toBe(relativeTime(later, now, 'en'));
	});

	it('ticks: "19 seconds ago" becomes "1 minute ago", and days go on too', async () => {
		const ticks = fakeTicks(now);
		render(LocalTime, { ms: now - 19_000, clock: ticks.clock });
		render(LocalTime, { ms, clock: ticks.clock });
		await expect.element(page.getByText('19 seconds ago', { exact: true })).toBeVisible();
		await expect.element(page.getByText('3 days ago', { exact: true })).toBeVisible();
		ticks.advance(1000);
		await expect.element(page.getByText('20 seconds ago', { exact: true })).toBeVisible();
		ticks.advance(60_000);
		await expect.element(page.getByText('1 minute ago', { exact: true })).toBeVisible();
		ticks.advance(86_400_000);
		await expect.element(page.getByText('4 days ago', { exact: true })).toBeVisible();
	});

	it('shares one timer among every time drawn, and stops it when none is', async () => {
		const ticks = fakeTicks(now);
		const drawn = [0, 1, 2].map((i) => render(LocalTime, { ms: now - i * 30_000, clock: ticks.clock }));
		await expect.element(page.getByText('1 minute ago', { exact: true })).toBeVisible();
		expect(ticks.timers).toBe(1);
		for (const d of drawn) d.unmount();
		await expect.poll(() => ticks.timers).toBe(0);
	});
});
