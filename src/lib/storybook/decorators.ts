import type { Decorator } from '@storybook/sveltekit';
import type { DecoratorFunction } from 'storybook/internal/types';
import type { DoorKeeper } from '$lib/door/door-keeper.svelte';
import Harness from '$lib/testing/Harness.svelte';
import { FakeCity, type FakeCityOptions } from '$lib/testing/fake-city';
import ThemeFrame from './ThemeFrame.svelte';

export type StoryTheme = 'light' | 'dark';

/** Reads the theme global (`&globals=theme:dark` in the iframe URL, or the toolbar). */
export function storyTheme(globals: Record<string, unknown>): StoryTheme {
	return globals.theme === 'dark' ? 'dark' : 'light';
}

/**
 * Wraps every story in the app's root, `.city-settings` with `data-theme`, loads
 * theme.css and sets the language global. A whole page or shell sets
 * `parameters: { cityFrame: { padding: false } }` to sit edge to edge, as in the app.
 */
export const withTheme: Decorator = (_story, context) => ({
	Component: ThemeFrame,
	props: {
		theme: storyTheme(context.globals),
		lang: context.globals.lang === 'zh' ? 'zh' : 'en',
		padding: (context.parameters.cityFrame as { padding?: boolean } | undefined)?.padding !== false
	}
});

/** A story's city: the fake city's options, and the door keeper the page sees (`doorAs(id)` marks this browser). */
export type CityStoryOptions = FakeCityOptions & { door?: DoorKeeper | null };

/**
 * Mounts a story against an in-memory city, for components that call
 * `useCity()` or TanStack Query: the story gets the city client
 * context, a QueryClient and a connection to a `FakeCity` that answers asks
 * from `replies` and records commands. Pass options or a function making them
 * (a new city is made for every render, so stories never share state).
 *
 *     decorators: [withCity({ replies: { mcp_health: { answer: health } } })]
 */
// Typed loosely so it fits any story's component and args (`defineMeta` narrows both).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function withCity(options: CityStoryOptions | (() => CityStoryOptions) = {}): DecoratorFunction<any, any> {
	return () => {
		const { door = null, ...city } = typeof options === 'function' ? options() : options;
		return { Component: Harness, props: { city: new FakeCity(city), door } };
	};
}
