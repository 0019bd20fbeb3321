export { i18n, LANGS, pickLang } from './i18n.svelte';
export type { Dictionary, Lang } from './types';
