import { getContext, setContext } from 'svelte';
import type { SettingsPage, SettingsParams, SettingsPlace } from './city-settings-options';
import { absoluteUrl, cleanParams, isSettingsPage, placeQuery } from './places';

export { cleanParams, placeQuery } from './places';

/**
 * Where the settings are and how to move: every link inside is built by `href` and followed through `navigate`,
 * so a page never reads `location` or imports a framework's router. The app hands in SvelteKit's
 * (`src/lib/kit/`); embedded, `MemoryRouter` keeps the place in memory and tells the host.
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

export interface MemoryRouterOptions {
	page?: SettingsPage;
	params?: SettingsParams;
	onNavigate?: (to: SettingsPlace) => void;
	href?: (page: SettingsPage, params: SettingsParams) => string;
	/** The document's base URL, to make a host's relative `href` absolute for copying. */
	baseUrl?: () => string;
}

/** The embedded router: the place lives here, never in `location` or `history`; the host is told of each move. */
export class MemoryRouter implements Router {
	#page = $state<SettingsPage>('overview');
	#params = $state.raw<SettingsParams>({});
	#options: MemoryRouterOptions;
	readonly reload = null;

	constructor(options: MemoryRouterOptions = {}) {
		this.#options = options;
		this.show(options.page, options.params);
	}

	get page(): SettingsPage {
		return this.#page;
	}

	get params(): SettingsParams {
		return this.#params;
	}

	/** A host's new options: the builder and listener, and a place it asked for (not told back to it). */
	configure(options: MemoryRouterOptions): void {
		this.#options = options;
	}

	/** Shows a place the host asked for (a prop changed); the host is not told of its own move. */
	show(page: SettingsPage | undefined, params: SettingsParams | undefined): void {
		this.#page = isSettingsPage(page) ? page : 'overview';
		this.#params = cleanParams(params);
	}

	href(page: SettingsPage, params: SettingsParams = {}): string {
		const build = this.#options.href;
		// Without a host's builder a link still needs an href to be a link; a click never follows it.
		return build ? build(page, cleanParams(params)) : `#${page}${placeQuery(params)}`;
	}

	navigate(page: SettingsPage, params: SettingsParams = {}): void {
		this.show(page, params);
		this.#options.onNavigate?.({ page: this.#page, params: this.#params });
	}

	shareUrl(page: SettingsPage, params: SettingsParams): string | null {
		const build = this.#options.href;
		if (!build) return null;
		return absoluteUrl(build(page, cleanParams(params)), this.#options.baseUrl?.());
	}
}

const KEY = Symbol('settings-router');

/** Makes `router` the one every link below follows; call while a component initialises. */
export function installRouter(router: Router): Router {
	setContext(KEY, router);
	return router;
}

/** The router; a part mounted alone (a story, a component test) gets one that stays where it is. */
export function useRouter(): Router {
	return getContext<Router | undefined>(KEY) ?? new MemoryRouter();
}
