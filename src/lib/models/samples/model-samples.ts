import { UNKNOWN_OFFER } from '$protocol/schemas/endpoints';
import * as v from 'valibot';
import frame from '$protocol/frames/answered-endpoints.json';
import type { ChosenSummary, EndpointSummary, ModelFactsSummary } from '$protocol/schemas/endpoints';
import { EndpointsAnswer } from '$protocol/schemas/endpoints';
import { emptyTuning } from '$protocol/schemas/endpoints';

/*
 * Test and story data for the model picker: the wire's example answer, and
 * factories for big synthetic cities. Never imported by the app itself.
 */

/** The wire's example `endpoint_view` answer (anthropic, openrouter, vllm), decoded. */
export function exampleAnswer(): { endpoints: EndpointSummary[]; chosen: ChosenSummary[] } {
	return v.parse(EndpointsAnswer, frame.answered.outcome.answer.endpoints);
}

export { UNKNOWN_OFFER };

/** A provider row with every fact absent; override any field. */
export function modelFactory(over: Partial<ModelFactsSummary> & { id: string }): ModelFactsSummary {
	return {
		context_tokens: null,
		max_output_tokens: null,
		input_modalities: [],
		input_price: null,
		output_price: null,
		thinking: UNKNOWN_OFFER,
		canonical: over.id.slice(over.id.lastIndexOf('/') + 1).toLowerCase(),
		listing: 'listed',
		...over
	};
}

/** An endpoint with no account list; override any field. */
export function endpointFactory(over: Partial<EndpointSummary> & { name: string }): EndpointSummary {
	return {
		label: over.name,
		base_url: `https://${over.name}.example/v1`,
		dialect: 'open_ai',
		connection_kind: 'openai_compat',
		models: [],
		local: false,
		has_credential: false,
		tuning: emptyTuning({ proxying: 'except_local' }),
		account_status: [],
		...over
	};
}

/**
 * A big city: `offers` provider rows spread over `endpoints` endpoints, about a
 * third of the canonical ids offered by more than one endpoint. Deterministic.
 */
export function manyEndpoints(offers = 20_000, endpoints = 40): EndpointSummary[] {
	const perEndpoint = Math.ceil(offers / endpoints);
	const families = ['llama', 'qwen', 'mistral', 'gemma', 'phi', 'deepseek', 'claude', 'gpt', 'command', 'yi'];
	const kinds = [['text'], ['text', 'image'], [], ['text', 'image', 'audio']];
	const out: EndpointSummary[] = [];
	let made = 0;
	for (let e = 0; e < endpoints; e++) {
		const name = `ep${String(e).padStart(2, '0')}`;
		const models: ModelFactsSummary[] = [];
		for (let i = 0; i < perEndpoint && made < offers; i++, made++) {
			// Every third row reuses a canonical id another endpoint also offers.
			const n = i % 3 === 0 ? i : e * perEndpoint + i;
			const family = families[n % families.length] as string;
			const canonical = `${family}-${n}`;
			models.push(
				modelFactory({
					id: e % 2 === 0 ? `${name}/${canonical}` : `Org/${canonical.toUpperCase()}`,
					canonical,
					context_tokens: n % 5 === 0 ? null : 4096 * ((n % 64) + 1),
					max_output_tokens: n % 7 === 0 ? null : 1024 * ((n % 16) + 1),
					input_modalities: kinds[n % kinds.length] as string[],
					input_price: n % 4 === 0 ? null : `0.${String(n % 1000).padStart(6, '0')}1`,
					output_price: n % 4 === 0 ? null : `0.${String(n % 1000).padStart(5, '0')}2`,
					thinking:
						n % 6 === 0
							? {
									levels: ['low', 'medium', 'high'],
									on: 'allowed',
									default: 'medium',
									default_on: true,
									words: [{ effort: 'low', word: 'minimal' }],
									from: 'upstream',
									source: null
								}
							: UNKNOWN_OFFER
				})
			);
		}
		out.push(endpointFactory({ name, label: `Endpoint ${e}`, models, local: e % 10 === 0 }));
	}
	return out;
}
