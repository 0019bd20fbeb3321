import { describe, expect, it } from 'vitest';
import { langTag, pickLang } from './i18n.svelte';

describe('pickLang', () => {
	it('picks Chinese for any zh tag the browser leads with', () => {
		expect(pickLang(['zh-CN', 'en'])).toBe('zh');
		expect(pickLang(['zh'])).toBe('zh');
		expect(pickLang(['ZH-hans-CN'])).toBe('zh');
	});

	it('takes the first language it knows, in the browser’s order', () => {
		expect(pickLang(['en-GB', 'zh-CN'])).toBe('en');
		expect(pickLang(['fr-FR', 'zh-TW', 'en'])).toBe('zh');
	});

	it('falls back to English', () => {
		expect(pickLang([])).toBe('en');
		expect(pickLang(['de', 'ja'])).toBe('en');
	});
});

describe('langTag', () => {
	it('names the language for <html lang>', () => {
		expect(langTag('zh')).toBe('zh-CN');
		expect(langTag('en')).toBe('en');
	});
});
