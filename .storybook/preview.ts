import type { Preview } from '@storybook/sveltekit';
import { withTheme } from '../src/lib/storybook/decorators';
import { i18n } from '../src/lib/i18n';
import { en } from '../src/lib/i18n/en';

// Stories draw any page's parts, so every English section is here (the app brings a page's own with its route).
i18n.provideEnglish(en);

/**
 * Every story is drawn inside the app's root (`.city-settings`) with the theme
 * from the toolbar, so the `--cs-*` properties apply exactly as in the app.
 * The story runner visits each story with `&globals=theme:light` and `theme:dark`,
 * at 360 px and 1280 px wide, then in Chinese.
 */
const preview: Preview = {
	globalTypes: {
		theme: {
			description: 'Light or dark theme (data-theme on the app root)',
			toolbar: {
				title: 'Theme',
				icon: 'mirror',
				items: [
					{ value: 'light', title: 'Light', icon: 'sun' },
					{ value: 'dark', title: 'Dark', icon: 'moon' }
				],
				dynamicTitle: true
			}
		},
		lang: {
			description: 'Language of the app (the runner checks English, then Chinese)',
			toolbar: {
				title: 'Language',
				icon: 'globe',
				items: [
					{ value: 'en', title: 'English' },
					{ value: 'zh', title: '中文' }
				],
				dynamicTitle: true
			}
		}
	},
	initialGlobals: { theme: 'light', lang: 'en' },
	// A story renders once its language's words are here, so it is never drawn in English under `lang: zh`.
	loaders: [
		async ({ globals }) => {
			i18n.lang = globals.lang === 'zh' ? 'zh' : 'en';
			await i18n.ready();
			return {};
		}
	],
	decorators: [withTheme],
	parameters: {
		layout: 'fullscreen',
		viewport: {
			options: {
				narrow: { name: 'Narrow (360 px)', styles: { width: '360px', height: '800px' }, type: 'mobile' },
				wide: { name: 'Wide (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' }
			}
		}
	}
};

export default preview;
