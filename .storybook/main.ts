import type { StorybookConfig } from '@storybook/sveltekit';

/** Storybook for visual review: every `*.stories.svelte` beside its component (issue #7). */
const config: StorybookConfig = {
	stories: ['../src/**/*.stories.svelte'],
	addons: ['@storybook/addon-svelte-csf', '@storybook/addon-a11y'],
	framework: { name: '@storybook/sveltekit', options: {} },
	// These machines have no business phoning home.
	core: { disableTelemetry: true, disableWhatsNewNotifications: true }
};

export default config;
