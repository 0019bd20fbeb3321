import { test as base, expect } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCity, type CityOptions, type RunningCity } from '../city/server';
import { leaksIn, secretPlaces } from './support/secrets-guard';

/** Everything the page said and heard, for the key-leak check and for counting asks. */
export interface WireLog {
	sent: string[];
	received: string[];
	urls: string[];
	/** Bodies and headers of every request except the POST to `/enroll` (the one place a key may go). */
	bodies: string[];
	/** The reads of request headers still under way (`secretPlaces` waits for them). */
	reading: Promise<void>[];
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
				reading: [],
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
				// Every header, cookies included (headers() leaves those out); read before the guard looks. A request
				// still open when the test ends keeps the headers it was sent with.
				log.reading.push(
					r
						.allHeaders()
						.catch(() => r.headers())
						.then((h) => void log.bodies.push(JSON.stringify(h) + (r.postData() ?? '')))
				);
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
			expect(leaksIn(await secretPlaces(page, wireLog), values)).toEqual([]);
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

export { expect };
