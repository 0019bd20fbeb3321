import { lazyPart } from '$lib/ui/lazy-part.svelte';

/**
 * A choice under a purpose this app does not know yet (a newer city's tag): rare, so its card's code is
 * fetched only when the city reports one, not with the first load of /models or /endpoints.
 */
export const otherTagChoice = lazyPart(() => import('./OtherTagChoice.svelte'));
