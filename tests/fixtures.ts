import { test as base, expect, type Page } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCity, type CityOptions, type RunningCity } from '../city/server';

/** Everything the page said and heard, for the key-leak check and for counting asks. */
export interface WireLog {
	sent: string[];
	received: string[];
	urls: string[];
	/** Bodies and headers of every request except the POST to `/enroll` (the one place a key may go). */
	bodies: string[];
	console: string[];
	/** The `ask` frames the page sent, parsed. */
	asks(): { ask_id: number; query: unknown }[];
	/** The `command` frames the page sent, parsed. */
	commands(): Record<string, unknown>[];
}

interface Fixtures {
	cityOptions: Partial<CityOptions>;
	city: RunningCity;
	wireLog: WireLog;
	/** Register a key value typed in a test; the suite fails if it shows up anywhere it must not. */
	secrets: { remember(value: string): void };
	/**
	 * Opens an app route ('/mcp') on the test's city, under the project's base path. The first visit of a test
	 * carries an open code (`#open=…`, as `npm start`'s link does), so the browser is paired at the city's door.
	 */
	openApp: (route: string, query?: string) => Promise<void>;
	/** Set by the one test that provokes CSP violations on purpose; otherwise any violation fails the test. */
	allowCspViolations: boolean;
	cspGuard: void;
}

interface WorkerFixtures {
	appDir: string;
	basePath: string;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
	appDir: ['build', { option: true, scope: 'worker' }],
	basePath: ['', { option: true, scope: 'worker' }],
	cityOptions: [{}, { option: true }],

	city: async ({ cityOptions, appDir, basePath }, use) => {
		const root = await mkdtemp(join(tmpdir(), 'city-e2e-'));
		const city = await startCity({ root, port: 0, app: appDir, base: basePath, ...cityOptions });
		await use(city);
		await city.close();
		await rm(root, { recursive: true, force: true });
	},

	wireLog: [
		async ({ page }, use) => {
			const log: WireLog = {
				sent: [],
				received: [],
				urls: [],
				bodies: [],
				console: [],
				asks: () => parsed(log.sent, 'ask') as { ask_id: number; query: unknown }[],
				commands: () => parsed(log.sent, 'command') as Record<string, unknown>[]
			};
			page.on('websocket', (ws) => {
				log.urls.push(ws.url());
				ws.on('framesent', (f) => log.sent.push(String(f.payload)));
				ws.on('framereceived', (f) => log.received.push(String(f.payload)));
			});
			page.on('request', (r) => {
				log.urls.push(r.url());
				if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/enroll')) return;
				log.bodies.push(JSON.stringify(r.headers()) + (r.postData() ?? ''));
			});
			page.on('framenavigated', (f) => log.urls.push(f.url()));
			page.on('console', (m) => log.console.push(m.text()));
			await use(log);
		},
		{ auto: true }
	],

	allowCspViolations: [false, { option: true }],
	// Every test fails on a Content Security Policy violation (Chromium reports each one on the console).
	cspGuard: [
		async ({ page, allowCspViolations }, use) => {
			const violations: string[] = [];
			page.on('console', (m) => {
				if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
			});
			await use();
			if (!allowCspViolations) expect(violations, 'the page violated its Content Security Policy').toEqual([]);
		},
		{ auto: true }
	],

	secrets: [
		async ({ page, wireLog }, use) => {
			const values: string[] = [];
			await use({ remember: (v) => values.push(v) });
			if (!values.length) return;
			const storage = await storageDump(page);
			// The browser's paired key is kept in IndexedDB as a CryptoKey that cannot be exported; only a public
			// half may be exportable.
			for (const key of storage.matchAll(/"cryptoKey":"(\w+)"[^}]*?"extractable":(true|false)/g)) {
				if (key[1] !== 'public') expect(key[2], `a stored ${key[1]} CryptoKey can be exported`).toBe('false');
			}
			const places: Record<string, string[]> = {
				'a WebSocket frame': [...wireLog.sent, ...wireLog.received],
				'a URL': wireLog.urls,
				'a request body or header (other than the POST to /enroll)': wireLog.bodies,
				'the console': wireLog.console,
				'local or session storage, or IndexedDB': [storage]
			};
			for (const value of values) {
				for (const [where, texts] of Object.entries(places)) {
					expect(
						texts.some((t) => t.includes(value)),
						`the key appeared in ${where}`
					).toBe(false);
				}
			}
		},
		{ auto: true }
	],

	openApp: async ({ page, city, cityOptions }, use) => {
		let paired = cityOptions.door === false;
		await use(async (route, query = '') => {
			const open = paired ? '' : `#open=${city.mintOpenCode()}`;
			paired = true;
			await page.goto(new URL(route.replace(/^\//, '') + query + open, city.url).toString());
		});
	}
});

function parsed(frames: string[], key: string): unknown[] {
	const out: unknown[] = [];
	for (const text of frames) {
		try {
			const frame = JSON.parse(text) as Record<string, unknown>;
			if (key in frame) out.push(frame[key]);
		} catch {
			// Not JSON: not ours to count.
		}
	}
	return out;
}

/**
 * Everything the page's origin keeps, as text to search: local and session storage, and every record (keys and
 * values) of every IndexedDB database. A CryptoKey is described (its kind, algorithm and whether it can be
 * exported), bytes are decoded, so a key hidden in either is found. A read that fails once is tried again after
 * the page has loaded; one that fails again fails the test instead of reading as "nothing stored".
 */
async function storageDump(page: Page): Promise<string> {
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

export { expect };
