import type { ToolkitLine, ToolkitsAnswer } from '$protocol/schemas/toolkits';

export interface ToolkitGlance {
	slug: string;
	name: string;
	/** The account the broker named (connected only). */
	alias?: string;
}

/** The shelf's connected and awaiting applications, in the broker's order; null when there is no shelf. */
export function toolkitGlance(
	answer: ToolkitsAnswer
): { connected: ToolkitGlance[]; awaiting: ToolkitGlance[] } | null {
	if (typeof answer === 'string' || !('shelf' in answer)) return null;
	const of = (l: ToolkitLine): ToolkitGlance => ({ slug: l.slug, name: l.name });
	const connected: ToolkitGlance[] = [];
	const awaiting: ToolkitGlance[] = [];
	for (const l of answer.shelf.toolkits) {
		const s = l.standing;
		if (typeof s === 'string') continue;
		if ('connected' in s) connected.push({ ...of(l), alias: s.connected.alias });
		else if ('awaiting' in s) awaiting.push(of(l));
	}
	return { connected, awaiting };
}
