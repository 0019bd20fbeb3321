/**
 * A session token for the city. A real dashboard asks its own backend, which pairs with the city once and opens a
 * session (docs/embedding.md). This app is driven by a test, which hands the page a fresh token through
 * `window.dashboardToken()`; a token never goes in a URL or in storage.
 */
export function cityToken() {
	return window.dashboardToken();
}
