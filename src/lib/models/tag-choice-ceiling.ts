import type { ChosenSummary, EndpointSummary } from '$protocol/schemas/endpoints';

/** A ceiling above the one the chosen model states: held until the person decides (issue #16, story 5). */
export interface CeilingAbove {
	endpoint: string;
	model: string;
	ceiling: number;
	stated: number;
}

/** The ceiling a model states at an endpoint; `null` when it states none or is not listed. */
export function statedCeiling(endpoints: readonly EndpointSummary[], endpoint: string, model: string): number | null {
	return endpoints.find((e) => e.name === endpoint)?.models.find((m) => m.id === model)?.max_output_tokens ?? null;
}

/**
 * The conflict between the tag's ceiling and the model's stated one, or `null` when the ceiling fits,
 * is empty ("as the provider states"), or the model states none (nothing to compare with).
 */
export function ceilingAbove(
	endpoints: readonly EndpointSummary[],
	endpoint: string,
	model: string,
	ceiling: number | null
): CeilingAbove | null {
	if (ceiling === null) return null;
	const stated = statedCeiling(endpoints, endpoint, model);
	if (stated === null || ceiling <= stated) return null;
	return { endpoint, model, ceiling, stated };
}

/** A ceiling this page sent with a choice: the person's own figure for that endpoint and model. */
export interface SentCeiling {
	endpoint: string;
	model: string;
	ceiling: number | null;
}

/**
 * The ceiling a person chose, as far as an answer tells. The city fills a chosen `null` with the chosen
 * model's own figure (WIRE.md ChosenSummary: `null` only when no row states one), so a figure equal to that
 * model's stated one is "as the provider states" (`null`, an empty field) — unless this page sent that very
 * figure for that very model. Then another model's smaller ceiling warns only about a figure someone chose.
 */
export function chosenCeiling(
	endpoints: readonly EndpointSummary[],
	chosen: ChosenSummary | null,
	sent: SentCeiling | null = null
): number | null {
	const figure = chosen?.max_output_tokens ?? null;
	if (!chosen || figure === null) return null;
	if (sent && sent.endpoint === chosen.endpoint && sent.model === chosen.model && sent.ceiling === figure) {
		return figure;
	}
	return statedCeiling(endpoints, chosen.endpoint, chosen.model) === figure ? null : figure;
}
