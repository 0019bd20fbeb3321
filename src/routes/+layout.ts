import { i18n } from '$lib/i18n';
// A single-page app: the app draws in the browser. Each route is still written out as a page of its own
// (`build/mcp.html`, …: no markup, but its CSS inline and the links that preload that route's code), so a first
// load fetches the route's code at once instead of after the app has started; other paths get 200.html.
export const ssr = false;
export const prerender = true;

// Config and socket have started already (hooks.client.ts → shell/boot.ts); the chosen language's
// dictionary loads on demand (i18n.svelte.ts) and the first paint waits for it.
export const load = () => i18n.ready();
