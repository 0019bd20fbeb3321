// The library's public face (`npm run package`, docs/embedding.md): the root component and what a host hands it.
export { default as CitySettings } from './settings/CitySettings.svelte';
export { SETTINGS_PAGES } from './settings/city-settings-options';
export type {
	CityOptions,
	CitySettingsOptions,
	SettingsLanguage,
	SettingsPage,
	SettingsParams,
	SettingsPlace,
	SettingsTheme
} from './settings/city-settings-options';
