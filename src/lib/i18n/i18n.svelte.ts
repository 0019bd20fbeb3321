import { en as everyEnglishSection } from './en';
import { common } from './en/common';
import type { Dictionary, Lang } from './types';

// English: the shell's section is always here; a page's own (mcp, endpoints, models) come with its
// route's code (`provideEnglish` in the route's page) and a lazy part's with that part (its `*-words.ts`),
// so a first load carries only what it draws.
// In development, tests and stories every section is here from the start.
const en = (import.meta.env.DEV ? everyEnglishSection : { common }) as Dictionary;

// English is the reference and always here; another language loads when first chosen, so a first load
// carries one dictionary, not all (the bundle budget, README "Performance"). The root layout waits for it.
const loaders: Record<Exclude<Lang, 'en'>, () => Promise<Dictionary>> = {
	zh: () => import('./zh').then((m) => m.zh)
};
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
	#lang = $state<Lang>(initialLang());
	#loaded = $state.raw<Partial<Record<Lang, Dictionary>>>({ en });
	#loading = new Map<Lang, Promise<void>>();
	/** The current dictionary; reading it inside markup re-renders on a switch (English until it has loaded). */
	t = $derived(this.#loaded[this.#lang] ?? this.#loaded.en ?? en);

	constructor() {
		void this.ready();
	}

	get lang(): Lang {
		return this.#lang;
	}

	set lang(lang: Lang) {
		this.#lang = lang;
		void this.ready();
	}

	/** Resolves once the current language's dictionary has loaded (at once for English). */
	ready(): Promise<void> {
		const lang = this.#lang;
		if (lang === 'en' || this.#loaded[lang]) return Promise.resolve();
		let p = this.#loading.get(lang);
		if (!p) {
			p = loaders[lang]().then(
				(dict) => void (this.#loaded = { ...this.#loaded, [lang]: dict }),
				// Not loaded (a dropped connection): stay in English and try again on the next choice.
				() => void this.#loading.delete(lang)
			);
			this.#loading.set(lang, p);
		}
		return p;
	}

	/**
	 * Adds English sections a route or a lazy part brings with its code, before it draws. Nothing on screen
	 * can have read a section that was not here, so the dictionary grows in place and nothing is redrawn.
	 */
	provideEnglish(sections: Partial<Dictionary>): void {
		Object.assign(this.#loaded.en ?? en, sections);
	}

	/** Switches language and remembers the choice. */
	set(lang: Lang): void {
		this.lang = lang;
		try {
			localStorage.setItem(STORAGE_KEY, lang);
		} catch {
			// Not remembered, but switched.
		}
	}
}

/** The one locale of the app. Use `i18n.t.area.key` in markup. */
export const i18n = new Locale();
export type { Dictionary, Lang };
