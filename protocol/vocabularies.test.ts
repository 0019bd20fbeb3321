import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { decodeFrame, decodeOutcome } from './decode';
import { EndpointProbed } from './schemas/probe';
import type { AnswerKey, Query } from './schemas/queries';

/* eslint-disable @typescript-eslint/no-explicit-any -- edits reach into untyped example JSON on purpose */
const frame = (name: string) => JSON.parse(readFileSync(join(import.meta.dirname, 'frames', name), 'utf8'));

function decode<K extends AnswerKey = any>(file: string, query: Query, edit: (answer: any) => void) {
	const f = frame(file);
	edit(f.answered.outcome.answer);
	const read = decodeFrame(JSON.stringify(f));
	if (read.kind !== 'answered') throw new Error(read.kind);
	return decodeOutcome<K>(query, read.outcome, read.asOf);
}

describe('vocabularies grow: a new word inside an answer is kept as spelled', () => {
	it('keeps an ocr choice, a tag nobody knows yet, minimal and an unknown effort word', () => {
		const out = decode<'endpoints'>('answered-endpoints.json', 'endpoint_view', (a) => {
			a.endpoints.chosen.push({
				tag: 'ocr',
				endpoint: 'openrouter',
				model: 'openai/gpt-5-mini',
				max_output_tokens: null
			});
			a.endpoints.chosen.push({ tag: 'vision_review', endpoint: 'vllm', model: 'Qwen/Qwen3-8B', max_output_tokens: 9 });
			const thinking = a.endpoints.endpoints[1].models.find((m: any) => m.thinking.levels.length).thinking;
			thinking.levels = ['minimal', 'low', 'ultra', 'high'];
			thinking.default = 'ultra';
			thinking.words = [{ effort: 'ultra', word: 'very deep' }];
		});
		expect(out.ok).toBe(true);
		if (!out.ok || out.answer.kind !== 'answer') return;
		const answer = out.answer.value;
		expect(answer.endpoints).toHaveLength(3);
		expect(answer.chosen.map((c) => c.tag)).toEqual(['main', 'digest', 'ocr', 'vision_review']);
		const offered = answer.endpoints[1]!.models.find((m) => m.thinking.levels.length)!.thinking;
		expect(offered.levels).toEqual(['minimal', 'low', 'ultra', 'high']);
		expect(offered.default).toBe('ultra');
	});

	it('keeps an unknown refusal code, provider failure kind and event kind', () => {
		const refusal = {
			code: 'E_SOMETHING_NEW',
			action: 'a',
			subject: 's',
			nearby: [],
			recovery: 'r',
			retry: 'no',
			provider: { kind: 'quota', status: 429 }
		};
		expect(decodeFrame(JSON.stringify({ refusal }))).toMatchObject({ kind: 'refusal', refusal });
		const event = { ...frame('event-building-configured.json').event, kind: 'weather_changed' };
		expect(decodeFrame(JSON.stringify({ event }))).toMatchObject({ kind: 'event', event: { kind: 'weather_changed' } });
	});

	it('keeps tuning keys it does not know, so a re-attach can send them back', () => {
		const out = decode<'endpoints'>('answered-endpoints.json', 'endpoint_view', (a) => {
			a.endpoints.endpoints[0].tuning.first_token_timeout_ms = 45000;
		});
		expect(out.ok && out.answer.kind === 'answer' && out.answer.value.endpoints[0]!.tuning).toMatchObject({
			first_token_timeout_ms: 45000
		});
	});
});

describe('closed shapes stay closed: an unknown word is a shape error for that question only', () => {
	const cases: [string, string, Query, (a: any) => void, string][] = [
		[
			'KeyState',
			'answered-endpoints.json',
			'endpoint_view',
			(a) => (a.endpoints.endpoints[0].account_status[0].key = 'borrowed'),
			'outcome.answer.endpoints.endpoints.0.account_status.0.key'
		],
		[
			'McpState',
			'answered-mcp-health.json',
			{ mcp_health: { addr: 'acme/lab' } },
			(a) => (a.mcp_health.servers[0].state = { sleeping: {} }),
			'outcome.answer.mcp_health.servers.0.state'
		],
		[
			'DialectKind',
			'answered-endpoints.json',
			'endpoint_view',
			(a) => (a.endpoints.endpoints[0].dialect = 'gopher'),
			'outcome.answer.endpoints.endpoints.0.dialect'
		]
	];
	for (const [what, file, query, edit, path] of cases) {
		it(what, () => {
			const out = decode(file, query, edit);
			expect(out.ok).toBe(false);
			expect(!out.ok && 'shape' in out && out.shape.issues.map((i) => i.path)).toContain(path);
		});
	}

	it('a reach stage', () => {
		const probed = frame('event-endpoint-probed-401.json').event.data;
		probed.reach.connected = { state: 'teleported' };
		expect(v.safeParse(EndpointProbed, probed).success).toBe(false);
	});
});

describe('the corrections of 2026-12-03', () => {
	it('reads building.mcp as an array; an older city’s null or missing list as []', () => {
		for (const mcp of [null, undefined]) {
			const out = decode<'building'>('answered-building.json', { building_view: { addr: 'acme/lab' } }, (a) => {
				if (mcp === undefined) delete a.building.mcp;
				else a.building.mcp = mcp;
			});
			expect(out.ok && out.answer.kind === 'answer' && out.answer.value.mcp).toEqual([]);
		}
	});

	it('keeps a probe’s stated context_tokens of 0 as 0, and absent as null', () => {
		const probed = frame('event-endpoint-probed-ok.json').event.data;
		probed.facts[0].context_tokens = 0;
		delete probed.facts[1].context_tokens;
		const out = v.parse(EndpointProbed, probed);
		expect(out.facts[0]!.context_tokens).toBe(0);
		expect(out.facts[1]!.context_tokens).toBeNull();
	});
});
