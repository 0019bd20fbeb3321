import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { answerKey, scriptedCity, type ScriptedCity, type ScriptedConn } from './support/scripted-city';

// Issue #9, a city that fails: tiny WebSocket cities written here misbehave on purpose (close every
// hello, never answer, answer the wrong shape, answer out of order, speak another wire) and serve
// the built app themselves, so the page under test is the real bundle.

const frames = join(import.meta.dirname, '../../shared/wire/frames');
const outcomeOf = (file: string) =>
	(JSON.parse(readFileSync(join(frames, file), 'utf8')) as { answered: { outcome: unknown } }).answered.outcome;
const GOOD: Record<string, unknown> = {
	endpoints: outcomeOf('answered-endpoints.json'),
	known_hosts: outcomeOf('answered-known-hosts.json'),
	// The MCP page's questions, answered plainly, so walking through it leaves nothing unanswered.
	mcp_health: { answer: { mcp_health: { addr: 'acme', servers: [] } } },
	building: { answer: { building: { addr: 'acme', mcp: [] } } },
	mcp_usage: { answer: { mcp_usage: { servers: [] } } },
	config: {
		answer: {
			config: {
				addr: 'acme',
				second: { percent: 65, from: 'default', domain: { min: 31, max: 90 } },
				tuning: {
					from: 'default',
					timeout_ms: 600000,
					request_max_retries: null,
					stream_idle_timeout_ms: null,
					proxying: 'except_local'
				}
			}
		}
	}
};

const test = base.extend<{ appDir: string; basePath: string }>({
	appDir: ['build', { option: true }],
	basePath: ['', { option: true }]
});

const indicator = (page: Page) => page.getByRole('status', { name: 'Connection to the city' });

/** Answers every ask from GOOD, unless `decide` returns something else (or 'hold'). */
function answering(
	decide: (key: string, c: ScriptedConn, askId: number) => unknown | 'hold' | undefined = () => undefined
) {
	return {
		onFrame(c: ScriptedConn, frame: Record<string, unknown>) {
			if ('hello' in frame) return c.welcome();
			if (!('ask' in frame)) return;
			const { ask_id, query } = frame.ask as { ask_id: number; query: unknown };
			const key = answerKey(query);
			const custom = decide(key, c, ask_id);
			if (custom === 'hold') return;
			c.answer(ask_id, custom ?? GOOD[key]);
		}
	};
}

let city: ScriptedCity | null = null;
test.afterEach(async () => {
	await city?.close();
	city = null;
});

test.describe('a city that misbehaves', () => {
	test('closing the socket on every hello: the page backs off along the ladder, no busy loop', async ({
		page,
		appDir,
		basePath
	}) => {
		city = await scriptedCity(appDir, basePath, { onFrame: (c, f) => 'hello' in f && c.ws.close() });
		await page.clock.install();
		await page.goto(city.url);
		await expect.poll(() => city!.conns.length).toBeGreaterThanOrEqual(1);
		await expect(indicator(page)).toContainText('Cannot reach the city');
		// One minute on the page's clock, a second at a time; real time for each socket to open and close.
		for (let s = 0; s < 60; s++) {
			await page.clock.runFor(1000);
			await page.waitForTimeout(40);
		}
		const attempts = city.conns.length;
		test.info().annotations.push({ type: 'connection attempts in one minute', description: String(attempts) });
		// 250 ms, 500 ms, 1 s, 2 s, 5 s, then every 10 s: about 11 sockets in a minute, never hundreds.
		expect(attempts).toBeGreaterThanOrEqual(8);
		expect(attempts).toBeLessThanOrEqual(14);
		// Every socket said hello first and nothing else (the newest may still be on its way to saying it).
		const said = city.conns.map((c) => c.frames.map((f) => Object.keys(f)[0]));
		const newest = said.pop()!;
		for (const s of said) expect(s).toEqual(['hello']);
		expect(newest.length === 0 ? ['hello'] : newest).toEqual(['hello']);
		await expect(indicator(page)).toContainText(/Trying again in \d+ s/);
	});

	test('a question never answered: the late notice comes once after 15 s, and the question is waited for, never asked again', async ({
		page,
		appDir,
		basePath
	}) => {
		city = await scriptedCity(
			appDir,
			basePath,
			answering((key) => (key === 'endpoints' ? 'hold' : undefined))
		);
		await page.clock.install();
		await page.goto(city.url + 'models');
		await expect(indicator(page)).toContainText('Connected to acme');
		const viewAsks = () => city!.asks().filter((a) => a.query === 'endpoint_view').length;
		await expect.poll(viewAsks).toBe(1);
		const late = page.getByText('“endpoint_view” is still being answered after 15 s; the page keeps waiting for it.');
		await page.clock.runFor(14_000);
		await expect(late).toHaveCount(0);
		await page.clock.runFor(1_500);
		await expect(late).toHaveCount(1);
		await page.clock.runFor(45_000);
		// The barrier: a later question on the same socket, answered and drawn. The socket keeps order, so a
		// second ask of endpoint_view sent while the clock ran would have reached the city before this one.
		await page
			.getByRole('navigation', { name: 'Settings sections' })
			.getByRole('link', { name: 'Tool servers' })
			.click();
		await expect(page.getByText('No agent has called a tool of any server yet.')).toBeVisible();
		expect(city.asks().some((a) => answerKey(a.query) === 'mcp_usage')).toBe(true);
		await expect(late).toHaveCount(1);
		// WIRE.md §5: the city answers every ask; a second one on the same socket is never sent, nor a new socket opened.
		expect(viewAsks()).toBe(1);
		expect(city.conns).toHaveLength(1);
		// The page still waits, and says so, rather than drawing anything as the answer.
		await page.goBack();
		await expect(page.getByRole('heading', { level: 1, name: 'Models' })).toBeVisible();
		await expect(late).toHaveCount(1);
	});

	test('a wrong-shaped answer shows the error for that question only; the rest of the page keeps working', async ({
		page,
		appDir,
		basePath
	}) => {
		let broken = true;
		city = await scriptedCity(
			appDir,
			basePath,
			answering((key) => {
				if (key !== 'endpoints' || !broken) return undefined;
				const bad = structuredClone(GOOD.endpoints) as { answer: { endpoints: { endpoints: { dialect: string }[] } } };
				bad.answer.endpoints.endpoints[1]!.dialect = 'klingon';
				return bad;
			})
		);
		await page.goto(city.url + 'endpoints');
		const panel = page.getByRole('alert').filter({ hasText: 'The answer to “endpoint_view” did not match the wire' });
		await expect(panel).toBeVisible();
		await expect(panel).toContainText('outcome.answer.endpoints.endpoints.1.dialect');
		// Nothing half-read is drawn: no endpoint of that answer appears.
		await expect(page.getByRole('heading', { name: 'Anthropic', exact: true })).toHaveCount(0);
		// The connection stays up and the other questions' parts still work.
		await expect(indicator(page)).toContainText('Connected to acme');
		await expect(page.locator('option', { hasText: 'api.deepseek.com' })).toHaveCount(1);
		const nav = page.getByRole('navigation', { name: 'Settings sections' });
		await nav.getByRole('link', { name: 'Tool servers' }).click();
		await expect(page.getByRole('heading', { level: 1, name: 'Tool servers' })).toBeVisible();
		// Coming back re-asks the failed question (still wrong): its panel again, and only its panel.
		const viewAsks = () => city!.asks().filter((a) => a.query === 'endpoint_view').length;
		const before = viewAsks();
		await nav.getByRole('link', { name: 'Endpoints' }).click();
		await expect.poll(viewAsks).toBeGreaterThan(before);
		await expect(panel).toBeVisible();
		await expect(page.getByRole('heading', { name: 'Anthropic', exact: true })).toHaveCount(0);
		// Asking again, once the city answers well, gets the good answer drawn.
		broken = false;
		await page.getByRole('button', { name: 'Ask again' }).first().click();
		await expect(page.getByRole('heading', { name: 'Anthropic', exact: true })).toBeVisible();
		await expect(panel).toHaveCount(0);
	});

	test('a huge wrong answer (100,000 bad rows) still fails only its question, and the page stays usable', async ({
		page,
		appDir,
		basePath
	}) => {
		city = await scriptedCity(
			appDir,
			basePath,
			answering((key) =>
				key === 'endpoints'
					? { answer: { endpoints: { endpoints: Array.from({ length: 100_000 }, () => ({ name: 7 })), chosen: [] } } }
					: undefined
			)
		);
		await page.goto(city.url + 'endpoints');
		const panel = page.getByRole('alert').filter({ hasText: 'The answer to “endpoint_view” did not match the wire' });
		await expect(panel).toBeVisible();
		await expect(panel).toContainText('outcome.answer.endpoints.endpoints.0.name');
		await expect(panel).toContainText('and more mismatches not listed: lists were read only up to row 200');
		const nav = page.getByRole('navigation', { name: 'Settings sections' });
		await nav.getByRole('link', { name: 'Models' }).click();
		await expect(page.getByRole('heading', { level: 1, name: 'Models' })).toBeVisible();
	});

	test('answers out of order, and one for an id not in flight, are matched by ask_id', async ({
		page,
		appDir,
		basePath
	}) => {
		const held: { c: ScriptedConn; id: number; key: string }[] = [];
		city = await scriptedCity(
			appDir,
			basePath,
			answering((key, c, id) => {
				held.push({ c, id, key });
				// Wait for the page's three questions, then answer them last-first, after a stray one.
				if (held.length === 3) {
					c.answer(999, GOOD.endpoints);
					for (const h of [...held].reverse()) h.c.answer(h.id, GOOD[h.key]);
				}
				return 'hold';
			})
		);
		await page.goto(city.url + 'endpoints');
		await expect(page.getByRole('heading', { name: 'OpenRouter', exact: true })).toBeVisible();
		await expect(page.locator('option', { hasText: 'openrouter.ai' })).toHaveCount(1);
		await expect(page.getByRole('alert')).toHaveCount(0);
		await expect(indicator(page)).toContainText('Connected to acme');
		expect(held.map((h) => h.key).sort()).toEqual(['config', 'endpoints', 'known_hosts']);
	});

	test('a city that speaks another wire: the app stops, says which, and does not retry', async ({
		page,
		appDir,
		basePath
	}) => {
		// Socket i's welcome says wire v(58 + i), so the indicator says which socket it heard last.
		city = await scriptedCity(appDir, basePath, {
			onFrame: (c, f, i) => 'hello' in f && c.welcome({ wire_v: 58 + i, schema: 'f'.repeat(64) })
		});
		await page.clock.install();
		await page.goto(city.url + 'endpoints');
		await expect(indicator(page)).toContainText('Stopped: this app and the city speak different wires.');
		await expect(indicator(page)).toContainText('wire v58');
		// A retry of the app's own (at once, or on the ladder's timers run here) would replace the first socket's words.
		await page.clock.runFor(60_000);
		await expect(indicator(page)).toContainText('wire v58');
		expect(city.conns.length).toBe(1);
		// The barrier only the press can cause: the second socket's welcome on screen; nothing came in between.
		await page.getByRole('button', { name: 'Connect again' }).click();
		await expect(indicator(page)).toContainText('wire v59');
		await expect(indicator(page)).toContainText('Stopped: this app and the city speak different wires.');
		await page.clock.runFor(60_000);
		await expect(indicator(page)).toContainText('wire v59');
		expect(city.conns.length).toBe(2);
		// Nothing was asked of a city whose shapes this app cannot trust.
		expect(city.asks()).toEqual([]);
	});

	test('an E_WIRE_MISMATCH refusal after welcome stops the app too', async ({ page, appDir, basePath }) => {
		const mismatch = JSON.parse(readFileSync(join(frames, 'refusal-wire-mismatch.json'), 'utf8'));
		const subject = mismatch.refusal.subject as string;
		// Socket i's refusal names the socket, so the indicator says which socket it heard last.
		const tag = (i: number) => `${subject} (socket ${i})`;
		city = await scriptedCity(
			appDir,
			basePath,
			answering((_key, c) => {
				const i = city!.conns.indexOf(c);
				c.send({ refusal: { ...mismatch.refusal, subject: tag(i) } });
				return 'hold';
			})
		);
		await page.clock.install();
		await page.goto(city.url + 'models');
		await expect(indicator(page)).toContainText('Stopped: this app and the city speak different wires.');
		await expect(indicator(page)).toContainText(tag(0));
		// A retry of the app's own would replace the first socket's words.
		await page.clock.runFor(60_000);
		await expect(indicator(page)).toContainText(tag(0));
		expect(city.conns.length).toBe(1);
		// The barrier only the press can cause: the second socket's own words on screen, its welcome, or the
		// refusal of a question the page still wanted (the city's defaults on /models ask `config` once drawn),
		// which names socket 1; nothing came in between, and no third socket opens by itself after either.
		await page.getByRole('button', { name: 'Connect again' }).click();
		await expect(indicator(page)).toContainText(/Connected to acme|\(socket 1\)/);
		await page.clock.runFor(60_000);
		await expect(indicator(page)).toContainText(/Connected to acme|\(socket 1\)/);
		expect(city.conns.length).toBe(2);
	});
});
