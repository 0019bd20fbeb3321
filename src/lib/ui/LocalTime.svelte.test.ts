import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-svelte';
import { i18n } from '$lib/i18n';
import { axeViolations } from '$lib/testing/axe';
import LocalTime from './LocalTime.svelte';
import { exactTime, relativeTime } from './local-time';

const now = Date.UTC(2026, 5, 1, 12, 0, 0);
const ms = now - 3 * 86_400_000 - 3_600_000;

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
});
