import { i18n } from '$lib/i18n';
import { startBoot } from '$lib/shell/boot';
// A single-page app: the city serves index.html for every route and the app draws in the browser.
export const ssr = false;
export const prerender = false;

// Config and socket start now, while the page's code still downloads (shell/boot.ts); the chosen
// language's dictionary loads on demand (i18n.svelte.ts) and the first paint waits for it.
export const load = () => {
	void startBoot();
	return i18n.ready();
};
