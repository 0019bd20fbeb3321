import { flushSync, mount, unmount, type Component } from 'svelte';
import { page, type Locator } from 'vitest/browser';
import shadowRootCss from '$lib/theme/shadow-root.css?inline';

export interface InShadow {
	/** The element the shadow root is attached to, in the document. */
	host: HTMLElement;
	root: ShadowRoot;
	/** The settings' root element inside the shadow root (`.city-settings[data-embedded]`). */
	app: HTMLElement;
	/** A locator for `app` (locators reach into open shadow roots). */
	screen: Locator;
	/** Unmounts the part (if one was mounted) and takes the host away. */
	remove: () => void;
}

let mounted = 0;

/** The app's own stylesheets, as the dev server puts them in the document (the theme, components' styles). */
const appStyles = (nodes: Iterable<Node>) =>
	[...nodes].filter((n): n is HTMLStyleElement => n instanceof HTMLStyleElement && n.hasAttribute('data-vite-dev-id'));

/**
 * An open shadow root as a host page gives the embedded settings: the app's CSS copied inside it (the dev server
 * adds it to the document's head, also as later parts arrive) and a root element `.city-settings[data-embedded]`.
 * Nothing else of the document's styles reaches it.
 */
export function appInShadow(): InShadow {
	const host = document.createElement('div');
	document.body.append(host);
	const root = host.attachShadow({ mode: 'open' });
	const copy = (styles: HTMLStyleElement[]) => root.prepend(...styles.map((s) => s.cloneNode(true)));
	copy(appStyles(document.head.children));
	// What only mount() adds inside its shadow root.
	const own = document.createElement('style');
	own.textContent = shadowRootCss;
	own.dataset.shadowRootCss = '';
	root.append(own);
	const watch = new MutationObserver((records) => copy(records.flatMap((r) => appStyles(r.addedNodes))));
	watch.observe(document.head, { childList: true });
	const app = document.createElement('div');
	app.className = 'city-settings';
	app.dataset.embedded = '';
	app.dataset.testid = `in-shadow-${++mounted}`;
	root.append(app);
	const remove = () => {
		watch.disconnect();
		host.remove();
	};
	return { host, root, app, screen: page.getByTestId(app.dataset.testid), remove };
}

/** Mounts a part inside an open shadow root (`appInShadow`), as a host page does with the embedded settings. */
export function mountInShadow<P extends Record<string, unknown>>(component: Component<P>, props: P): InShadow {
	const shadow = appInShadow();
	const instance = mount(component, { target: shadow.app, props });
	flushSync();
	return {
		...shadow,
		remove: () => {
			void unmount(instance);
			shadow.remove();
		}
	};
}
