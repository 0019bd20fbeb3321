// The benchmarks that run in Node: the app's wire decode of the big answers (the `endpoints` one at three
// city sizes, with and without `listing` in its rows; `mcp_health`; `mcp_usage` of 200,000 calls), and the
// picker's merge and filter on the decoded `endpoints` answer. Each against `JSON.parse` of the same text,
// measured in the same rounds.
import * as v from 'valibot';
import { buildSearchIndex, filterModels } from '../src/lib/models/filter';
import { merge } from '../src/lib/models/merge';
import { sortModels } from '../src/lib/models/sort';
import { decodeFrame, decodeOutcome } from '../protocol/decode';
import { knowEveryAnswer, outcomeSchema } from '../protocol/schemas/answers';
import type { Query } from '../protocol/schemas/queries';
import type { EndpointSummary } from '../protocol/schemas/endpoints';
import { ratioFigure, type Figure } from './figures';
import { answeredText, endpointsAnswer, mcpHealthAnswer, OFFER_SIZES } from './generate';
import { mcpUsageAnswer, USAGE_SIZE } from './usage-answer';
import { calibrateReps, loadProbe, median, timeInterleaved } from './stats';

// The benchmark reads every kind of answer, as the local city's clients do.
knowEveryAnswer();

/** The app's own path for an `answered` frame: `decodeFrame` (parse, envelope) then `decodeOutcome`. */
function appDecode(text: string, query: Query): unknown {
	const frame = decodeFrame(text);
	if (frame.kind !== 'answered') throw new Error(`not an answered frame: ${JSON.stringify(frame).slice(0, 300)}`);
	const decoded = decodeOutcome(query, frame.outcome, frame.asOf);
	if (!decoded.ok) throw new Error(`the app refused the generated answer: ${JSON.stringify(decoded).slice(0, 600)}`);
	return decoded.answer.value;
}

/** Valibot alone on the same text (what the app did before the fast path), for the README only. */
function valibotOnly(text: string, key: 'endpoints' | 'mcp_health' | 'mcp_usage'): unknown {
	const parsed = JSON.parse(text) as { answered: { outcome: unknown } };
	return v.parse(outcomeSchema(key), parsed.answered.outcome);
}

export interface NodeBenchOptions {
	runs: number;
	warmup: number;
}

const DECODE_BUDGET = 1.5;
/**
 * The shortest sample of `JSON.parse`: when one call takes less, every function of the figure is called as many
 * times in a row per sample (the same count for the app's code and for its reference, so both leave the same
 * garbage behind them), since single calls of a few milliseconds mostly measure noise.
 */
const MIN_SAMPLE_MS = 25;

/** `timeInterleaved`, each sample as many calls of each function as `JSON.parse` needs for `MIN_SAMPLE_MS`. */
function timeCalibrated(fns: Record<string, () => unknown>, runs: number, warmup: number) {
	const calls = calibrateReps(fns, MIN_SAMPLE_MS).parse ?? 1;
	const reps = Object.fromEntries(Object.keys(fns).map((name) => [name, calls]));
	return {
		t: timeInterleaved(fns, runs, warmup, reps),
		calls: `a sample: ${calls} call${calls === 1 ? '' : 's'} of each`
	};
}
const n = (x: number) => x.toLocaleString('en-US');

/** Decode (both row shapes), merge and filter on a city of `endpoints` × 500 offers. */
function endpointsFigures(endpoints: number, offersLabel: string, runs: number, warmup: number): Figure[] {
	const withListing = answeredText('endpoints', endpointsAnswer(endpoints, 500));
	const withoutListing = answeredText('endpoints', endpointsAnswer(endpoints, 500, 8, { listing: false }));
	const decoded = (appDecode(withListing, 'endpoint_view') as { endpoints: EndpointSummary[] }).endpoints;
	const offers = decoded.reduce((k, e) => k + e.models.length, 0);
	const prepared = buildSearchIndex(merge(decoded));
	const order = sortModels(prepared.merged.models, 'name');
	const criteria = { text: 'gpt', kinds: [], localOnly: false };
	const main = endpoints === 40;
	const probe = loadProbe();
	const { t, calls } = timeCalibrated(
		{
			parse: () => JSON.parse(withListing),
			parseBare: () => JSON.parse(withoutListing),
			decode: () => appDecode(withListing, 'endpoint_view'),
			decodeBare: () => appDecode(withoutListing, 'endpoint_view'),
			...(main ? { valibot: () => valibotOnly(withListing, 'endpoints') } : {}),
			merge: () => merge(decoded),
			prepare: () => sortModels(buildSearchIndex(merge(decoded)).merged.models, 'name'),
			filter: () => filterModels(prepared, criteria, order)
		},
		runs,
		warmup
	);
	const load = probe();
	const s = (k: string) => t[k] as number[];
	const size = `${n(offers)} offers (${endpoints} × 500)`;
	const parseMs = median(s('parse'));
	const figures: Figure[] = [
		ratioFigure(
			{
				id: `decode_endpoints_${offersLabel}`,
				what: `decode \`endpoints\`, ${size}`,
				unit: 'ms',
				referenceWhat: 'JSON.parse',
				budget: { ratio: DECODE_BUDGET },
				load,
				note: `${(withListing.length / 1e6).toFixed(1)} MB; ${calls}${main ? `; Valibot alone ${(median(s('valibot')) / parseMs).toFixed(2)} ×` : ''}`
			},
			s('decode'),
			s('parse')
		),
		ratioFigure(
			{
				id: `decode_endpoints_no_listing_${offersLabel}`,
				what: `decode \`endpoints\` as the real city sends it (rows without \`listing\`), ${size}`,
				unit: 'ms',
				referenceWhat: 'JSON.parse',
				budget: { ratio: DECODE_BUDGET },
				load,
				note: `${(withoutListing.length / 1e6).toFixed(1)} MB; listing left absent (read as listed); ${calls}`
			},
			s('decodeBare'),
			s('parseBare')
		),
		ratioFigure(
			{
				id: `merge_${offersLabel}`,
				what: `merge ${n(offers)} offers by canonical id`,
				unit: 'ms',
				referenceWhat: 'JSON.parse of the endpoints answer',
				budget: main ? { ratio: 0.3 } : null,
				load,
				note: `${n(prepared.merged.models.length)} models; with search index and name order ${median(s('prepare')).toFixed(1)} ms; ${calls}`
			},
			s('merge'),
			s('parse')
		)
	];
	if (main) {
		const matched = filterModels(prepared, criteria, order).models.length;
		figures.push(
			ratioFigure(
				{
					id: 'filter',
					what: `filter the ${n(prepared.merged.models.length)} merged models by a three-letter query`,
					unit: 'ms',
					referenceWhat: 'JSON.parse of the endpoints answer',
					budget: { ratio: 0.1 },
					load,
					note: `"gpt": ${matched} models match; ${calls}`
				},
				s('filter'),
				s('parse')
			)
		);
	}
	return figures;
}

export function nodeBenches({ runs, warmup }: NodeBenchOptions): Figure[] {
	const figures: Figure[] = [];
	for (const size of OFFER_SIZES)
		figures.push(...endpointsFigures(size.endpoints, `${size.offers / 1000}k`, runs, warmup));

	const mcpText = answeredText('mcp_health', mcpHealthAnswer(100, 50));
	const mcpQuery: Query = { mcp_health: { addr: 'acme/lab' } };
	const probe = loadProbe();
	const { t: mcp, calls: mcpCalls } = timeCalibrated(
		{
			parse: () => JSON.parse(mcpText),
			decode: () => appDecode(mcpText, mcpQuery),
			valibot: () => valibotOnly(mcpText, 'mcp_health')
		},
		runs,
		warmup
	);
	figures.push(
		ratioFigure(
			{
				id: 'decode_mcp_health',
				what: 'decode `mcp_health`, 100 servers × 50 tools',
				unit: 'ms',
				referenceWhat: 'JSON.parse',
				budget: { ratio: DECODE_BUDGET },
				load: probe(),
				note: `${(mcpText.length / 1e6).toFixed(1)} MB; ${mcpCalls}; Valibot alone ${(median(mcp.valibot as number[]) / median(mcp.parse as number[])).toFixed(2)} ×`
			},
			mcp.decode as number[],
			mcp.parse as number[]
		)
	);
	figures.push(usageDecodeFigure(runs, warmup));
	return figures;
}

/** The usage answer of issue #28 (200 servers, 5,000 tools, 200,000 calls), decoded against `JSON.parse`. */
function usageDecodeFigure(runs: number, warmup: number): Figure {
	const text = answeredText('mcp_usage', mcpUsageAnswer(USAGE_SIZE));
	const query: Query = { mcp_usage: { server: null } };
	const probe = loadProbe();
	const { t, calls } = timeCalibrated(
		{
			parse: () => JSON.parse(text),
			decode: () => appDecode(text, query),
			valibot: () => valibotOnly(text, 'mcp_usage')
		},
		runs,
		warmup
	);
	const { servers, tools, uses } = USAGE_SIZE;
	return ratioFigure(
		{
			id: 'decode_mcp_usage',
			what: `decode \`mcp_usage\`, ${n(servers)} servers, ${n(tools)} tools, ${n(uses)} calls`,
			unit: 'ms',
			referenceWhat: 'JSON.parse',
			budget: { ratio: DECODE_BUDGET },
			load: probe(),
			note: `${(text.length / 1e6).toFixed(1)} MB; ${calls}; Valibot alone ${(median(t.valibot as number[]) / median(t.parse as number[])).toFixed(2)} ×`
		},
		t.decode as number[],
		t.parse as number[]
	);
}
