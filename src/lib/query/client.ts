import { QueryClient } from '@tanstack/svelte-query';
import type { Connection } from '$lib/wire/connection';
import { queryFromKey } from '$protocol/schemas/queries';

/**
 * The app's QueryClient for one connection. Every question's key names it (`queryKeyOf`), so one default
 * `queryFn` asks it over the connection. The wire re-asks by itself after drops, and answers go stale through
 * events, so the library's own retries and focus/reconnect refetches are off.
 */
export function createAppQueryClient(connection: Connection): QueryClient {
	return new QueryClient({
		defaultOptions: {
			queries: {
				queryFn: ({ queryKey, signal }) => {
					const query = queryFromKey(queryKey);
					if (!query) throw new Error(`No question has the key ${JSON.stringify(queryKey)}`);
					return connection.ask(query, signal);
				},
				retry: false,
				staleTime: Infinity,
				refetchOnWindowFocus: false,
				refetchOnReconnect: false,
				refetchInterval: false
			}
		}
	});
}
