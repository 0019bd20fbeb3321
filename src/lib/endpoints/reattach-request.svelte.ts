import type { EndpointSummary } from '$protocol/schemas/endpoints';

// Apart from the kept draft (attach-draft.svelte.ts): a card's press needs only this, and the draft's
// blank check pulls in the tuning form, which the first load of /endpoints does not carry.
const request = $state<{ summary: EndpointSummary | null; n: number }>({ summary: null, n: 0 });
const json = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/** The card's "Change settings": asks the attach form to start from this endpoint's read-back. */
export function requestReattach(summary: EndpointSummary): void {
	request.summary = json(summary);
	request.n++;
}

/**
 * Takes the pending re-attach request, if any; a form that mounts after the press still gets it.
 * Reading it inside an effect re-runs that effect on the next press.
 */
export function takeReattach(): EndpointSummary | null {
	void request.n;
	const summary = request.summary;
	if (!summary) return null;
	request.summary = null;
	return json(summary);
}
