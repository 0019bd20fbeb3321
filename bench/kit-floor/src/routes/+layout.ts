// As the app: drawn in the browser, each route written out as a page that preloads its code.
export const ssr = false;
export const prerender = true;
