import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-svelte';
import { i18n, STORAGE_KEY } from '$lib/i18n';
import { axeViolations } from '$lib/testing/axe';
import LanguageSwitch from './LanguageSwitch.svelte';

describe('LanguageSwitch', () => {
	afterEach(() => {
		i18n.set('en');
		localStorage.removeItem(STORAGE_KEY);
		document.documentElement.lang = 'en';
	});

	it("switches the language and remembers it, leaving the host's <html lang> alone", async () => {
		i18n.set('en');
		document.documentElement.lang = 'fr';
		const screen = render(LanguageSwitch);
		const select = page.getByRole('combobox', { name: 'Language' });
		await expect.element(select).toHaveValue('en');
		await select.selectOptions('zh');
		expect(i18n.lang).toBe('zh');
		expect(localStorage.getItem(STORAGE_KEY)).toBe('zh');
		// The settings' own root carries `lang` (AppShell); the document is the host's (the app sets it in its layout).
		expect(document.documentElement.lang).toBe('fr');
		// Its own label follows the language it switched to.
		await expect.element(page.getByRole('combobox', { name: '语言' })).toHaveValue('zh');
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('names each language in that language', async () => {
		render(LanguageSwitch);
		const options = document.querySelectorAll('option');
		expect([...options].map((o) => [o.value, o.textContent, o.lang])).toEqual([
			['en', 'English', 'en'],
			['zh', '中文', 'zh-CN']
		]);
	});
});
