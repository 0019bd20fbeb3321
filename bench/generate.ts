// Large, realistic inputs for the benchmark, built from the shapes of the wire's example frames
// (protocol/frames/answered-endpoints.json, answered-mcp-health.json). Deterministic: a seeded
// PRNG, so every run measures the same text.

import { seededRandom } from '../city/domain/seeded-random';
import { UNKNOWN_OFFER } from '../protocol/schemas/endpoints';

/** The city sizes of the growth table: endpoints of 500 models each. */
export const OFFER_SIZES = [
	{ endpoints: 10, offers: 5_000 },
	{ endpoints: 40, offers: 20_000 },
	{ endpoints: 160, offers: 80_000 }
] as const;

/** A small seeded PRNG, so the inputs are the same on every run. */
export const rng = seededRandom;

type Rand = () => number;
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
const chance = (r: Rand, p: number) => r() < p;

const VENDORS = [
	['anthropic', 'claude'],
	['openai', 'gpt'],
	['google', 'gemini'],
	['meta-llama', 'llama'],
	['mistralai', 'mistral'],
	['qwen', 'qwen'],
	['deepseek', 'deepseek'],
	['cohere', 'command'],
	['x-ai', 'grok'],
	['microsoft', 'phi'],
	['nvidia', 'nemotron'],
	['amazon', 'nova'],
	['ai21', 'jamba'],
	['01-ai', 'yi'],
	['nousresearch', 'hermes'],
	['perplexity', 'sonar']
] as const;
const SIZES = ['mini', 'small', 'medium', 'large', 'pro', 'flash', 'nano', 'turbo', 'lite', 'plus'];
const SUFFIXES = ['', '-instruct', '-chat', '-preview', '-thinking', '-vision', '-coder', '-latest'];
const PARAMS = ['', '-7b', '-8b', '-14b', '-32b', '-70b', '-235b-a22b', '-405b'];
const MODALITIES = [
	['text'],
	['text', 'image'],
	['text', 'image', 'file'],
	['text', 'image', 'file', 'audio', 'video']
];
const CONTEXTS = [8192, 32768, 131072, 163840, 200000, 262144, 400000, 1000000, 1048576];
const OUTPUTS = [4096, 8192, 16384, 32000, 64000, 65536, 128000];
const PRICES = [
	'0.000000035',
	'0.0000002',
	'0.00000025',
	'0.0000008',
	'0.00000125',
	'0.000003',
	'0.000015',
	'0.000075'
];

/** A catalogue of distinct canonical ids, with the vendor each belongs to. */
function catalogue(r: Rand, count: number): { vendor: string; canonical: string }[] {
	const seen = new Set<string>();
	const out: { vendor: string; canonical: string }[] = [];
	while (out.length < count) {
		const [vendor, family] = pick(r, VENDORS);
		const version = `${1 + Math.floor(r() * 5)}${chance(r, 0.5) ? `.${Math.floor(r() * 10)}` : ''}`;
		const canonical = `${family}-${version}-${pick(r, SIZES)}${pick(r, PARAMS)}${pick(r, SUFFIXES)}`;
		if (seen.has(canonical)) continue;
		seen.add(canonical);
		out.push({ vendor, canonical });
	}
	return out;
}

function thinkingOffer(r: Rand): object {
	const x = r();
	if (x < 0.6) return UNKNOWN_OFFER;
	if (x < 0.75)
		return {
			levels: [],
			on: 'allowed',
			default: null,
			default_on: false,
			words: [],
			from: 'preset',
			source: 'https://docs.anthropic.com/en/docs/build-with-claude/extended-thinking'
		};
	if (x < 0.95)
		return {
			levels: ['low', 'medium', 'high'],
			on: 'allowed',
			default: 'medium',
			default_on: true,
			words: chance(r, 0.5) ? [{ effort: 'low', word: 'minimal' }] : [],
			from: 'upstream',
			source: null
		};
	return {
		levels: ['low', 'medium', 'high', 'xhigh', 'max'],
		on: 'allowed',
		default: 'high',
		default_on: null,
		words: [],
		from: 'person',
		source: null
	};
}

function model(r: Rand, vendor: string, canonical: string, aggregator: boolean): object {
	// An aggregator spells ids `vendor/Name`; a direct provider uses the bare id.
	const id = aggregator ? `${vendor}/${chance(r, 0.2) ? canonical.toUpperCase() : canonical}` : canonical;
	const named = chance(r, 0.02);
	const stated = !named && chance(r, 0.8);
	return {
		id,
		context_tokens: stated ? pick(r, CONTEXTS) : null,
		max_output_tokens: stated && chance(r, 0.7) ? pick(r, OUTPUTS) : null,
		input_modalities: stated ? pick(r, MODALITIES) : [],
		input_price: stated ? pick(r, PRICES) : null,
		output_price: stated ? pick(r, PRICES) : null,
		thinking: named ? UNKNOWN_OFFER : thinkingOffer(r),
		canonical,
		listing: named ? 'named' : 'listed'
	};
}

function endpoint(r: Rand, i: number, models: object[]): object {
	const local = i % 10 === 9;
	const name = local ? `local${i}` : `provider${i}`;
	const accounts = local
		? [{ id: 'local', reference: null, header: null }]
		: [
				{ id: 'main', reference: `secret:providers/${name}`, header: null },
				{ id: 'spare', reference: `secret:providers/${name}-spare`, header: chance(r, 0.3) ? 'x-api-key' : null }
			];
	return {
		name,
		label: local ? name : `Provider ${i}`,
		base_url: local ? `http://127.0.0.1:${8000 + i}/v1` : `https://api.provider${i}.example/v1`,
		dialect: pick(r, ['anthropic', 'open_ai', 'open_ai_responses'] as const),
		connection_kind: pick(r, ['openai_compat', 'responses', 'anthropic_native'] as const),
		models,
		local,
		has_credential: !local,
		tuning: {
			accounts,
			label: local ? null : `Provider ${i}`,
			timeout_ms: chance(r, 0.5) ? 120000 : null,
			request_max_retries: chance(r, 0.5) ? 2 : null,
			stream_idle_timeout_ms: chance(r, 0.5) ? 30000 : null,
			headers: chance(r, 0.5) ? [{ name: 'HTTP-Referer', value: 'https://acme.example' }] : [],
			overrides: chance(r, 0.3) ? [{ pointer: '/provider/sort', value: 'price' }] : [],
			proxying: local ? 'never' : 'except_local',
			max_in_flight: chance(r, 0.5) ? 4 : null,
			account_retries: local ? null : 'two'
		},
		account_status: accounts.map((a) => ({
			id: a.id,
			key: a.reference ? pick(r, ['stored', 'missing', 'environment'] as const) : 'anonymous'
		}))
	};
}

/**
 * The `endpoints` answer value (EndpointsAnswer) of `endpoints` endpoints with `perEndpoint` models each.
 * `listing: false` leaves the key out of every model row, as the real city's current build does.
 */
export function endpointsAnswer(
	endpoints = 40,
	perEndpoint = 500,
	seed = 8,
	{ listing = true }: { listing?: boolean } = {}
): { endpoints: object[]; chosen: object[] } {
	const r = rng(seed);
	// Fewer canonical ids than rows, so the same model is offered by several endpoints (as in life).
	const cat = catalogue(r, Math.max(perEndpoint, Math.round((endpoints * perEndpoint) / 4)));
	const list: object[] = [];
	for (let i = 0; i < endpoints; i++) {
		const aggregator = i % 4 === 1;
		// A contiguous window, rotated, so each endpoint has distinct canonicals of its own.
		const start = Math.floor(r() * cat.length);
		const models: object[] = [];
		for (let k = 0; k < perEndpoint; k++) {
			const c = cat[(start + k) % cat.length] as { vendor: string; canonical: string };
			const row = model(r, c.vendor, c.canonical, aggregator) as { listing?: string };
			if (!listing) delete row.listing;
			models.push(row);
		}
		list.push(endpoint(r, i, models));
	}
	const first = list[0] as { name: string; models: { id: string }[] };
	return {
		endpoints: list,
		chosen: [
			{ tag: 'main', endpoint: first.name, model: (first.models[0] as { id: string }).id, max_output_tokens: null }
		]
	};
}

const WORDS =
	'issue pull request repository branch commit file path query page limit owner label state sort order cursor filter project team user channel message thread document folder record table column row schema index'.split(
		' '
	);

function property(r: Rand, depth: number): object {
	const x = r();
	const description = `${pick(r, WORDS)} ${pick(r, WORDS)} to ${pick(r, ['use', 'search', 'return', 'create', 'update'])}, ${pick(r, WORDS)} by ${pick(r, WORDS)}`;
	if (x < 0.35) return { description, type: 'string' };
	if (x < 0.5) return { description, enum: [pick(r, WORDS), pick(r, WORDS), pick(r, WORDS)], type: 'string' };
	if (x < 0.7) return { description, maximum: 100, minimum: 1, type: 'integer' };
	if (x < 0.8) return { description, type: 'boolean' };
	if (x < 0.9 || depth > 0) return { description, items: { type: 'string' }, type: 'array' };
	return { description, ...objectSchema(r, depth + 1, 3) };
}

function objectSchema(r: Rand, depth: number, count: number): object {
	const names = new Set<string>();
	while (names.size < count)
		names.add(`${pick(r, WORDS)}${chance(r, 0.5) ? pick(r, ['Id', 'Name', 'Count', 'Url', '']) : ''}`);
	const sorted = [...names].sort();
	const properties: Record<string, object> = {};
	for (const n of sorted) properties[n] = property(r, depth);
	return {
		additionalProperties: false,
		properties,
		required: sorted.slice(0, 1 + Math.floor(r() * 2)),
		type: 'object'
	};
}

function tool(r: Rand, label: string, i: number): object {
	const remote = `${pick(r, ['search', 'create', 'update', 'list', 'get', 'delete'])}_${pick(r, WORDS)}${i}`;
	return {
		remote,
		name: `${label}_${remote}`,
		disclosure: `${remote.replace(/_/g, ' ')}: ${pick(r, WORDS)} ${pick(r, WORDS)} in the ${pick(r, WORDS)}, returning each ${pick(r, WORDS)} with its ${pick(r, WORDS)}.`,
		input_schema: { $schema: 'http://json-schema.org/draft-07/schema#', ...objectSchema(r, 0, 3 + Math.floor(r() * 5)) }
	};
}

/** The `mcp_health` answer value (McpHealthAnswer): `servers` connected servers with `tools` tools each. */
export function mcpHealthAnswer(servers = 100, tools = 50, seed = 11): { addr: string; servers: object[] } {
	const r = rng(seed);
	const list: object[] = [];
	for (let s = 0; s < servers; s++) {
		const label = `server${s}`;
		const stdio = s % 3 !== 0;
		list.push({
			label,
			transport: stdio ? 'stdio' : 'http',
			target: stdio ? `/opt/acme/bin/${label}-mcp --stdio --root /srv/${label}` : `https://mcp.${label}.example/mcp`,
			state: {
				connected: {
					protocol_version: '2025-06-18',
					server: `${label}-mcp`,
					tools: Array.from({ length: tools }, (_, i) => tool(r, label, i))
				}
			}
		});
	}
	return { addr: 'acme/lab', servers: list };
}

/** The `answered` frame text that carries `answer` under `key`, as the city writes it. */
export function answeredText(key: string, answer: unknown, askId = 1, asOf = 9120): string {
	return JSON.stringify({ answered: { ask_id: askId, as_of: asOf, outcome: { answer: { [key]: answer } } } });
}
