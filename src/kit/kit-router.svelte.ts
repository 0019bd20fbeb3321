import { goto } from '$app/navigation';
import { resolve } from '$app/paths';
import { page } from '$app/state';
import type { SettingsPage, SettingsParams } from '$lib/settings/city-settings-options';
import type { Router } from '$lib/settings/router.svelte';
import { absoluteUrl } from '$lib/settings/places';
import { PAGE_PATHS, pageOfRoute, paramsOfSearch, placeUrl } from './kit-places';

/**
 * The app's router: SvelteKit's, with the base path. The only module under `src/lib` (with the boot beside it)
 * that imports `$app/*`; the routes hand it to `CitySettings`.
 */
export class KitRouter implements Router {
	readonly #params = $derived(paramsOfSearch(page.url.searchParams));

	get page(): SettingsPage | null {
		return pageOfRoute(page.route.id);
	}

	get params(): SettingsParams {
		return this.#params;
	}

	href(to: SettingsPage, params: SettingsParams = {}): string {
		return placeUrl(resolve(PAGE_PATHS[to]), params);
	}

	navigate(to: SettingsPage, params: SettingsParams = {}): void {
		// The path went through resolve() in href(); the rule cannot follow the query string appended to it.
		// eslint-disable-next-line svelte/no-navigation-without-resolve
		void goto(this.href(to, params));
	}

	shareUrl(to: SettingsPage, params: SettingsParams): string | null {
		return absoluteUrl(this.href(to, params), location.href);
	}

	readonly reload = () => location.reload();
}
