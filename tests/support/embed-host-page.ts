import type { Locator, Page } from '@playwright/test';
import type { RunningCity } from '../../city/server';

/*
 * A bare host page for the embedding specs: two empty places to mount into, no script of its own (the test drives
 * `city-settings.js` through `page.evaluate`), and optionally the host stylesheets a dashboard might have.
 */

/** The page, with `<link>`s to `sheets` (paths beside it). */
export function hostPage(sheets: string[] = []): string {
	const links = sheets.map((s) => `<link rel="stylesheet" href="./${s}" />`).join('\n\t\t');
	return `<!doctype html>
<html lang="en">
	<head>
		<meta charset="utf-8" />
		<title>Host dashboard</title>
		<link rel="icon" href="data:," />
		${links}
	</head>
	<body>
		<main>
			<h1>Host dashboard</h1>
			<div id="a"></div>
			<div id="b"></div>
		</main>
	</body>
</html>
`;
}

/** Element rules a careless dashboard might ship, and inherited properties on its body, all as loud as they get. */
export const HOSTILE_CSS = `
* { box-sizing: content-box !important; font-family: "Comic Sans MS", fantasy !important; }
body { font: italic 31px/3 fantasy; letter-spacing: 0.4em; word-spacing: 1em; color: rgb(255, 0, 255);
	text-transform: uppercase; text-align: right; font-weight: 900; }
button { background: rgb(255, 0, 0) !important; color: lime !important; border: 9px dotted lime !important;
	padding: 20px !important; font-size: 30px !important; text-transform: lowercase !important; margin: 13px; }
input { background: yellow !important; border: 7px solid red !important; height: 50px !important; font-size: 25px; }
a { color: orange !important; text-decoration: line-through !important; font-weight: 100 !important; }
h1, h2, h3 { font-size: 60px !important; margin: 50px !important; color: red !important; }
table { border-collapse: separate !important; border: 5px solid red !important; border-spacing: 12px !important; }
ul, ol, li, p, section, div, dialog { margin: 17px; padding: 11px; list-style: square; }
`;

/** The accent a host sets on the element it mounts into (`:host` defaults lose to it). */
export const HOST_ACCENT = 'rgb(1, 2, 3)';
export const ACCENT_CSS = `#a, #b, city-settings { --cs-color-accent: ${HOST_ACCENT}; }`;

/** Mounts the settings into `#<id>` through `mount()` with a token the page asks `window.dashboardToken()` for. */
export async function mountWithToken(
	page: Page,
	id: 'a' | 'b',
	socket: string,
	settingsPage = 'mcp',
	tokenFn = 'dashboardToken'
): Promise<void> {
	await page.evaluate(
		async ({ id, socket, settingsPage, tokenFn }) => {
			const w = window as unknown as Record<string, unknown>;
			const { mount } = (await import(new URL('./city-settings.js', location.href).href)) as {
				mount: (t: Element, o: unknown) => unknown;
			};
			const token = await (w[tokenFn] as () => Promise<string>)();
			w[`settings_${id}`] = mount(document.getElementById(id)!, { city: { socket, token }, page: settingsPage });
		},
		{ id, socket, settingsPage, tokenFn }
	);
}

/** Calls `destroy()` or `update(options)` on what `mountWithToken` mounted into `#<id>`. */
export async function handle(page: Page, id: 'a' | 'b', call: 'destroy' | { update: unknown }): Promise<void> {
	await page.evaluate(
		({ id, call }) => {
			const h = (window as unknown as Record<string, { destroy(): void; update(o: unknown): void }>)[`settings_${id}`]!;
			if (call === 'destroy') h.destroy();
			else h.update(call.update);
		},
		{ id, call }
	);
}

/** The city's socket URL, as a host page on any origin names it. */
export const socketOf = (city: RunningCity): string => `${city.origin.replace(/^http/, 'ws')}/ws`;

/** The server rows of the MCP page inside `scope`. */
export const serverRow = (scope: Locator | Page, label: string): Locator =>
	scope
		.getByRole('list', { name: 'Servers' })
		.getByRole('listitem')
		// An inner locator of `has` is looked for inside each item, so it starts from the page.
		.filter({ has: ('page' in scope ? scope.page() : scope).getByRole('heading', { name: label, exact: true }) });

/** Whether the element sits inside the shadow root attached to `#<hostId>` (or the element `hostTag`). */
export function insideShadowOf(el: Element, host: string): boolean {
	const root = el.getRootNode();
	return root instanceof ShadowRoot && root.host.matches(host);
}
