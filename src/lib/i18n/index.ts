export { i18n, langTag, LANGS, pickLang, STORAGE_KEY } from './i18n.svelte';
export type { Dictionary, Lang } from './types';
