import type { DialectKind } from '../../protocol/schemas';
import { canonicalOf } from './canonical';
import type { StoredModel } from '../storage/store';

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** A positive integer as stated, else null ("not stated", never 0). */
function count(x: unknown): number | null {
	return typeof x === 'number' && Number.isInteger(x) && x >= 1 ? x : null;
}

/** A price as the provider's own text; a bare number keeps its JSON spelling. */
function price(x: unknown): string | null {
	if (typeof x === 'string') return x;
	if (typeof x === 'number' && Number.isFinite(x)) return String(x);
	return null;
}

/**
 * Reads an OpenAI-style (`{data:[…]}`, OpenRouter fields) or Anthropic
 * (`{data:[…], has_more}`) model list into the city's rows, in the provider's
 * order. Facts are copied as stated; anything absent stays null. Returns null
 * when the body is not a model list at all.
 */
export function readModelList(body: unknown, _dialect: DialectKind): StoredModel[] | null {
	const data = isObj(body) ? body.data : Array.isArray(body) ? body : undefined;
	if (!Array.isArray(data)) return null;
	const out: StoredModel[] = [];
	const seen = new Set<string>();
	for (const row of data) {
		if (!isObj(row) || typeof row.id !== 'string' || row.id === '' || seen.has(row.id)) continue;
		seen.add(row.id);
		const top = isObj(row.top_provider) ? row.top_provider : {};
		const arch = isObj(row.architecture) ? row.architecture : {};
		const pricing = isObj(row.pricing) ? row.pricing : {};
		const modalities = Array.isArray(arch.input_modalities)
			? arch.input_modalities.filter((m): m is string => typeof m === 'string')
			: [];
		out.push({
			id: row.id,
			context_tokens:
				count(row.context_length) ??
				count(row.context_window) ??
				count(row.max_model_len) ??
				count(row.max_input_tokens),
			max_output_tokens: count(top.max_completion_tokens) ?? count(row.max_completion_tokens) ?? count(row.max_tokens),
			input_modalities: modalities,
			input_price: price(pricing.prompt),
			output_price: price(pricing.completion),
			canonical: canonicalOf(row.id, row.canonical),
			listing: 'listed'
		});
	}
	return out;
}
