import type { QueryClient } from '@tanstack/svelte-query';
import type { Connection } from '$lib/wire/connection';
import { eventMakesStale, queryFromKey, reasksByItself } from '$protocol/schemas/queries';

export const THROTTLE_MS = 250;

/** Every cached question the app may ask again by itself: not `mcp_health` (WIRE.md §15 rule 11). */
const notHealth = {
	predicate: (q: { queryKey: readonly unknown[] }) => {
		const query = queryFromKey(q.queryKey);
		return query !== null && reasksByItself(query);
	}
};

/**
 * Wires ledger events to the questions they make stale (WIRE.md §14), at most
 * once per 250 ms per question, keeping the old answer on screen meanwhile.
 * Returns a function that undoes it.
 */
export function linkInvalidation(connection: Connection, client: QueryClient): () => void {
	const timers = new Map<string, ReturnType<typeof setTimeout>>();
	const lastRun = new Map<string, number>();

	function invalidateSoon(key: readonly unknown[]): void {
		const id = JSON.stringify(key);
		if (timers.has(id)) return;
		const wait = Math.max(0, (lastRun.get(id) ?? 0) + THROTTLE_MS - Date.now());
		timers.set(
			id,
			setTimeout(() => {
				timers.delete(id);
				lastRun.set(id, Date.now());
				void client.invalidateQueries({ queryKey: key });
			}, wait)
		);
	}

	let connectedBefore = false;
	let wasDown = false;
	const offs = [
		connection.onEvent((event) => {
			for (const cached of client.getQueryCache().getAll()) {
				const query = queryFromKey(cached.queryKey);
				if (query !== null && eventMakesStale(query, event)) invalidateSoon(cached.queryKey);
			}
		}),
		connection.onNotice((notice) => {
			// A replaced ledger: nothing cached can be trusted. A gap: re-ask what is on screen.
			if (notice.kind === 'epoch') void client.resetQueries(notHealth);
			if (notice.kind === 'lagged') void client.invalidateQueries(notHealth);
		}),
		connection.subscribe((state) => {
			if (state.kind === 'connected') {
				// Events may have been missed while the socket was down.
				if (connectedBefore && wasDown) void client.invalidateQueries(notHealth);
				connectedBefore = true;
				wasDown = false;
			} else if (state.kind === 'retrying') wasDown = true;
		})
	];
	return () => {
		for (const off of offs) off();
		for (const t of timers.values()) clearTimeout(t);
	};
}
