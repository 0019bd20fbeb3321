/**
 * Where this page gets a session token for the city. A real dashboard asks its own backend, which pairs with the
 * city once and opens a session per socket (docs/embedding.md). This page is driven by a test, which hands the
 * page a fresh session token through `window.dashboardToken()`; a token never goes in a URL or in storage.
 */
export function cityToken() {
	return window.dashboardToken();
}
