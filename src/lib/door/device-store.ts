/**
 * This browser's paired key, kept in IndexedDB and nowhere else (WIRE.md §2a): the private half is a
 * non-extractable `CryptoKey`, stored as the object itself, so no byte of it ever exists outside the browser's
 * key store. One record per city: the app's own city (its origin) under `this-browser`, any other under
 * `this-browser@<door URL>` (`deviceKeyName`), so settings for two cities on one page keep two keys.
 */
export interface PairedDevice {
	/** The id the city gave at pairing. */
	id: string;
	keys: CryptoKeyPair;
	/** The raw public key as lowercase hex, as it went to `/pair`. */
	publicKey: string;
}

const DB = 'city-settings-door';
const STORE = 'device';
const KEY = 'this-browser';

/** The record a city's key is kept under: the page's own city keeps the app's name, so both share one pairing. */
export function deviceKeyName(doorRoot: string, pageOrigin: string): string {
	return doorRoot === pageOrigin ? KEY : `${KEY}@${doorRoot}`;
}

function open(idb: IDBFactory): Promise<IDBDatabase> {
	return new Promise((resolve, reject) => {
		const request = idb.open(DB, 1);
		request.onupgradeneeded = () => request.result.createObjectStore(STORE);
		request.onsuccess = () => resolve(request.result);
		request.onerror = request.onblocked = () => reject(request.error);
	});
}

async function run<T>(idb: IDBFactory, mode: IDBTransactionMode, work: (s: IDBObjectStore) => IDBRequest): Promise<T> {
	const db = await open(idb);
	try {
		return await new Promise<T>((resolve, reject) => {
			const tx = db.transaction(STORE, mode);
			const request = work(tx.objectStore(STORE));
			tx.oncomplete = () => resolve(request.result as T);
			tx.onerror = tx.onabort = () => reject(tx.error);
		});
	} finally {
		db.close();
	}
}

/** Where the paired key lives; tests hand in another factory. */
export class DeviceStore {
	constructor(
		private readonly idb: IDBFactory = indexedDB,
		private readonly key = KEY
	) {}

	async load(): Promise<PairedDevice | null> {
		const found = await run<unknown>(this.idb, 'readonly', (s) => s.get(this.key));
		return isPairedDevice(found) ? found : null;
	}

	save(device: PairedDevice): Promise<void> {
		return run(this.idb, 'readwrite', (s) => s.put(device, this.key));
	}

	drop(): Promise<void> {
		return run(this.idb, 'readwrite', (s) => s.delete(this.key));
	}
}

function isPairedDevice(x: unknown): x is PairedDevice {
	const d = x as Partial<PairedDevice> | undefined;
	return typeof d?.id === 'string' && typeof d.publicKey === 'string' && d.keys?.privateKey instanceof CryptoKey;
}
