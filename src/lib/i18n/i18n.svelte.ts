import { en } from './en';
import type { Dictionary, Lang } from './types';
import { zh } from './zh';

const dictionaries: Record<Lang, Dictionary> = { en, zh };
export const LANGS: Lang[] = ['en', 'zh'];
/** Where the choice is remembered (localStorage). */
export const STORAGE_KEY = 'city-settings.lang';

/** The BCP 47 tag for `<html lang>` and `lang` attributes. */
export function langTag(lang: Lang): string {
	return lang === 'zh' ? 'zh-CN' : 'en';
}

/** The browser's preference: Chinese when it leads with `zh`, else English. */
export function pickLang(preferred: readonly string[]): Lang {
	for (const tag of preferred) {
		const lower = tag.toLowerCase();
		if (lower.startsWith('zh')) return 'zh';
		if (lower.startsWith('en')) return 'en';
	}
	return 'en';
}

function initialLang(): Lang {
	if (typeof window === 'undefined') return 'en';
	try {
		const saved = localStorage.getItem(STORAGE_KEY);
		if (saved === 'en' || saved === 'zh') return saved;
	} catch {
		// Storage can be blocked in an embedding iframe; the browser's choice still works.
	}
	return pickLang(navigator.languages ?? [navigator.language]);
}

class Locale {
	lang = $state<Lang>(initialLang());
	/** The current dictionary; reading it inside markup re-renders on a switch. */
	t = $derived(dictionaries[this.lang]);

	constructor() {
		this.#applyToDocument();
	}

	/** Switches language and remembers the choice. */
	set(lang: Lang): void {
		this.lang = lang;
		try {
			localStorage.setItem(STORAGE_KEY, lang);
		} catch {
			// Not remembered, but switched.
		}
		this.#applyToDocument();
	}

	/** The app owns its document (its own page, or an iframe), so `<html lang>` follows the choice. */
	#applyToDocument(): void {
		if (typeof document !== 'undefined') document.documentElement.lang = langTag(this.lang);
	}
}

/** The one locale of the app. Use `i18n.t.area.key` in markup. */
export const i18n = new Locale();
export type { Dictionary, Lang };
