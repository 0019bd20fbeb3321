// `build-embed/city-settings.js` (`npm run build:embed`, docs/embedding.md): the settings for any page, as
// `mount()` and as `<city-settings>`. Importing it defines and touches nothing; the widget's code (the component,
// the framework, the theme) is a chunk beside this module, fetched on the first mount.
// Types only: what this module imports at run time would be fetched by every page that merely imports it.
import type {
	CityOptions,
	CitySettingsOptions,
	SettingsLanguage,
	SettingsPage,
	SettingsParams,
	SettingsPlace,
	SettingsTheme
} from '$lib/settings/city-settings-options';
import type { Instance } from './instance.svelte';

export type {
	CityOptions,
	CitySettingsOptions,
	SettingsLanguage,
	SettingsPage,
	SettingsParams,
	SettingsPlace,
	SettingsTheme
};

/** What `mount` hands back. */
export interface MountedSettings {
	/** Sets any of the options; what is not named stays as it was. */
	update(options: Partial<CitySettingsOptions>): void;
	/** Unmounts: closes the socket, stops every timer, removes everything it added to the target's shadow root. */
	destroy(): void;
}

/** The event `<city-settings>` fires on every move inside (`detail: { page, params }`). */
export const NAVIGATE_EVENT = 'city-settings-navigate';

/**
 * Each page's code, as `CitySettings.svelte` fetches it (the same modules, so the same files): the first page's is
 * asked for beside the widget's, not once the widget has drawn its shell, so the page asks its questions before the
 * socket is up (and the parts fetched once every question is answered wait for the page's answers).
 */
const SCREENS: Record<SettingsPage, () => Promise<unknown>> = {
	overview: () => import('$lib/overview/OverviewScreen.svelte'),
	mcp: () => import('$lib/mcp/McpScreen.svelte'),
	endpoints: () => import('$lib/endpoints/EndpointsScreen.svelte'),
	models: () => import('$lib/models/ModelsScreen.svelte'),
	search: () => import('$lib/search/SearchScreen.svelte'),
	browsers: () => import('$lib/devices/BrowsersScreen.svelte')
};

/** Shadow roots this module attached, so a later mount on the same target reuses its own (and only its own). */
const ours = new WeakSet<ShadowRoot>();
/** The live widget in each root: a second mount there replaces it, so a target never holds two sockets. */
const live = new WeakMap<ShadowRoot, MountedSettings>();

function shadowOf(target: Element): ShadowRoot {
	const existing = target.shadowRoot;
	if (existing && ours.has(existing)) return existing;
	// A root someone else attached (or a closed one) makes attachShadow throw: the target is not ours to draw in.
	const root = target.attachShadow({ mode: 'open' });
	ours.add(root);
	return root;
}

/**
 * Draws the settings inside an open shadow root on `target` (attached on the first mount, reused after): all their
 * CSS is in that root, nothing goes into `document.head`. The widget appears once its code has arrived; `update`
 * and `destroy` may be called at once. A `city` naming another socket, token or enroll address in `update` is another
 * city: the widget closes its socket and enters that one.
 */
export function mount(target: Element, options: CitySettingsOptions): MountedSettings {
	const root = shadowOf(target);
	live.get(root)?.destroy();
	let current = { ...options };
	let instance: Instance | null = null;
	let destroyed = false;
	const handle: MountedSettings = {
		update(next) {
			if (destroyed) return;
			current = { ...current, ...next };
			instance?.update(next);
		},
		destroy() {
			if (destroyed) return;
			destroyed = true;
			instance?.destroy();
			instance = null;
			root.replaceChildren();
			if (live.get(root) === handle) live.delete(root);
		}
	};
	live.set(root, handle);
	// A failed fetch of the page is the widget's to show (it asks again); here it is only a head start.
	SCREENS[current.page ?? 'overview']?.().catch(() => {});
	import('./instance.svelte').then(
		({ start }) => {
			if (!destroyed) instance = start(root, current);
		},
		(error: unknown) => console.error('city-settings: the widget could not be loaded', error)
	);
	return handle;
}

/** Every page (the keys of `SCREENS`, which must name each one). */
const PAGES = Object.keys(SCREENS) as SettingsPage[];
const PROPERTIES = ['city', 'page', 'params', 'language', 'theme', 'href', 'label'] as const;
type ElementOptions = Omit<CitySettingsOptions, 'city' | 'onNavigate'> & { city?: CityOptions };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
	values.find((v) => v === value);

/**
 * Defines `<name>` (`city-settings` by default), once: properties `city`, `page`, `params`, `language`, `theme`,
 * `href`, `label`; attributes `socket`, `page`, `language`, `theme`, `label`; a `city-settings-navigate` event on
 * every move inside.
 * Connected, it mounts (once it has a city); disconnected, it unmounts and closes its socket.
 */
export function defineElement(name = 'city-settings'): void {
	if (customElements.get(name)) return;

	class CitySettingsElement extends HTMLElement {
		static observedAttributes = ['socket', 'page', 'language', 'theme', 'label'];
		#options: ElementOptions = {};
		#mounted: MountedSettings | null = null;

		get city() {
			return this.#options.city;
		}
		set city(city: CityOptions | undefined) {
			this.#set({ city });
		}
		get page() {
			return this.#options.page;
		}
		set page(page: SettingsPage | undefined) {
			this.#set({ page });
		}
		get params() {
			return this.#options.params;
		}
		set params(params: SettingsParams | undefined) {
			this.#set({ params });
		}
		get language() {
			return this.#options.language;
		}
		set language(language: SettingsLanguage | undefined) {
			this.#set({ language });
		}
		get theme() {
			return this.#options.theme;
		}
		set theme(theme: SettingsTheme | undefined) {
			this.#set({ theme });
		}
		get href() {
			return this.#options.href;
		}
		set href(href: CitySettingsOptions['href']) {
			this.#set({ href });
		}
		get label() {
			return this.#options.label;
		}
		set label(label: string | undefined) {
			this.#set({ label });
		}

		connectedCallback() {
			// A property a framework set before the element was defined shadows the accessor: hand it over.
			for (const key of PROPERTIES) {
				if (!Object.hasOwn(this, key)) continue;
				const value = (this as Record<string, unknown>)[key];
				delete (this as Record<string, unknown>)[key];
				(this as Record<string, unknown>)[key] = value;
			}
			this.#mount();
		}

		disconnectedCallback() {
			this.#mounted?.destroy();
			this.#mounted = null;
		}

		attributeChangedCallback(attribute: string, _old: string | null, value: string | null) {
			if (attribute === 'socket') this.city = value ? { socket: value } : undefined;
			else if (attribute === 'page') this.page = oneOf(PAGES, value);
			else if (attribute === 'language') this.language = oneOf<SettingsLanguage>(['en', 'zh'], value);
			else if (attribute === 'theme') this.theme = oneOf<SettingsTheme>(['light', 'dark'], value);
			else if (attribute === 'label') this.label = value ?? undefined;
		}

		#set(next: Partial<ElementOptions>) {
			this.#options = { ...this.#options, ...next };
			if (!this.#mounted) return this.#mount();
			if (!this.#options.city) return this.disconnectedCallback();
			this.#mounted.update(next);
		}

		#mount() {
			const { city, ...rest } = this.#options;
			if (!this.isConnected || !city || this.#mounted) return;
			this.#mounted = mount(this, {
				...rest,
				city,
				onNavigate: (to: SettingsPlace) => {
					// The widget has moved already: remember where, so a reconnect opens there, and tell the host.
					this.#options = { ...this.#options, page: to.page, params: to.params };
					this.dispatchEvent(new CustomEvent(NAVIGATE_EVENT, { detail: to, bubbles: true, composed: true }));
				}
			});
		}
	}

	customElements.define(name, CitySettingsElement);
}
