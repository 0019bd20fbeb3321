import type {
	ChosenSummary,
	ConnectionKind,
	DialectKind,
	EndpointsAnswer,
	EndpointSummary,
	ModelFactsSummary
} from '../../protocol/schemas';
import { MODEL_TAGS, UNKNOWN_OFFER } from '../../protocol/schemas';
import { isLocalHost } from '../transport/loopback';
import type { CityState, StoredEndpoint } from '../storage/store';
import type { Vault } from '../storage/vault';

const KIND: Record<DialectKind, ConnectionKind> = {
	anthropic: 'anthropic_native',
	open_ai: 'openai_compat',
	open_ai_responses: 'responses'
};

/** The `endpoints` answer: attached endpoints with live key states, and the choices. */
export function endpointView(state: Readonly<CityState>, vault: Vault): EndpointsAnswer {
	const endpoints = state.endpoints.map((e) => summary(e, vault));
	const chosen: ChosenSummary[] = [];
	// Known tags in their order, then any other the state holds (the real city's list grows).
	const tags = [...new Set<string>([...MODEL_TAGS, ...state.chosen.map((c) => c.tag)])];
	for (const tag of tags) {
		const c = state.chosen.find((x) => x.tag === tag);
		if (!c) continue;
		const model = state.endpoints.find((e) => e.name === c.endpoint)?.models.find((m) => m.id === c.model);
		chosen.push({
			tag,
			endpoint: c.endpoint,
			model: c.model,
			max_output_tokens: c.max_output_tokens ?? model?.max_output_tokens ?? null
		});
	}
	return { endpoints, chosen };
}

function summary(e: StoredEndpoint, vault: Vault): EndpointSummary {
	const accounts = e.tuning.accounts ?? null;
	const models = e.models.map((m) => ({
		id: m.id,
		context_tokens: m.context_tokens,
		max_output_tokens: m.max_output_tokens,
		input_modalities: [...m.input_modalities],
		input_price: m.input_price,
		output_price: m.output_price,
		thinking: m.thinking ?? UNKNOWN_OFFER,
		canonical: m.canonical,
		// The real city's current rows carry no `listing` (docs/wire-provenance.md); only a named row says so.
		...(m.listing === 'named' ? { listing: 'named' as const } : {})
	})) as ModelFactsSummary[];
	return {
		name: e.name,
		label: e.tuning.label || e.name,
		base_url: e.base_url,
		dialect: e.dialect,
		connection_kind: KIND[e.dialect],
		models,
		local: isLocalHost(hostOf(e.base_url)),
		has_credential: e.secret !== null || (accounts ?? []).some((a) => a.reference),
		// `proxying` always reads back as a value; everything else exactly as attached.
		tuning: { ...e.tuning, proxying: e.tuning.proxying ?? 'except_local' },
		account_status: (accounts ?? []).map((a) => ({ id: a.id, key: vault.keyState(a.reference ?? null) }))
	};
}

function hostOf(url: string): string {
	try {
		return new URL(url).hostname;
	} catch {
		return '';
	}
}
