import type { SettingsPage, SettingsParams } from '$lib/settings/city-settings-options';
import { cleanParams, placeQuery } from '$lib/settings/places';

/** Each page's path in the app (before the base path), and back. */
export const PAGE_PATHS = {
	overview: '/',
	mcp: '/mcp',
	endpoints: '/endpoints',
	models: '/models',
	search: '/search',
	browsers: '/browsers'
} as const satisfies Record<SettingsPage, string>;

export type PagePath = (typeof PAGE_PATHS)[SettingsPage];

/** The page a route id stands for (`null`: not one of the settings' pages, such as the error page). */
export function pageOfRoute(routeId: string | null): SettingsPage | null {
	for (const [page, path] of Object.entries(PAGE_PATHS)) if (path === routeId) return page as SettingsPage;
	return null;
}

/** A place's parameters from the app's URL query; a pairing token or any other key is never one. */
export function paramsOfSearch(search: URLSearchParams): SettingsParams {
	return cleanParams(Object.fromEntries(search));
}

/** The app's link to a place: `resolve(path)` (the base path included) and its query. */
export function placeUrl(resolved: string, params: SettingsParams): string {
	return resolved + placeQuery(params);
}
