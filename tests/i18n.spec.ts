import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * English and Simplified Chinese: chosen from the browser's language,
 * switchable in the header, remembered; what the city says is never translated.
 */

const switcher = (page: Page, name: 'Language' | '语言') => page.getByRole('combobox', { name });

test.describe('in a Chinese browser', () => {
	test.use({ locale: 'zh-CN' });

	test('starts in Simplified Chinese, with <html lang> to match', async ({ page, openApp }) => {
		await openApp('/');
		await expect(page.getByRole('heading', { level: 1, name: '概览' })).toBeVisible();
		await expect(
			page.getByRole('navigation', { name: '设置分区' }).getByRole('link', { name: '工具服务器' })
		).toBeVisible();
		await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
		await expect(page.locator('.city-settings')).toHaveAttribute('lang', 'zh-CN');
	});

	test('switches to English and remembers it across a reload', async ({ page, openApp }) => {
		await openApp('/mcp');
		await expect(page.getByRole('heading', { level: 1, name: '工具服务器' })).toBeVisible();
		await switcher(page, '语言').selectOption('en');
		await expect(page.getByRole('heading', { level: 1, name: 'Tool servers' })).toBeVisible();
		await expect(page.locator('html')).toHaveAttribute('lang', 'en');
		await page.reload();
		await expect(page.getByRole('heading', { level: 1, name: 'Tool servers' })).toBeVisible();
		await expect(switcher(page, 'Language')).toHaveValue('en');
	});
});

test.describe('in an English browser', () => {
	test.use({ locale: 'en-US' });

	test('starts in English, switches to Chinese and remembers it', async ({ page, openApp }) => {
		await openApp('/endpoints');
		await expect(page.getByRole('heading', { level: 1, name: 'Endpoints' })).toBeVisible();
		await expect(page.locator('html')).toHaveAttribute('lang', 'en');
		await switcher(page, 'Language').selectOption('zh');
		await expect(page.getByRole('heading', { level: 1, name: '端点' })).toBeVisible();
		await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
		expect(await page.evaluate(() => localStorage.getItem('city-settings.lang'))).toBe('zh');
		await openApp('/models');
		await expect(page.getByRole('heading', { level: 1, name: '模型' })).toBeVisible();
	});
});

test.describe('the city’s words', () => {
	test.use({ locale: 'en-US', cityOptions: { token: 'the-right-pairing-token' } });

	test('a refusal from the city reads byte for byte the same in both languages', async ({ page, openApp, wireLog }) => {
		await openApp('/', '?token=not-the-token');
		const english = page.getByRole('region', { name: 'The city refused' });
		await expect(english).toBeVisible();
		const cityText = async (region: typeof english) => region.locator('dd').allInnerTexts();
		const before = await cityText(english);

		await switcher(page, 'Language').selectOption('zh');
		const chinese = page.getByRole('region', { name: '城市拒绝了请求' });
		await expect(chinese).toBeVisible();
		await expect(page.getByRole('status', { name: '与城市的连接' })).toContainText('已停止：城市拒绝了本应用。');

		const frames = wireLog.received.map(
			(t) => JSON.parse(t) as { refusal?: { action: string; subject: string; recovery: string } }
		);
		// Action, subject and recovery are the city's: the very characters it sent, in either language.
		const sent = frames.find((f) => f.refusal)?.refusal;
		expect(sent).toBeTruthy();
		const cityWords = [sent!.action, sent!.subject, sent!.recovery];
		expect(before.slice(0, 3)).toEqual(cityWords);
		expect(await cityText(chinese).then((t) => t.slice(0, 3))).toEqual(cityWords);
		await expect(chinese.locator('code').first()).toHaveText('E_CONFIG_INVALID');
	});
});
