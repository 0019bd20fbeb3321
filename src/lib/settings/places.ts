import { PARAM_KEYS, SETTINGS_PAGES, type SettingsPage, type SettingsParams } from './city-settings-options';

/**
 * The city's own settings a link can land on (`?setting=effort`): the target focuses its control once drawn,
 * as `?tag=` and `?server=` do theirs.
 */
export const SETTING_LINKS = ['effort', 'keep_warm', 'search'] as const;
export type SettingLink = (typeof SETTING_LINKS)[number];

/** Only the keys a place knows, non-empty, in a fixed order (so two equal places give one URL). */
export function cleanParams(params: SettingsParams | Record<string, unknown> | undefined): SettingsParams {
	const out: SettingsParams = {};
	for (const key of PARAM_KEYS) {
		const value = (params as Record<string, unknown> | undefined)?.[key];
		if (typeof value === 'string' && value !== '') out[key] = value;
	}
	return out;
}

export function isSettingsPage(page: unknown): page is SettingsPage {
	return (SETTINGS_PAGES as readonly unknown[]).includes(page);
}

/** A place's query string (`?addr=…&server=…`), or `''`. */
export function placeQuery(params: SettingsParams): string {
	const query = new URLSearchParams(cleanParams(params) as Record<string, string>).toString();
	return query ? `?${query}` : '';
}

/** `href` made absolute against `base` (the document's), or `null` when it is no URL. */
export function absoluteUrl(href: string, base?: string): string | null {
	try {
		return new URL(href, base).toString();
	} catch {
		return null;
	}
}
