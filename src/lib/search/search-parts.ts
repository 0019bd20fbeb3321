import { lazyPart } from '$lib/ui/lazy-part.svelte';

/** The setting with its list, forms and reviews: fetched once `config` has answered, not with the route's first load. */
export const searchSettingPart = lazyPart(() => import('./SearchSetting.svelte'));
