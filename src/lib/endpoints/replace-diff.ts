import type { ChosenSummary, EndpointSummary, EndpointTuning, ProviderAccount } from '$protocol/schemas/endpoints';
import { usedReferences } from './enroll-name';
import { droppedReferences } from './reattach';

/** One line of "what replacing changes": a field, its value now and after; `null` is "not set". */
export interface ReplaceChange {
	field: string;
	before: string | null;
	after: string | null;
}

/** What an attach would send, as far as a comparison needs it. */
export interface AttachPlan {
	base_url: string;
	dialect: string;
	tuning: EndpointTuning;
	/** The model ids the endpoint will have, or `null` when only the attach will read them. */
	models: readonly string[] | null;
}

const TUNING_FIELDS = [
	'label',
	'timeout_ms',
	'request_max_retries',
	'stream_idle_timeout_ms',
	'max_in_flight',
	'proxying',
	'account_retries'
] as const;

const accountsText = (list: readonly ProviderAccount[] | null | undefined): string | null =>
	list && list.length ? list.map((a) => (a.reference ? `${a.id} (${a.reference})` : a.id)).join(', ') : null;
const pairsText = (pairs: readonly { name: string; value: string }[] | undefined): string | null =>
	pairs && pairs.length ? pairs.map((p) => `${p.name}: ${p.value}`).join(', ') : null;
const overridesText = (list: readonly { pointer: string; value: string }[] | undefined): string | null =>
	list && list.length ? list.map((o) => `${o.pointer} = ${o.value}`).join(', ') : null;
const scalar = (x: unknown): string | null =>
	x === null || x === undefined ? null : typeof x === 'string' ? x : JSON.stringify(x);

/**
 * Every difference between an attached endpoint and the attach that would replace it (issue #16, story 2):
 * base URL, dialect, accounts, models, each tuning field, and read-back keys the new attach would not carry.
 */
export function replaceChanges(existing: EndpointSummary, plan: AttachPlan): ReplaceChange[] {
	const out: ReplaceChange[] = [];
	const push = (field: string, before: string | null, after: string | null) => {
		if (before !== after) out.push({ field, before, after });
	};
	push('base_url', existing.base_url, plan.base_url);
	push('dialect', existing.dialect, plan.dialect);
	const before = existing.tuning as Record<string, unknown>;
	const after = plan.tuning as Record<string, unknown>;
	push('accounts', accountsText(existing.tuning.accounts), accountsText(plan.tuning.accounts));
	const beforeModels = existing.models.map((m) => m.id).join(', ');
	if (plan.models === null) out.push({ field: 'models', before: beforeModels || null, after: null });
	else push('models', beforeModels || null, plan.models.join(', ') || null);
	for (const key of TUNING_FIELDS) push(key, scalar(before[key]), scalar(after[key]));
	push('headers', pairsText(existing.tuning.headers), pairsText(plan.tuning.headers));
	push('overrides', overridesText(existing.tuning.overrides), overridesText(plan.tuning.overrides));
	const known = new Set<string>([...TUNING_FIELDS, 'accounts', 'headers', 'overrides']);
	for (const key of Object.keys(before)) if (!known.has(key)) push(key, scalar(before[key]), scalar(after[key]));
	return out;
}

/**
 * The choices an attach to `name` drops: `sure` when the new model list is known and lacks the chosen
 * model, `atRisk` when only the attach will read the list (kept only if the endpoint still lists them).
 */
export function choicesAtStake(
	name: string,
	chosen: readonly ChosenSummary[],
	models: readonly string[] | null
): { sure: ChosenSummary[]; atRisk: ChosenSummary[] } {
	const mine = chosen.filter((c) => c.endpoint === name);
	if (models === null) return { sure: [], atRisk: mine };
	return { sure: mine.filter((c) => !models.includes(c.model)), atRisk: [] };
}

/**
 * Everything the replace confirmation shows: the changes, the chosen models at stake, and the keys only
 * the replaced endpoint used that the new attach no longer does (offered for deletion).
 */
export function replacePlan(
	existing: EndpointSummary,
	plan: AttachPlan,
	view: { endpoints: readonly EndpointSummary[]; chosen: readonly ChosenSummary[] }
) {
	const elsewhere = usedReferences(view.endpoints.filter((e) => e.name !== existing.name));
	for (const h of plan.tuning.headers) elsewhere.add(h.value);
	const orphans = droppedReferences(existing.tuning.accounts ?? [], plan.tuning.accounts ?? []).filter(
		(r) => !elsewhere.has(r)
	);
	return {
		existing,
		changes: replaceChanges(existing, plan),
		orphans,
		stake: choicesAtStake(existing.name, view.chosen, plan.models)
	};
}
