import { describe, expect, it } from 'vitest';
import { connectFake, FakeCity } from '$lib/testing/fake-city';
import { RefusalError, WireStoppedError } from '$protocol/errors';
import type { LinkState } from './connection';

const usage = { mcp_usage: { server: null } } as const;

describe('an older city without a newer question', () => {
	it('fails only that ask when the city refuses its frame, and the link goes on', async () => {
		const city = new FakeCity({
			replies: { mcp_usage: 'unknown question', devices: { answer: { devices: { devices: [] } } } }
		});
		const conn = connectFake(city);
		const states: LinkState[] = [];
		conn.subscribe((s) => states.push(s));
		await expect(conn.ask('devices')).resolves.toMatchObject({ kind: 'answer' });
		const refused = await conn.ask(usage).catch((e: unknown) => e);
		expect(refused).toBeInstanceOf(RefusalError);
		expect((refused as RefusalError).refusal.code).toBe('E_WIRE_MISMATCH');
		expect((refused as RefusalError).query).toBe('mcp_usage');
		// Still connected: the next question is answered.
		await expect(conn.ask('devices')).resolves.toMatchObject({ kind: 'answer' });
		expect(conn.state.kind).toBe('connected');
		expect(states.some((s) => s.kind === 'stopped')).toBe(false);
		conn.close();
	});

	it('still stops on a frame-level refusal that names any other frame', async () => {
		const city = new FakeCity({ replies: { devices: 'unknown question' } });
		const conn = connectFake(city);
		const asked = conn.ask('devices').catch((e: unknown) => e);
		expect(await asked).toBeInstanceOf(WireStoppedError);
		expect(conn.state).toMatchObject({ kind: 'stopped', why: { kind: 'wire_mismatch' } });
	});
});
