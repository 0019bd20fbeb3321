// A single-page app: the city serves index.html for every route and the app draws in the browser.
export const ssr = false;
export const prerender = false;
