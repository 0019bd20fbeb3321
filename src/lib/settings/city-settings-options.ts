/**
 * What a host hands the settings: the public face of `CitySettings.svelte`, `mount()` and `<city-settings>`
 * (docs/embedding.md). Plain data and functions only, so a React or plain-HTML host can build it.
 */

/** The pages the settings draw. */
export const SETTINGS_PAGES = ['overview', 'mcp', 'endpoints', 'models', 'search', 'browsers'] as const;
export type SettingsPage = (typeof SETTINGS_PAGES)[number];

/**
 * What a link inside may point at: the MCP page's address, and one thing on a page (as the app's deep links;
 * `toolkit`: a row of the MCP page's directory);
 * `setting`: one of the city's own settings, whose control the link lands on (`SETTING_LINKS` in `places.ts`).
 */
export const PARAM_KEYS = ['addr', 'server', 'tool', 'endpoint', 'account', 'tag', 'toolkit', 'setting'] as const;
export type ParamKey = (typeof PARAM_KEYS)[number];
export type SettingsParams = Partial<Record<ParamKey, string>>;

/** One place inside the settings. */
export interface SettingsPlace {
	page: SettingsPage;
	params: SettingsParams;
}

/** Where the city is, and how to enter it. */
export interface CityOptions {
	/** The city's socket, `ws://host/ws` or `wss://host/base/ws`. */
	socket: string;
	/** A session token the host holds: used as given, and the settings never pair on their own. */
	token?: string;
	/** Called once before every socket attempt for a fresh session; the settings never pair on their own. */
	getToken?: () => Promise<string>;
	/** Where keys go; by default `/enroll` beside the socket (`ws://host/base/ws` → `http://host/base/enroll`). */
	enroll?: string;
}

export type SettingsLanguage = 'en' | 'zh';
export type SettingsTheme = 'light' | 'dark';

/** Everything a host may set; `update()` takes any subset. */
export interface CitySettingsOptions {
	city: CityOptions;
	/** The page to show; `'overview'` by default. */
	page?: SettingsPage;
	params?: SettingsParams;
	/** Told of every move made inside (a link, a picked address); the settings have moved already. */
	onNavigate?: (to: SettingsPlace) => void;
	/** The host's own URL for a place: links get it as their `href`, copy-link buttons copy it (hidden without it). */
	href?: (page: SettingsPage, params: SettingsParams) => string;
	language?: SettingsLanguage;
	/** Light or dark; by default the host's `prefers-color-scheme`. */
	theme?: SettingsTheme;
	/** The settings' name for assistive technology (a region); two on one page need two. "City settings" by default. */
	label?: string;
}
