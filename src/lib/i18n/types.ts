import type { en } from './en';

/** Turns literal strings into `string` so another language can fill the same shape. */
type Widen<T> = T extends string
	? string
	: T extends (...args: infer A) => string
		? (...args: A) => string
		: { [K in keyof T]: Widen<T[K]> };

/** Every language has exactly the English keys and slots; a missing one fails type checking. */
export type Dictionary = Widen<typeof en>;
export type Lang = 'en' | 'zh';
