import type { EndpointSummary } from '$protocol/schemas/endpoints';

/** A ceiling above the one the chosen model states: held until the person decides (issue #16, story 5). */
export interface CeilingAbove {
	endpoint: string;
	model: string;
	ceiling: number;
	stated: number;
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
	const stated = endpoints.find((e) => e.name === endpoint)?.models.find((m) => m.id === model)?.max_output_tokens;
	if (stated === null || stated === undefined || ceiling <= stated) return null;
	return { endpoint, model, ceiling, stated };
}
