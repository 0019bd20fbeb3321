import { asset, resolve } from '$app/paths';
import { Connection, type WireSocket } from '$lib/wire/connection';
import { loadWhere, type WhereResult } from '$lib/wire/config-json';

export interface Boot {
	result: WhereResult;
	connection: Connection;
}

let pending: Promise<Boot> | null = null;

/**
 * Reads `config.json` (before the socket opens, so the first hello goes to the right city) and opens the
 * socket, once. `hooks.client.ts` starts it as the app starts, before SvelteKit fetches the route's code,
 * so a first load is not the chain download → mount → config.json → socket (README "Performance").
 */
export function startBoot(): Promise<Boot> {
	pending ??= loadWhere(new URL(location.href), resolve('/').replace(/\/$/, ''), fetch, asset('/config.json')).then(
		(result) => {
			const connection = new Connection({
				url: result.where.wire,
				token: result.where.token,
				socket: (url) => new WebSocket(url) as unknown as WireSocket
			});
			connection.start();
			return { result, connection };
		}
	);
	return pending;
}

/** Forgets the boot when the root layout goes away, so the next one reads and connects again. */
export function forgetBoot(): void {
	pending = null;
}
