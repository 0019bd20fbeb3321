import { i18n } from '$lib/i18n';
// A single-page app: the city serves index.html for every route and the app draws in the browser.
export const ssr = false;
export const prerender = false;

// The chosen language's dictionary loads on demand (i18n.svelte.ts); the first paint waits for it.
export const load = () => i18n.ready();
