// A returning browser for the benchmark (WIRE.md §2a): a key paired once at the instant city's door, then
// put into each fresh context's IndexedDB the way the app keeps it (`city-settings-door`, store `device`,
// key `this-browser`: its id, the key pair with a non-extractable private half, the public key's hex),
// before the measured page loads. Every page kind (the app and both floors) reads it from there.
import type { BrowserContext } from 'playwright';
import * as v from 'valibot';
import { postDoor } from '../city/testing/door-client';
import { DOOR_ROUTES, toHex } from '../protocol/door';
import { PairAnswer } from '../protocol/door-pairing';

export interface PairedKey {
	device: string;
	publicKey: string;
	/** The private half as PKCS #8, base64: imported again, non-extractable, in each context. */
	pkcs8: string;
}

/** Pairs a fresh Ed25519 key at the door of the city on `origin` with an open code. */
export async function pairKey(origin: string, open: string, label: string): Promise<PairedKey> {
	const keys = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
	const publicKey = toHex(await crypto.subtle.exportKey('raw', keys.publicKey));
	const reply = await postDoor(origin, DOOR_ROUTES.pair, { open, public_key: publicKey, label });
	if (reply.status !== 200) throw new Error(`the door did not pair ${label}: ${reply.status} ${reply.text}`);
	const { device } = v.parse(PairAnswer, JSON.parse(reply.text));
	const pkcs8 = Buffer.from(await crypto.subtle.exportKey('pkcs8', keys.privateKey)).toString('base64');
	return { device, publicKey, pkcs8 };
}

/** A page of its own on the city's origin that Playwright answers: the city sees nothing before the load. */
const SEED_PATH = '/bench-paired-key';

// A string, not a function: Playwright would send a compiled function's helpers along with it.
const SEED_SCRIPT = `async (k) => {
	const bytes = Uint8Array.from(atob(k.pkcs8), (c) => c.charCodeAt(0));
	const raw = Uint8Array.from(k.publicKey.match(/../g), (h) => parseInt(h, 16));
	const privateKey = await crypto.subtle.importKey('pkcs8', bytes, { name: 'Ed25519' }, false, ['sign']);
	const publicKey = await crypto.subtle.importKey('raw', raw, { name: 'Ed25519' }, true, ['verify']);
	const db = await new Promise((resolve, reject) => {
		const r = indexedDB.open('city-settings-door', 1);
		r.onupgradeneeded = () => r.result.createObjectStore('device');
		r.onsuccess = () => resolve(r.result);
		r.onerror = () => reject(r.error);
	});
	await new Promise((resolve, reject) => {
		const tx = db.transaction('device', 'readwrite');
		tx.objectStore('device').put({ id: k.device, keys: { publicKey, privateKey }, publicKey: k.publicKey }, 'this-browser');
		tx.oncomplete = resolve;
		tx.onerror = tx.onabort = () => reject(tx.error);
	});
	db.close();
}`;

/** Puts `key` into the IndexedDB of `context` for `origin`, from a page that is closed again. */
export async function seedPairedKey(context: BrowserContext, origin: string, key: PairedKey): Promise<void> {
	const page = await context.newPage();
	try {
		await page.route(origin + SEED_PATH, (r) => r.fulfill({ contentType: 'text/html', body: '<!doctype html>' }));
		await page.goto(origin + SEED_PATH);
		await page.evaluate(`(${SEED_SCRIPT})(${JSON.stringify(key)})`);
	} finally {
		await page.close();
	}
}
