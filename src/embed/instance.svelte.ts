import { mount, unmount } from 'svelte';
import CitySettings from '$lib/settings/CitySettings.svelte';
import type { CitySettingsOptions } from '$lib/settings/city-settings-options';
import theme from '$lib/theme/theme.css?inline';
import shadowRoot from '$lib/theme/shadow-root.css?inline';

/** One mounted widget: its props are state, so `update` redraws what changed. */
export interface Instance {
	update(options: Partial<CitySettingsOptions>): void;
	destroy(): void;
}

/**
 * Draws the settings into `root`: the theme as one `<style>` there (each component's own styles are injected into
 * the same root by Svelte), then `CitySettings` with a `$state` props object. `destroy` unmounts it, which closes
 * its socket, and removes the theme.
 */
export function start(root: ShadowRoot, options: CitySettingsOptions): Instance {
	const style = document.createElement('style');
	style.textContent = theme + shadowRoot;
	root.append(style);
	const props = $state({ ...options, inShadowRoot: true });
	const app = mount(CitySettings, { target: root, props });
	return {
		update(next) {
			Object.assign(props, next);
		},
		destroy() {
			void unmount(app);
			style.remove();
		}
	};
}
