import { DeviceStore, deviceKeyName } from '$lib/door/device-store';
import { DoorKeeper } from '$lib/door/door-keeper.svelte';
import { DoorRequests } from '$lib/door/door-requests';
import { doorRootOf } from '$lib/door/open-code';
import { Connection, type WireSocket } from '$lib/wire/connection';
import type { Where } from '$lib/wire/config-json';
import type { CityOptions } from './city-settings-options';

/** One city, entered: the connection, its door and where it is. One per mounted settings. */
export interface OpenedCity {
	connection: Connection;
	door: DoorKeeper;
	where: Where;
}

/** Where a host's options put the city: `/enroll` beside the socket (`ws://h/base/ws` → `http://h/base/enroll`). */
export function whereOf(city: CityOptions): Where {
	const socket = new URL(city.socket);
	if (socket.protocol !== 'ws:' && socket.protocol !== 'wss:')
		throw new TypeError(`city.socket must be a ws: or wss: URL, not ${JSON.stringify(city.socket)}`);
	let enroll = city.enroll;
	if (enroll === undefined) {
		const http = new URL(socket);
		http.protocol = socket.protocol === 'wss:' ? 'https:' : 'http:';
		http.pathname = http.pathname.replace(/\/ws\/?$/, '') + '/enroll';
		http.search = '';
		enroll = http.toString();
	}
	return { wire: socket.toString(), enroll, token: city.token ?? null, source: 'config.json' };
}

export interface OpenCityDeps {
	/** The page's origin, which a session's signature names. */
	origin: string;
	idb?: IDBFactory;
	socket?: (url: string) => WireSocket;
}

/**
 * Enters a city as a host asked: with `token` as given, with a fresh one from `getToken` before every attempt,
 * or (neither) by pairing inside the settings, keeping one key per city. The caller closes the connection.
 */
export function openCity(city: CityOptions, deps: OpenCityDeps): OpenedCity {
	const where = whereOf(city);
	const doorRoot = doorRootOf(where.enroll);
	const door = new DoorKeeper({
		requests: new DoorRequests(doorRoot),
		store: new DeviceStore(deps.idb, deviceKeyName(doorRoot, deps.origin)),
		origin: deps.origin,
		hostToken: where.token,
		getToken: city.getToken,
		openCode: null
	});
	const connection = new Connection({
		url: where.wire,
		door,
		socket: deps.socket ?? ((url) => new WebSocket(url) as unknown as WireSocket)
	});
	connection.start();
	return { connection, door, where };
}
