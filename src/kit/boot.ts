import { asset, resolve } from '$app/paths';
import { DeviceStore } from '$lib/door/device-store';
import { DoorKeeper } from '$lib/door/door-keeper.svelte';
import { DoorRequests } from '$lib/door/door-requests';
import { doorRootOf, takeOpenCode } from '$lib/door/open-code';
import { Connection, type WireSocket } from '$lib/wire/connection';
import { loadWhere, type WhereResult } from '$lib/wire/config-json';

export interface Boot {
	result: WhereResult;
	connection: Connection;
	door: DoorKeeper;
}

let pending: Promise<Boot> | null = null;

/**
 * Reads `config.json` (before the socket opens, so the first hello goes to the right city) and opens the
 * socket, once, through the door (a fresh session before every attempt). `hooks.client.ts` starts it as the
 * app starts, before SvelteKit fetches the route's code, so a first load is not the chain download → mount →
 * config.json → socket (README "Performance").
 */
export function startBoot(): Promise<Boot> {
	if (pending) return pending;
	const openCode = takeOpenCode(location, history);
	// The paired key is read while config.json is fetched, not after it; a failed read is the keeper's to handle.
	const store = new DeviceStore();
	const stored = store.load();
	stored.catch(() => undefined);
	pending = loadWhere(new URL(location.href), resolve('/').replace(/\/$/, ''), fetch, asset('/config.json')).then(
		(result) => {
			const door = new DoorKeeper({
				requests: new DoorRequests(doorRootOf(result.where.enroll)),
				store,
				stored,
				origin: location.origin,
				hostToken: result.where.token,
				openCode
			});
			const connection = new Connection({
				url: result.where.wire,
				door,
				socket: (url) => new WebSocket(url) as unknown as WireSocket
			});
			connection.start();
			return { result, connection, door };
		}
	);
	return pending;
}

/**
 * How long the shell waits for the door's first answer before it draws anyway. Drawing it is ≈ 20 ms of main
 * thread; drawn while the door is asked, it holds back every reply the door and the socket send meanwhile.
 */
export const SHELL_WAITS_FOR_DOOR_MS = 200;

/**
 * The boot, once the shell may draw: a returning browser's session is open (or the door said to pair, or that
 * there is no door), or `SHELL_WAITS_FOR_DOOR_MS` passed. The first rows come sooner; the shell at most that later.
 */
export function bootForShell(): Promise<Boot> {
	return startBoot().then(async (boot) => {
		await boot.door.answeredWithin(SHELL_WAITS_FOR_DOOR_MS);
		return boot;
	});
}

/** Forgets the boot when the root layout goes away, so the next one reads and connects again. */
export function forgetBoot(): void {
	pending = null;
}
