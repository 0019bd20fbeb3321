import type { DecoratorFunction } from 'storybook/internal/types';
import OverviewCard from '../OverviewCard.svelte';

/**
 * Draws a story inside an overview card, as the page does (the card sets its parts' headings and paragraphs):
 * `decorators: [inCard(i18n.t.overview.keys.heading)]`.
 */
// Typed loosely so it fits any story's component and args (`defineMeta` narrows both).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function inCard(heading: string): DecoratorFunction<any, any> {
	return () => ({ Component: OverviewCard, props: { heading, href: '#' } });
}
