import type { Page } from '@playwright/test';
import type { WireLog } from '../fixtures';

// The `secrets` guard's reading of every place a page, an extension or a log could see (tests/fixtures.ts), as
// functions of their own so a test can show the guard finds what it claims to.

/**
 * Every place a secret must not be, as text to search: frames, URLs, request bodies and headers (cookies
 * included; all but the POST to `/enroll`), the console, cookies of the page's context, and the origin's
 * storage (local, session, every IndexedDB record). A stored private CryptoKey that can be exported is a place
 * of its own ("an exportable private CryptoKey"), whatever is searched for.
 */
export async function secretPlaces(page: Page, wireLog: WireLog): Promise<Record<string, string[]>> {
	await Promise.allSettled(wireLog.reading);
	const storage = await storageDump(page);
	const exportable = [...storage.matchAll(/"cryptoKey":"(\w+)"[^}]*?"extractable":(true|false)/g)]
		.filter((k) => k[1] !== 'public' && k[2] === 'true')
		.map((k) => `a stored ${k[1]} CryptoKey can be exported`);
	return {
		'a WebSocket frame': [...wireLog.sent, ...wireLog.received],
		'a URL': [...wireLog.urls, page.url()],
		'a request body or header (other than the POST to /enroll)': wireLog.bodies,
		'the console': wireLog.console,
		'a cookie': [JSON.stringify(await page.context().cookies())],
		'local or session storage, or IndexedDB': [storage],
		'an exportable private CryptoKey': exportable
	};
}

/** What `secretPlaces` holds that should not be there: each value found, by where, and every exportable key. */
export function leaksIn(places: Record<string, string[]>, values: string[]): string[] {
	const found = [...(places['an exportable private CryptoKey'] ?? [])];
	values.forEach((value, i) => {
		for (const [where, texts] of Object.entries(places)) {
			if (where !== 'an exportable private CryptoKey' && texts.some((t) => t.includes(value)))
				found.push(`secret ${i + 1} appeared in ${where}`);
		}
	});
	return found;
}

/**
 * Everything the page's origin keeps, as text to search: local and session storage, and every record (keys and
 * values) of every IndexedDB database. A CryptoKey is described (its kind, algorithm and whether it can be
 * exported), bytes are decoded, so a key hidden in either is found. A read that fails once is tried again after
 * the page has loaded; one that fails again fails the test instead of reading as "nothing stored".
 */
export async function storageDump(page: Page): Promise<string> {
	const read = () =>
		page.evaluate(async () => {
			const describe = (v: unknown): unknown => {
				if (v instanceof CryptoKey) {
					return { cryptoKey: v.type, algorithm: v.algorithm.name, extractable: v.extractable, usages: v.usages };
				}
				if (v instanceof ArrayBuffer || ArrayBuffer.isView(v)) {
					const view = v instanceof ArrayBuffer ? new Uint8Array(v) : v;
					return { utf8: new TextDecoder().decode(view), latin1: new TextDecoder('latin1').decode(view) };
				}
				if (Array.isArray(v)) return v.map(describe);
				if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, describe(x)]));
				return v;
			};
			const done = <T>(r: IDBRequest<T>) =>
				new Promise<T>((resolve, reject) => {
					r.onsuccess = () => resolve(r.result);
					r.onerror = () => reject(r.error);
				});
			const out: unknown[] = [{ local: { ...localStorage } }, { session: { ...sessionStorage } }];
			for (const info of await indexedDB.databases()) {
				if (!info.name) continue;
				const db = await done(indexedDB.open(info.name));
				const names = [...db.objectStoreNames];
				if (names.length) {
					const tx = db.transaction(names, 'readonly');
					// Every request at once, inside the one transaction, then read.
					const reads = names.map((name) => ({
						name,
						keys: done(tx.objectStore(name).getAllKeys()),
						values: done(tx.objectStore(name).getAll())
					}));
					for (const r of reads) {
						out.push({ db: info.name, store: r.name, keys: describe(await r.keys), values: describe(await r.values) });
					}
				}
				db.close();
			}
			return JSON.stringify(out);
		});
	try {
		return await read();
	} catch {
		await page.waitForLoadState();
		return await read();
	}
}
