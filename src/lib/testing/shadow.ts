import { flushSync, mount, unmount, type Component } from 'svelte';
import theme from '$lib/theme/theme.css?inline';

export interface InShadow {
	/** The element the shadow root is attached to, in the document. */
	host: HTMLElement;
	root: ShadowRoot;
	/** The settings' root element inside the shadow root (`.city-settings[data-embedded]`). */
	app: HTMLElement;
	/** Unmounts the part and takes the host away. */
	remove: () => void;
}

/**
 * Mounts a part inside an open shadow root, as a host page does with the embedded settings: the theme's CSS is
 * inside the root (the document has its own copy too, from the test setup), the part inside the root element.
 */
export function mountInShadow<P extends Record<string, unknown>>(component: Component<P>, props: P): InShadow {
	const host = document.createElement('div');
	document.body.append(host);
	const root = host.attachShadow({ mode: 'open' });
	const style = document.createElement('style');
	style.textContent = theme;
	const app = document.createElement('div');
	app.className = 'city-settings';
	app.dataset.embedded = '';
	root.append(style, app);
	const instance = mount(component, { target: app, props });
	flushSync();
	return {
		host,
		root,
		app,
		remove: () => {
			void unmount(instance);
			host.remove();
		}
	};
}
