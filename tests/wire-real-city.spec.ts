import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EndpointsAnswer } from '../protocol/schemas/endpoints';
import { idem } from '../city/testing/harness';
import { WireClient, wsUrlOf } from '../city/testing/wire-client';
import { expect, test } from './fixtures';
import { answerKey, scriptedCity, type ScriptedCity } from './support/scripted-city';

// The corrected wire (WIRE.md, 2026-12-03) as a person meets it: a tool-server check that takes longer
// than 15 s is waited for and never asked again on the same socket.

const slowServer = join(import.meta.dirname, 'support/slow-mcp-server.mjs');
const frames = join(import.meta.dirname, '../../shared/wire/frames');
const outcomeOf = (file: string) =>
	(JSON.parse(readFileSync(join(frames, file), 'utf8')) as { answered: { outcome: unknown } }).answered.outcome;
type EndpointsOutcome = { answer: { endpoints: EndpointsAnswer } };

test.describe('a slow tool server', () => {
	test.use({ cityOptions: { seed: false, mcpDeadlineMs: 60_000 } });

	test('a check that takes 20 s is asked once, said to be still running, and shown when answered', async ({
		page,
		city,
		openApp,
		wireLog
	}) => {
		test.setTimeout(90_000);
		const c = await WireClient.connect(wsUrlOf(city.origin), { timeoutMs: 30_000, token: city.cityKey });
		c.command({
			configure_building: {
				addr: city.city,
				mcp: [
					{ label: 'slow', transport: { stdio: { command: process.execPath, args: [slowServer, '20000'], env: [] } } }
				],
				sandbox: null,
				desktop: null,
				context_second_threshold: null,
				idem: idem()
			}
		});
		await c.nextEvent('building_configured');
		await c.close();

		await openApp('/mcp');
		const status = page.getByRole('group', { name: 'Check again' }).getByRole('status');
		await expect(status).toContainText('Asking every server now');
		await expect(status).toContainText('Still running', { timeout: 30_000 });
		await expect(page.getByText('“mcp_health ' + city.city + '” is still being answered')).toBeVisible();
		await expect(page.getByText('1 server · 1 connected · 0 needing sign-in · 0 failed · 1 tool in all')).toBeVisible({
			timeout: 45_000
		});
		await expect(status).not.toContainText('Still running');
		const healthAsks = wireLog.asks().filter((a) => typeof a.query === 'object' && a.query && 'mcp_health' in a.query);
		expect(healthAsks).toHaveLength(1);
	});
});

test.describe('words a newer city sends', () => {
	let scripted: ScriptedCity | null = null;
	test.afterEach(async () => {
		await scripted?.close();
		scripted = null;
	});

	test('an ocr choice, a minimal level and a tag nobody knows yet: every endpoint and choice is shown', async ({
		page,
		appDir,
		basePath
	}) => {
		const answer = structuredClone(outcomeOf('answered-endpoints.json')) as EndpointsOutcome;
		const { endpoints, chosen } = answer.answer.endpoints;
		chosen.push({ tag: 'ocr', endpoint: 'openrouter', model: 'google/gemini-2.5-pro', max_output_tokens: null });
		chosen.push({ tag: 'vision_review', endpoint: 'vllm', model: 'Qwen/Qwen3-8B', max_output_tokens: null });
		const thinking = endpoints[1]!.models.find((m) => m.thinking.levels.length > 0)!.thinking;
		thinking.levels = ['minimal', ...thinking.levels, 'ultra'];
		scripted = await scriptedCity(appDir, basePath, {
			onFrame(c, frame) {
				if ('hello' in frame) return c.welcome();
				if (!('ask' in frame)) return;
				const { ask_id, query } = frame.ask as { ask_id: number; query: unknown };
				if (answerKey(query) === 'endpoints') return c.answer(ask_id, answer);
				if (answerKey(query) === 'known_hosts') return c.answer(ask_id, outcomeOf('answered-known-hosts.json'));
				if (answerKey(query) === 'config') return c.answer(ask_id, outcomeOf('answered-config.json'));
			}
		});
		await page.goto(scripted.url + 'endpoints');
		for (const e of ['Anthropic', 'OpenRouter', 'vllm']) {
			await expect(page.getByRole('heading', { name: e, exact: false }).first()).toBeVisible();
		}
		await expect(page.getByRole('heading', { name: 'OCR', exact: true })).toBeVisible();
		await expect(page.getByTestId('chosen-ocr')).toContainText('google/gemini-2.5-pro');
		await expect(page.getByRole('heading', { name: 'vision_review', exact: true })).toBeVisible();
		await expect(page.getByTestId('chosen-vision_review')).toContainText('Qwen/Qwen3-8B');
		await page.goto(scripted.url + 'models');
		await expect(page.getByRole('heading', { name: 'OCR', exact: true })).toBeVisible();
		await expect(page.getByRole('heading', { name: 'vision_review', exact: true })).toBeVisible();
	});
});
