// The door as a paired browser passes it (WIRE.md §2a), as the app does and in its order: the key from
// IndexedDB, a challenge, its signature over the nonce and this origin, a session; each answer read through
// the wire's own Valibot schemas.
import * as v from 'valibot';
import { ChallengeAnswer, DOOR_ROUTES, SessionAnswer, sessionMessage, toHex } from '../../../../../protocol/door';

interface StoredDevice {
	id: string;
	keys: CryptoKeyPair;
}

function storedDevice(): Promise<StoredDevice> {
	return new Promise((resolve, reject) => {
		const open = indexedDB.open('city-settings-door', 1);
		open.onupgradeneeded = () => open.result.createObjectStore('device');
		open.onerror = () => reject(open.error);
		open.onsuccess = () => {
			const db = open.result;
			const get = db.transaction('device').objectStore('device').get('this-browser');
			get.onsuccess = () => (get.result ? resolve(get.result as StoredDevice) : reject(new Error('not paired')));
			get.onerror = () => reject(get.error);
			db.close();
		};
	});
}

async function post<T>(route: string, body: unknown, answer: v.GenericSchema<unknown, T>): Promise<T> {
	const response = await fetch(route, {
		method: 'POST',
		headers: body === undefined ? {} : { 'content-type': 'application/json' },
		body: body === undefined ? undefined : JSON.stringify(body),
		cache: 'no-store'
	});
	if (response.status !== 200) throw new Error(`${route} answered ${response.status}: ${await response.text()}`);
	return v.parse(answer, await response.json());
}

/** A fresh session token for `hello.token`. */
export async function openSession(): Promise<string> {
	const device = await storedDevice();
	const { nonce } = await post(DOOR_ROUTES.challenge, undefined, ChallengeAnswer);
	const message = new TextEncoder().encode(sessionMessage(nonce, location.origin));
	const signature = toHex(await crypto.subtle.sign({ name: 'Ed25519' }, device.keys.privateKey, message));
	const { token } = await post(DOOR_ROUTES.session, { device: device.id, nonce, signature }, SessionAnswer);
	return token;
}
