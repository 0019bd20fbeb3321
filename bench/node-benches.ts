// The benchmarks that run in Node: the app's wire decode of the two big answers, and the picker's
// merge and filter on the decoded `endpoints` answer. Each against `JSON.parse` of the same text,
// measured in the same run.
import * as v from 'valibot';
import { buildSearchIndex, filterModels } from '../src/lib/models/filter';
import { merge } from '../src/lib/models/merge';
import { sortModels } from '../src/lib/models/sort';
import { decodeFrame, decodeOutcome } from '../protocol/decode';
import { outcomeSchema, type Query } from '../protocol/schemas/frames';
import type { EndpointSummary } from '../protocol/schemas/endpoints';
import type { Figure } from './figures';
import { answeredText, endpointsAnswer, mcpHealthAnswer } from './generate';
import { median, timeInterleaved } from './stats';

/** The app's own path for an `answered` frame: `decodeFrame` (parse, envelope) then `decodeOutcome`. */
function appDecode(text: string, query: Query): unknown {
	const frame = decodeFrame(text);
	if (frame.kind !== 'answered') throw new Error(`not an answered frame: ${JSON.stringify(frame).slice(0, 300)}`);
	const decoded = decodeOutcome(query, frame.outcome, frame.asOf);
	if (!decoded.ok) throw new Error(`the app refused the generated answer: ${JSON.stringify(decoded).slice(0, 600)}`);
	return decoded.answer.value;
}

/** Valibot alone on the same text (what the app did before the fast path), for the README only. */
function valibotOnly(text: string, key: 'endpoints' | 'mcp_health'): unknown {
	const parsed = JSON.parse(text) as { answered: { outcome: unknown } };
	return v.parse(outcomeSchema(key), parsed.answered.outcome);
}

export interface NodeBenchOptions {
	runs: number;
	warmup: number;
}

export function nodeBenches({ runs, warmup }: NodeBenchOptions): Figure[] {
	const figures: Figure[] = [];
	const epText = answeredText('endpoints', endpointsAnswer(40, 500));
	const mcpText = answeredText('mcp_health', mcpHealthAnswer(100, 50));

	// The endpoints answer and the picker's work on it in one interleaved loop, so the reference
	// (`JSON.parse` of that text) is taken alongside every figure that is judged against it.
	const endpoints = (appDecode(epText, 'endpoint_view') as { endpoints: EndpointSummary[] }).endpoints;
	const offers = endpoints.reduce((n, e) => n + e.models.length, 0);
	const prepared = buildSearchIndex(merge(endpoints));
	const order = sortModels(prepared.merged.models, 'name');
	const criteria = { text: 'gpt', kinds: [], localOnly: false };
	const ep = timeInterleaved(
		{
			parse: () => JSON.parse(epText),
			decode: () => appDecode(epText, 'endpoint_view'),
			valibot: () => valibotOnly(epText, 'endpoints'),
			merge: () => merge(endpoints),
			prepare: () => {
				const index = buildSearchIndex(merge(endpoints));
				return sortModels(index.merged.models, 'name');
			},
			filter: () => filterModels(prepared, criteria, order)
		},
		runs,
		warmup
	);
	const epParse = median(ep.parse as number[]);
	figures.push({
		id: 'decode_endpoints',
		what: 'decode `endpoints`, 40 × 500 models',
		value: median(ep.decode as number[]),
		unit: 'ms',
		reference: epParse,
		referenceWhat: 'JSON.parse',
		budget: { ratio: 2.0 },
		note: `${(epText.length / 1e6).toFixed(1)} MB; Valibot alone ${(median(ep.valibot as number[]) / epParse).toFixed(2)} ×`
	});

	const mcpQuery: Query = { mcp_health: { addr: 'acme/lab' } };
	const mcp = timeInterleaved(
		{
			parse: () => JSON.parse(mcpText),
			decode: () => appDecode(mcpText, mcpQuery),
			valibot: () => valibotOnly(mcpText, 'mcp_health')
		},
		runs,
		warmup
	);
	const mcpParse = median(mcp.parse as number[]);
	figures.push({
		id: 'decode_mcp_health',
		what: 'decode `mcp_health`, 100 servers × 50 tools',
		value: median(mcp.decode as number[]),
		unit: 'ms',
		reference: mcpParse,
		referenceWhat: 'JSON.parse',
		budget: { ratio: 2.0 },
		note: `${(mcpText.length / 1e6).toFixed(1)} MB; Valibot alone ${(median(mcp.valibot as number[]) / mcpParse).toFixed(2)} ×`
	});

	const matched = filterModels(prepared, criteria, order).models.length;
	figures.push({
		id: 'merge',
		what: `merge ${offers} offers by canonical id`,
		value: median(ep.merge as number[]),
		unit: 'ms',
		reference: epParse,
		referenceWhat: 'JSON.parse of the endpoints answer',
		budget: { ratio: 0.3 },
		note: `${prepared.merged.models.length} models; with search index and name order ${median(ep.prepare as number[]).toFixed(1)} ms`
	});
	figures.push({
		id: 'filter',
		what: 'filter the merged models by a three-letter query',
		value: median(ep.filter as number[]),
		unit: 'ms',
		reference: epParse,
		referenceWhat: 'JSON.parse of the endpoints answer',
		budget: { ratio: 0.1 },
		note: `"gpt": ${matched} models match`
	});
	return figures;
}
