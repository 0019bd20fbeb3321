import { getContext, setContext } from 'svelte';
import type { QueryClient } from '@tanstack/svelte-query';
import { createAppQueryClient } from '$lib/query/client';
import { linkInvalidation } from '$lib/query/invalidation';
import { whenAnswered } from '$lib/query/when-answered';
import { whenIdleAfterPaint } from '$lib/ui/after-paint';
import { LinkStatus } from '$lib/shell/link-status.svelte';
import { Notices } from '$lib/shell/notices.svelte';
import type { Connection } from '$lib/wire/connection';
import type { Where } from '$lib/wire/config-json';
import type { EnrollTarget } from '$lib/wire/enroll';
import type { DoorKeeper } from '$lib/door/door-keeper.svelte';
import type { Command } from '$protocol/schemas/commands';

/**
 * The one handle on the city: the connection, where the city is, the link's state, the shell's messages and
 * the query client whose questions go over that connection. Installed once per app (the shell), per
 * component test (`Harness`) and per story (`withCity`), all through `installCityClient`; pages reach it
 * with `useCity()` and never touch the socket.
 */
export class CityClient {
	readonly link = new LinkStatus();
	readonly notices = new Notices();
	readonly queryClient: QueryClient;

	constructor(
		readonly connection: Connection,
		readonly where: Where,
		/** The door's owner, in the app; tests and stories have none (their city takes a fixed token). */
		readonly door: DoorKeeper | null = null
	) {
		this.queryClient = createAppQueryClient(connection);
	}

	/** Where a key goes, and the token that may send it, read at the moment of sending (a session renews). */
	get enrollTarget(): EnrollTarget {
		const { where, door } = this;
		return {
			enroll: where.enroll,
			get token() {
				return door ? door.token : where.token;
			}
		};
	}

	/** Sends a command; throws `NotSentError`, `GrammarError` or `FrameTooLargeError` when it cannot leave. */
	readonly send = (command: Command): void => this.connection.send(command);

	/** Stops following a sent command whose end the page read from a refusal naming another action. */
	readonly forget = (command: Command): void => this.connection.forget(command);

	/**
	 * Calls `fn` once the link is up and every question asked has its answer, after a paint while the browser is
	 * idle: for parts nobody needs yet, fetched after the page's first answers instead of beside them.
	 */
	whenAnswered(fn: () => void): () => void {
		const { connection, queryClient } = this;
		return whenAnswered(
			{
				watch: (check) => {
					const offs = [connection.subscribe(check), queryClient.getQueryCache().subscribe(check)];
					return () => offs.forEach((off) => off());
				},
				answered: () => connection.state.kind === 'connected' && queryClient.isFetching() === 0,
				later: whenIdleAfterPaint
			},
			fn
		);
	}

	/** Follows the connection: link status, messages, and ledger events → stale answers (WIRE.md §14). */
	follow(): () => void {
		const offs = [
			this.link.follow(this.connection),
			this.notices.follow(this.connection),
			linkInvalidation(this.connection, this.queryClient)
		];
		return () => offs.forEach((off) => off());
	}
}

const KEY = Symbol('city-client');

/** Makes `client` the city for this component and everything below it; call while a component initialises. */
export function installCityClient(client: CityClient): CityClient {
	setContext(KEY, client);
	$effect(() => client.follow());
	return client;
}

/** The city client; throws when a component is mounted outside the shell, the test harness or a story. */
export function useCity(): CityClient {
	const client = getContext<CityClient | undefined>(KEY);
	if (!client) throw new Error('useCity() called outside the app shell, the test harness or a story');
	return client;
}
