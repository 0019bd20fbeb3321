import type { SettingsPage, SettingsParams, SettingsPlace } from './city-settings-options';
import { absoluteUrl, cleanParams, isSettingsPage, placeQuery } from './places';
import type { Router } from './router.svelte';

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
