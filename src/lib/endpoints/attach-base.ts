import type { EndpointSummary, EndpointTuning } from '$protocol/schemas/endpoints';
import { copyTuning } from './reattach';
import { replaceChanges, type ReplaceChange } from './replace-diff';

/**
 * An attach form may start from an attached endpoint's read-back (its card's "Change settings"): what
 * the re-attach keeps from that read, and whether the read changed under the form.
 */

/** A read as JSON, to notice a newer one; `null` when there is none. */
export const summaryText = (s: EndpointSummary | null | undefined): string | null => (s ? JSON.stringify(s) : null);

/** Whether the form re-attaches the endpoint it started from (the id typed is that endpoint's). */
export const reattaches = (base: EndpointSummary | null, name: string): base is EndpointSummary =>
	base !== null && base.name === name.trim();

/** A re-attach carries the read-back's unknown keys too (WIRE.md §12.3); a new attach only the form's. */
export function outgoingTuning(base: EndpointSummary | null, name: string, fromForm: EndpointTuning): EndpointTuning {
	if (!reattaches(base, name)) return fromForm;
	return { ...copyTuning(base.tuning), ...fromForm } as EndpointTuning;
}

/** The models to admit from a probe's list: the ones left checked, and a re-attach's models named by hand. */
export function admitFrom(
	base: EndpointSummary | null,
	name: string,
	listed: readonly string[],
	excluded: readonly string[]
): string[] {
	const checked = listed.filter((id) => !excluded.includes(id));
	const named = reattaches(base, name)
		? base.models.filter((m) => m.listing === 'named' && !listed.includes(m.id)).map((m) => m.id)
		: [];
	return [...checked, ...named];
}

/** What changed between the read a form started from and the newest one (`now`); `gone` when it was removed. */
export function changesSince(
	base: EndpointSummary,
	now: EndpointSummary | undefined
): { gone: boolean; changes: ReplaceChange[] } {
	if (!now) return { gone: true, changes: [] };
	const changes = replaceChanges(base, {
		base_url: now.base_url,
		dialect: now.dialect,
		tuning: now.tuning,
		models: now.models.map((m) => m.id)
	});
	return { gone: false, changes };
}
