import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventRecord, McpUsageAnswer, UsageExportAnswer } from '../../protocol/schemas';
import { callThroughCity } from '../call-command';
import { startTestCity, type TestCity } from '../testing/harness';
import { CALL_PATH, LISTENING_FILE } from '../transport/call-route';
import { TOOL_CALLED } from './usage';

describe('tool calls through the running city', () => {
	let t: TestCity;
	beforeAll(async () => {
		t = await startTestCity({ seed: true, mcpDeadlineMs: 20_000 });
	});
	afterAll(async () => {
		await t.stop();
	});

	it('calls server-everything, records each call with its true outcome, and folds them into mcp_usage', async () => {
		const c = await t.client();
		const ok = await callThroughCity(t.root, 'everything', 'echo', { message: 'one' });
		expect(ok.status).toBe(200);
		expect(ok.body.outcome).toBe('ok');
		expect(JSON.stringify(ok.body.detail)).toContain('one');
		await callThroughCity(t.root, 'everything', 'echo', { message: 'two' });
		const bad = await callThroughCity(t.root, 'everything', 'echo', { nope: 1 });
		expect(bad.body.outcome).toBe('failed');
		// Open sockets hear each call as it is recorded.
		const event: EventRecord = await c.nextEvent(TOOL_CALLED, (e) => e.seq === bad.body.seq);
		expect(event.data).toMatchObject({ server: 'everything', tool: 'echo', outcome: 'failed', resident: null });
		expect(event.addr).toBe('local');

		const usage = await c.answer<McpUsageAnswer>({ mcp_usage: { server: null } });
		expect(usage.servers).toHaveLength(1);
		const [line] = usage.servers;
		expect(line).toMatchObject({ server: 'everything', configured: true });
		const echo = line!.tools[0]!;
		expect(echo.tool).toBe('echo');
		expect(echo.uses.map((u) => u.outcome)).toEqual(['ok', 'ok', 'failed']);
		expect(echo.per_day).toEqual([{ day: new Date().toISOString().slice(0, 10), count: 3 }]);

		const csv = await c.answer<UsageExportAnswer>({ usage_export: { what: 'mcp', format: 'csv' } });
		expect(csv.what).toBe('mcp');
		expect(csv.format).toBe('csv');
		expect(csv.body.trim().split('\n')).toHaveLength(4);
		const jsonl = await c.answer<UsageExportAnswer>({ usage_export: { what: 'mcp', format: 'jsonl' } });
		expect(
			jsonl.body
				.trim()
				.split('\n')
				.map((l) => (JSON.parse(l) as { outcome: string }).outcome)
		).toEqual(['ok', 'ok', 'failed']);
	}, 60_000);

	it('records nothing for a server no building names, and lets only the key holder call', async () => {
		const c = await t.client();
		const lines = async () =>
			(await c.answer<UsageExportAnswer>({ usage_export: { what: 'mcp', format: 'jsonl' } })).body.trim().split('\n');
		const before = await lines();
		const unknown = await callThroughCity(t.root, 'nobody', 'echo', {});
		expect(unknown.status).toBe(404);
		expect(unknown.body.seq).toBeUndefined();
		const url = new URL(CALL_PATH, t.city.origin);
		const body = JSON.stringify({ server: 'everything', tool: 'echo', arguments: { message: 'x' } });
		expect((await fetch(url, { method: 'POST', body })).status).toBe(403);
		const page = await fetch(url, {
			method: 'POST',
			body,
			headers: { Authorization: `Bearer ${t.city.cityKey}`, Origin: t.city.origin }
		});
		expect(page.status).toBe(403);
		expect(fs.existsSync(path.join(t.root, LISTENING_FILE))).toBe(true);
		// The barrier: a call that is recorded, heard as its event; it is the only record added since `before`.
		const barrier = await callThroughCity(t.root, 'everything', 'echo', { message: 'barrier' });
		await c.nextEvent(TOOL_CALLED, (e) => e.seq === barrier.body.seq);
		const after = await lines();
		expect(after).toEqual(expect.arrayContaining(before));
		const added = after.filter((l) => !before.includes(l));
		expect(added.map((l) => (JSON.parse(l) as { seq: number }).seq)).toEqual([barrier.body.seq]);
		expect(after).toHaveLength(before.length + 1);
	});
});

describe('the demo city', () => {
	it('seeds a usage history once: used, unused and removed servers and a line with no server', async () => {
		const t = await startTestCity({ seed: true, demo: true });
		try {
			const c = await t.client();
			const usage = await c.answer<McpUsageAnswer>({ mcp_usage: { server: null } });
			expect(usage.servers.map((s) => [s.server, s.configured])).toEqual([
				['everything', true],
				['files', true],
				['notes', true],
				['github', false],
				[null, false]
			]);
			expect(usage.servers[2]!.tools).toEqual([]);
			const uses = usage.servers.flatMap((s) => s.tools.flatMap((x) => x.uses));
			expect(uses.some((u) => u.outcome === 'failed')).toBe(true);
			expect(uses.every((u) => u.at < Date.now())).toBe(true);
			const seqs = uses.map((u) => u.seq);
			expect(new Set(seqs).size).toBe(seqs.length);
		} finally {
			await t.stop({ keepRoot: true });
		}
		// A restart does not seed it again.
		const ledger = path.join(t.root, 'ledger.jsonl');
		const before = fs.readFileSync(ledger, 'utf8');
		const again = await startTestCity({ root: t.root, seed: true, demo: true });
		const after = fs.readFileSync(ledger, 'utf8');
		await again.stop();
		expect(before.length).toBeGreaterThan(0);
		expect(after).toBe(before);
	});
});
