/* eslint-disable @typescript-eslint/no-explicit-any -- edits reach deep into untyped example JSON on purpose */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeFrame, decodeOutcome } from './decode';
import type { Query } from './schemas/queries';

const dir = join(import.meta.dirname, 'frames');
const frame = (name: string) => JSON.parse(readFileSync(join(dir, name), 'utf8'));

/** Decodes an `answered` frame against its query and returns the dot paths that failed. */
function failingPaths(file: string, query: Query, edit: (f: any) => void): string[] {
	const f = frame(file);
	edit(f);
	const read = decodeFrame(JSON.stringify(f));
	if (read.kind !== 'answered') throw new Error(`expected answered, got ${read.kind}`);
	const decoded = decodeOutcome(query, read.outcome, read.asOf);
	if (decoded.ok || !('shape' in decoded)) return [];
	expect(decoded.shape.query).toBe(typeof query === 'string' ? query : `${Object.keys(query)[0]} acme/lab`);
	return decoded.shape.issues.map((i) => i.path);
}

const endpoints = (edit: (a: any) => void) =>
	failingPaths('answered-endpoints.json', 'endpoint_view', (f) => edit(f.answered.outcome.answer.endpoints));
const health = (edit: (a: any) => void) =>
	failingPaths('answered-mcp-health.json', { mcp_health: { addr: 'acme/lab' } }, (f) =>
		edit(f.answered.outcome.answer.mcp_health)
	);
const E = 'outcome.answer.endpoints';
const H = 'outcome.answer.mcp_health';

describe('broken variants of the example frames fail at the right path', () => {
	it('a context window of 0 (missing is null, never 0)', () => {
		expect(endpoints((a) => (a.endpoints[1].models[0].context_tokens = 0))).toEqual([
			`${E}.endpoints.1.models.0.context_tokens`
		]);
	});
	it('a float where an integer belongs', () => {
		expect(endpoints((a) => (a.endpoints[1].models[0].max_output_tokens = 64000.5))).toEqual([
			`${E}.endpoints.1.models.0.max_output_tokens`
		]);
	});
	it("a price as a number instead of the provider's text", () => {
		expect(endpoints((a) => (a.endpoints[1].models[0].input_price = 0.000003))).toEqual([
			`${E}.endpoints.1.models.0.input_price`
		]);
	});
	it('an unknown key state (a closed list)', () => {
		expect(endpoints((a) => (a.endpoints[0].account_status[1].key = 'expired'))).toEqual([
			`${E}.endpoints.0.account_status.1.key`
		]);
	});
	it('`none` offered as a thinking level', () => {
		expect(endpoints((a) => (a.endpoints[1].models[1].thinking.levels = ['none', 'low']))).toEqual([
			`${E}.endpoints.1.models.1.thinking.levels.0`
		]);
	});
	it('levels out of ascending order', () => {
		expect(endpoints((a) => (a.endpoints[1].models[1].thinking.levels = ['high', 'low']))).toEqual([
			`${E}.endpoints.1.models.1.thinking.levels`
		]);
	});
	it('a missing canonical id', () => {
		expect(endpoints((a) => delete a.endpoints[2].models[0].canonical)).toEqual([
			`${E}.endpoints.2.models.0.canonical`
		]);
	});
	it('an account id outside the label grammar', () => {
		expect(endpoints((a) => (a.endpoints[0].tuning.accounts[0].id = 'Work_1'))).toEqual([
			`${E}.endpoints.0.tuning.accounts.0.id`
		]);
	});
	it('a tool without its input schema', () => {
		expect(health((a) => delete a.servers[0].state.connected.tools[1].input_schema)).toEqual([
			`${H}.servers.0.state.connected.tools.1.input_schema`
		]);
	});
	it('a server state with an unknown variant', () => {
		expect(health((a) => (a.servers[1].state = { sleeping: {} }))).toEqual([`${H}.servers.1.state`]);
	});
	it('a server state with two variants at once', () => {
		expect(health((a) => (a.servers[3].state.failed = a.servers[2].state.failed))).not.toEqual([]);
	});
	it('a failed server whose refusal lacks its recovery sentence', () => {
		expect(health((a) => delete a.servers[2].state.failed.refusal.recovery)).toEqual([
			`${H}.servers.2.state.failed.refusal.recovery`
		]);
	});
	it('an unknown transport', () => {
		expect(health((a) => (a.servers[0].transport = 'websocket'))).toEqual([`${H}.servers.0.transport`]);
	});
	it('an answer under the wrong key for the question', () => {
		const paths = failingPaths('answered-known-hosts.json', 'endpoint_view', () => {});
		expect(paths).toEqual(['outcome.answer']);
	});
	it('a building list whose transport is not one-key', () => {
		const paths = failingPaths('answered-building.json', { building_view: { addr: 'acme/lab' } }, (f) => {
			f.answered.outcome.answer.building.mcp[1].transport = {
				http: { url: 'x', headers: [] },
				sse: { url: 'x', headers: [] }
			};
		});
		expect(paths).toEqual(['outcome.answer.building.mcp.1.transport']);
	});
	it('a header pair that is a "Name: value" line', () => {
		const paths = failingPaths('answered-building.json', { building_view: { addr: 'acme/lab' } }, (f) => {
			f.answered.outcome.answer.building.mcp[1].transport.http.headers = ['Authorization: secret:mcp/linear'];
		});
		expect(paths).toEqual(['outcome.answer.building.mcp.1.transport.http.headers.0']);
	});
});

describe('tolerance: what is new is not an error', () => {
	it('ignores unknown keys at every level and keeps an unknown refusal code', () => {
		const f = frame('answered-mcp-health.json');
		f.answered.outcome.answer.mcp_health.extra = 1;
		f.answered.outcome.answer.mcp_health.servers[0].state.connected.shiny = true;
		f.answered.outcome.answer.mcp_health.servers[2].state.failed.refusal.code = 'E_FROM_THE_FUTURE';
		f.answered.outcome.answer.mcp_health.servers[2].state.failed.refusal.provider = { kind: 'teleported' };
		const read = decodeFrame(JSON.stringify(f));
		if (read.kind !== 'answered') throw new Error('expected answered');
		const decoded = decodeOutcome({ mcp_health: { addr: 'acme/lab' } }, read.outcome, read.asOf);
		expect(decoded.ok).toBe(true);
	});
	it('keeps a missing `listing` absent (it reads as listed) and reads absent optionals as null', () => {
		const f = frame('answered-endpoints.json');
		const model = f.answered.outcome.answer.endpoints.endpoints[0].models[0];
		delete model.listing;
		delete model.input_price;
		const read = decodeFrame(JSON.stringify(f));
		if (read.kind !== 'answered') throw new Error('expected answered');
		const decoded = decodeOutcome('endpoint_view', read.outcome, read.asOf);
		if (!decoded.ok || decoded.answer.kind !== 'answer') throw new Error('expected an answer');
		const out = decoded.answer.value as { endpoints: { models: { listing?: string; input_price: unknown }[] }[] };
		expect(out.endpoints[0]!.models[0]).toMatchObject({ input_price: null });
		expect(out.endpoints[0]!.models[0]).not.toHaveProperty('listing');
	});
	it('reports frames that are not JSON or not one-key objects without throwing', () => {
		for (const text of ['{', '[]', '{"a":1,"b":2}', '42', 'null']) expect(decodeFrame(text).kind).toBe('problem');
		expect(decodeFrame('{"output":{}}').kind).toBe('ignored');
		expect(decodeFrame('{"something_new":{}}').kind).toBe('ignored');
	});
});
