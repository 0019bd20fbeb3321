import { getContext, setContext } from 'svelte';
import type { SettingsPage, SettingsParams } from './city-settings-options';
import { placeQuery } from './places';

/**
 * Where the settings are and how to move: every link inside is built by `href` and followed through `navigate`,
 * so a page never reads `location` or imports a framework's router. The app hands in SvelteKit's
 * (`src/kit/`, beside the routes); embedded, `MemoryRouter` (`memory-router.svelte.ts`) keeps the place in memory and tells the host.
 */
export interface Router {
	/** The page shown; `null` on none of the settings' pages (the app's error page). */
	readonly page: SettingsPage | null;
	readonly params: SettingsParams;
	/** The `href` of a link to a place (what a middle click or "open in new tab" opens). */
	href(page: SettingsPage, params?: SettingsParams): string;
	/** Moves there (a link's plain click, a picked address). */
	navigate(page: SettingsPage, params?: SettingsParams): void;
	/** An absolute URL to copy for a place, or `null` when the host gave none (copy-link buttons are then hidden). */
	shareUrl(page: SettingsPage, params: SettingsParams): string | null;
	/** Reloads the whole page, when the host is the app itself; `null` embedded (a reload is the host's to make). */
	readonly reload: (() => void) | null;
}

const KEY = Symbol('settings-router');

/** Makes `router` the one every link below follows; call while a component initialises. */
export function installRouter(router: Router): Router {
	setContext(KEY, router);
	return router;
}

/** The router; a part mounted alone (a story, a component test) gets one that stays where it is. */
export function useRouter(): Router {
	return getContext<Router | undefined>(KEY) ?? STAYS;
}

const STAYS: Router = {
	page: 'overview',
	params: {},
	href: (page, params = {}) => `#${page}${placeQuery(params)}`,
	navigate: () => {},
	shareUrl: () => null,
	reload: null
};
