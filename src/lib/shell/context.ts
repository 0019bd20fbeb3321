import { getContext, setContext } from 'svelte';
import type { Connection } from '$lib/wire/connection';
import type { Where } from '$lib/wire/where';
import type { LinkStatus } from './link-status.svelte';

/** What every page may know about the app's link to the city. Pages never touch the socket itself. */
export interface AppContext {
	connection: Connection;
	link: LinkStatus;
	where: Where;
}

const KEY = Symbol('city-settings-app');

export function setAppContext(ctx: AppContext): AppContext {
	return setContext(KEY, ctx);
}

/** The app context; throws when a component is mounted outside the shell or a test harness. */
export function getAppContext(): AppContext {
	const ctx = getContext<AppContext | undefined>(KEY);
	if (!ctx) throw new Error('getAppContext() called outside the app shell');
	return ctx;
}
