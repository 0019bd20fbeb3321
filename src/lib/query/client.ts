import { QueryClient } from '@tanstack/svelte-query';

/**
 * The app's one QueryClient. The wire re-asks by itself after drops and late
 * answers, and answers go stale through events, so the library's own retries
 * and focus/reconnect refetches are off.
 */
export function createAppQueryClient(): QueryClient {
	return new QueryClient({
		defaultOptions: {
			queries: {
				retry: false,
				staleTime: Infinity,
				refetchOnWindowFocus: false,
				refetchOnReconnect: false,
				refetchInterval: false
			}
		}
	});
}
