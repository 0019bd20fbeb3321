import AxeBuilder from './support/axe-builder';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ProcessCity, serverRow } from './support/process-city';
import { leaksIn, secretPlaces } from './support/secrets-guard';
import { scriptedCity, type ScriptedCity } from './support/scripted-city';

/*
 * The city's door as a person meets it (WIRE.md §2a): a fresh browser pairs with the code the city's terminal
 * shows, then enters by itself after a reload and after the city restarts; a forgotten browser pairs again.
 * Runs under the base path too (the `base-path` project).
 */

const frames = join(import.meta.dirname, '../../shared/wire/frames');
const refusalOf = (file: string) =>
	(JSON.parse(readFileSync(join(frames, file), 'utf8')) as { refusal: Record<string, string> }).refusal;
const WRONG_CODE = 'pair a browser: type the pairing code the terminal shows now';
const TOO_SOON = 'pair a browser: wait a second, then type the code the terminal shows';

const pairingHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Pair this browser with the city' });
const codeBox = (page: Page) => page.getByRole('textbox', { name: 'Pairing code' });
const forgottenNote = (page: Page) =>
	page.getByRole('status').filter({ hasText: 'The city no longer knows this browser' });

async function pairWith(page: Page, code: string): Promise<void> {
	await codeBox(page).fill(code);
	await page.getByRole('button', { name: 'Pair this browser' }).click();
}

test.describe('a fresh browser at the door', () => {
	test.use({ cityOptions: { seed: true } });

	test('pairs with the code the city printed and lands on the page it asked for, live', async ({ page, city }) => {
		await page.goto(city.url + 'mcp');
		await expect(pairingHeading(page)).toBeVisible();
		expect(
			await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).disableRules(['region']).analyze()
		).toHaveProperty('violations', []);
		const label = page.getByRole('textbox', { name: 'Name for this browser' });
		await expect(label).not.toHaveValue('');
		await pairWith(page, city.pairingCode!.toUpperCase().replace('-', ' '));
		await expect(page.getByRole('heading', { level: 1, name: 'Tool servers' })).toBeVisible();
		await expect(serverRow(page, 'everything').getByText('connected', { exact: true })).toBeVisible({
			timeout: 30_000
		});
		// A reload enters with the stored key: no pairing screen.
		await page.reload();
		await expect(page.getByRole('heading', { level: 1, name: 'Tool servers' })).toBeVisible();
		await expect(pairingHeading(page)).toHaveCount(0);
	});
});

test.describe('what the page stops before it is sent', () => {
	test.use({ cityOptions: { seed: false } });

	test('a code of the wrong shape and a 65-character name say what is wrong, and the city judges nothing', async ({
		page,
		city,
		wireLog
	}) => {
		await page.goto(city.url);
		await expect(pairingHeading(page)).toBeVisible();
		const code = city.pairingCode;
		await page.getByRole('textbox', { name: 'Name for this browser' }).fill('n'.repeat(65));
		await pairWith(page, 'abc-defg');
		await expect(page.getByText('A pairing code is two groups of four letters or digits')).toBeVisible();
		await expect(page.getByText('65 characters: at most 64.')).toBeVisible();
		await expect(codeBox(page)).toHaveValue('abc-defg');
		expect(wireLog.urls.filter((u) => new URL(u).pathname.endsWith('/pair'))).toEqual([]);
		expect(city.pairingCode).toBe(code);
	});
});

test.describe('a code the city refuses', () => {
	// The second guess must come within the city's second: a clock that stands still makes sure it does.
	test.use({ cityOptions: { seed: false, now: () => 1_796_000_000_000 } });

	test('a wrong code, then one sent too soon, each show the city’s sentence and keep what was typed', async ({
		page,
		city
	}) => {
		await page.goto(city.url);
		await expect(pairingHeading(page)).toBeVisible();
		const wrong = city.pairingCode === 'zzzz-zzzz' ? 'yyyy-yyyy' : 'zzzz-zzzz';
		await pairWith(page, wrong);
		await expect(page.getByRole('alert').filter({ hasText: WRONG_CODE })).toBeVisible();
		await expect(codeBox(page)).toHaveValue(wrong);
		await expect(codeBox(page)).toBeFocused();
		// Within the second the city allows between guesses: not judged, and said so.
		await page.getByRole('button', { name: 'Pair this browser' }).click();
		await expect(page.getByRole('alert').filter({ hasText: TOO_SOON })).toBeVisible();
		await expect(codeBox(page)).toHaveValue(wrong);
	});
});

test.describe('a paired browser', () => {
	test.use({ cityOptions: { seed: false } });

	test('enters again after the city restarts (a new process, the same data folder), without pairing', async ({
		page,
		appDir,
		basePath,
		wireLog
	}) => {
		test.setTimeout(120_000);
		const city = await ProcessCity.start(appDir, basePath);
		// Per socket: the token its hello carried, and whether the city welcomed it.
		const sockets: { token?: string; welcomed: boolean }[] = [];
		page.on('websocket', (ws) => {
			const socket: { token?: string; welcomed: boolean } = { welcomed: false };
			sockets.push(socket);
			ws.on('framesent', (f) => {
				const text = String(f.payload);
				if (text.startsWith('{"hello"')) socket.token = (JSON.parse(text) as { hello: { token: string } }).hello.token;
			});
			ws.on('framereceived', (f) => void (String(f.payload).startsWith('{"welcome"') && (socket.welcomed = true)));
		});
		try {
			await page.goto(await city.pairedUrl('mcp'));
			const indicator = page.getByRole('status', { name: 'Connection to the city' });
			await expect(indicator).toContainText('Connected to local');
			await expect(page).not.toHaveURL(/open=/);
			await city.restart();
			await expect(indicator).toContainText('Connected to local', { timeout: 30_000 });
			await page.reload();
			await expect(indicator).toContainText('Connected to local');
			await expect(pairingHeading(page)).toHaveCount(0);
			// Every socket the city let in had a session of its own: the restart ended the first one. (While the
			// door does not answer, a hello may carry the last token once more; the city refuses it, WIRE.md §2a.)
			const tokens = sockets.filter((s) => s.welcomed).map((s) => s.token);
			expect(tokens.length).toBeGreaterThanOrEqual(3);
			expect(new Set(tokens).size).toBe(tokens.length);
			expect(wireLog.sent.filter((f) => f.startsWith('{"hello"')).length).toBeGreaterThanOrEqual(tokens.length);
		} finally {
			await city.dispose();
		}
	});

	test('lists paired browsers, and forgetting this one returns it to the pairing screen', async ({ page, openApp }) => {
		await openApp('/browsers');
		const table = page.getByRole('region', { name: 'Browsers paired with the city' });
		const mine = table.getByRole('row').filter({ hasText: 'this browser' });
		await expect(mine).toHaveCount(1);
		await mine.getByRole('button', { name: /^Forget / }).click();
		await expect(page.getByText('This is the browser you are using')).toBeVisible();
		await page.getByRole('button', { name: 'Forget it' }).click();
		await expect(pairingHeading(page)).toBeVisible();
		// Told why, with the keyboard there; the socket the city closed is no refused command.
		await expect(forgottenNote(page)).toBeFocused();
		await expect(page.getByText('A command was refused')).toHaveCount(0);
		await page.reload();
		await expect(pairingHeading(page)).toBeVisible();
	});

	test('forgotten from another browser, it is told so plainly, not that a command was refused', async ({
		page,
		browser,
		city,
		openApp
	}) => {
		await openApp('/mcp');
		const indicator = page.getByRole('status', { name: 'Connection to the city' });
		await expect(indicator).toContainText('Connected to local');
		const other = await browser.newContext();
		try {
			const second = await other.newPage();
			await second.goto(new URL(`browsers#open=${city.mintOpenCode()}`, city.url).toString());
			const firstRow = second
				.getByRole('region', { name: 'Browsers paired with the city' })
				.getByRole('row')
				.filter({ hasNotText: 'this browser' })
				.filter({ has: second.getByRole('button', { name: /^Forget / }) });
			await firstRow.getByRole('button', { name: /^Forget / }).click();
			await second.getByRole('button', { name: 'Forget it' }).click();
			await expect(second.getByRole('status').filter({ hasText: 'is no longer paired' })).toBeFocused();
		} finally {
			await other.close();
		}
		await expect(pairingHeading(page)).toBeVisible();
		await expect(forgottenNote(page)).toContainText('pair this browser again');
		await expect(page.getByText('A command was refused')).toHaveCount(0);
		await expect(page.getByText('E_GATE_DENIED')).toHaveCount(0);
	});

	test('a page load logs no console error (config.json is there, saying "this origin")', async ({ page, openApp }) => {
		const errors: string[] = [];
		page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
		await openApp('/browsers');
		await expect(page.getByRole('status', { name: 'Connection to the city' })).toContainText('Connected to local');
		await page.reload();
		await expect(page.getByRole('status', { name: 'Connection to the city' })).toContainText('Connected to local');
		expect(errors).toEqual([]);
	});

	test('holds no session token or key where a page or an extension could read it', async ({
		page,
		city,
		openApp,
		wireLog
	}) => {
		await openApp('/endpoints');
		await expect(page.getByText(`Connected to ${city.city}`)).toBeVisible();
		const hellos = wireLog.sent.filter((f) => f.startsWith('{"hello"'));
		const token = (JSON.parse(hellos[0]!) as { hello: { token: string } }).hello.token;
		expect(token).toMatch(/^[0-9a-f]{64}$/);
		const stored = await page.evaluate(async () => {
			const db = await new Promise<IDBDatabase>((resolve, reject) => {
				const r = indexedDB.open('city-settings-door');
				r.onsuccess = () => resolve(r.result);
				r.onerror = () => reject(r.error);
			});
			const device = await new Promise<{ keys: CryptoKeyPair }>((resolve) => {
				const r = db.transaction('device').objectStore('device').get('this-browser');
				r.onsuccess = () => resolve(r.result);
			});
			const exported = await crypto.subtle.exportKey('pkcs8', device.keys.privateKey).then(
				() => 'exported',
				(e: Error) => e.name
			);
			return { extractable: device.keys.privateKey.extractable, exported };
		});
		expect(stored.extractable).toBe(false);
		expect(stored.exported).toBe('InvalidAccessError');
		// Every IndexedDB record, local and session storage, cookies, URLs, request headers and bodies, the
		// console, and every frame but the hello that carries the token.
		const places = await secretPlaces(page, wireLog);
		places['a WebSocket frame'] = [...wireLog.sent.filter((f) => !f.startsWith('{"hello"')), ...wireLog.received];
		expect(places['local or session storage, or IndexedDB']![0]).toContain('city-settings-door');
		expect(leaksIn(places, [token, city.cityKey])).toEqual([]);
	});
});

test.describe('a refused hello', () => {
	let scripted: ScriptedCity | null = null;
	test.afterEach(async () => {
		await scripted?.close();
		scripted = null;
	});

	test('another wire: the city’s refusal verbatim, what it means, and no second hello', async ({
		page,
		appDir,
		basePath
	}) => {
		const refusal = refusalOf('refusal-hello-wire-mismatch.json');
		// Each socket's refusal names the socket, so the indicator says which hello it answers.
		const tag = (i: number) => `(socket ${i})`;
		scripted = await scriptedCity(appDir, basePath, {
			onFrame: (c, f, i) => {
				if (!('hello' in f)) return;
				c.send({ refusal: { ...refusal, subject: `${refusal.subject} ${tag(i)}` } });
				c.ws.close();
			}
		});
		const hellos = () => scripted!.conns.flatMap((c) => c.frames).filter((f) => 'hello' in f).length;
		await page.clock.install();
		await page.goto(scripted.url + 'mcp');
		const indicator = page.getByRole('status', { name: 'Connection to the city' });
		await expect(indicator).toContainText(`${refusal.subject} ${tag(0)}`);
		await expect(indicator).toContainText(refusal.recovery!);
		await expect(indicator).toContainText('This page was built for another version of the city.');
		// A retry of the app's own (at once, or on the ladder's timers run here) opens a second socket, and its
		// refusal, or its "connecting", replaces the first socket's words.
		await page.clock.runFor(31_000);
		await expect(indicator).toContainText(`${refusal.subject} ${tag(0)}`);
		expect(hellos()).toBe(1);
		// The barrier only the press can cause: the second socket's refusal on screen; nothing came in between.
		await page.getByRole('button', { name: 'Connect again' }).click();
		await expect(indicator).toContainText(`${refusal.subject} ${tag(1)}`);
		await page.clock.runFor(31_000);
		await expect(indicator).toContainText(`${refusal.subject} ${tag(1)}`);
		expect(hellos()).toBe(2);
	});
});
