import { KEY_STATE_INFO } from '$lib/endpoints/key-state';
import { groupServers } from '$lib/mcp/usage/usage-view';
import { MODEL_TAGS } from '$protocol/schemas/common';
import type { ChosenSummary, EndpointSummary, KeyState } from '$protocol/schemas/endpoints';
import type { McpHealthAnswer, McpServer } from '$protocol/schemas/mcp';
import type { McpUsageAnswer } from '$protocol/schemas/usage';

/** One of the building's servers with its use in the window; `null` figures: the city has not said. */
export interface ServerUse {
	label: string;
	calls: number | null;
	failed: number | null;
	last: number | null;
}

/**
 * The building's servers by their use in the last 30 days, most used first (ties by name), and the
 * ones with no call in that window. Without a usage answer nothing is called unused: figures stay unknown.
 */
export function serverUses(
	servers: readonly McpServer[],
	usage: McpUsageAnswer | null,
	now: number
): { used: ServerUse[]; unused: string[]; unknown: string[] } {
	if (usage === null) return { used: [], unused: [], unknown: servers.map((s) => s.label) };
	const byLabel = new Map(groupServers(usage, now).configured.map((s) => [s.server, s]));
	const used: ServerUse[] = [];
	const unused: string[] = [];
	for (const { label } of servers) {
		const s = byLabel.get(label);
		if (s && s.calls > 0) used.push({ label, calls: s.calls, failed: s.failed, last: s.last });
		else unused.push(label);
	}
	used.sort((a, b) => b.calls! - a.calls! || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
	return { used, unused, unknown: [] };
}

/** The latest health answer this tab holds, as counts and the servers that do not answer. */
export interface HealthGlance {
	connected: number;
	authenticating: string[];
	failed: string[];
	/** When the answer arrived (ms). */
	at: number;
}

export function healthGlance(answer: McpHealthAnswer, at: number): HealthGlance {
	const glance: HealthGlance = { connected: 0, authenticating: [], failed: [], at };
	for (const s of answer.servers) {
		if ('connected' in s.state) glance.connected++;
		else if ('authenticating' in s.state) glance.authenticating.push(s.label);
		else glance.failed.push(s.label);
	}
	return glance;
}

/** An account whose key needs the person (missing, or its environment variable unusable). */
export interface KeyAttention {
	endpoint: string;
	endpointLabel: string;
	account: string;
	key: KeyState;
}

export function keysNeedingAttention(endpoints: readonly EndpointSummary[]): KeyAttention[] {
	return endpoints.flatMap((e) =>
		e.account_status
			.filter((a) => KEY_STATE_INFO[a.key].attention)
			.map((a) => ({ endpoint: e.name, endpointLabel: e.label, account: a.id, key: a.key }))
	);
}

/** The model chosen for one purpose, with the label of the endpoint serving it (its name if not attached). */
export interface PurposeChoice {
	tag: string;
	chosen: { model: string; endpoint: string; endpointLabel: string } | null;
}

/** Every purpose the app knows, in order, then any other the city reports, as chosen. */
export function purposeChoices(
	endpoints: readonly EndpointSummary[],
	chosen: readonly ChosenSummary[]
): PurposeChoice[] {
	const tags = [
		...MODEL_TAGS,
		...chosen.map((c) => c.tag).filter((t) => !(MODEL_TAGS as readonly string[]).includes(t))
	];
	return [...new Set(tags)].map((tag) => {
		const c = chosen.find((x) => x.tag === tag);
		if (!c) return { tag, chosen: null };
		const label = endpoints.find((e) => e.name === c.endpoint)?.label ?? c.endpoint;
		return { tag, chosen: { model: c.model, endpoint: c.endpoint, endpointLabel: label } };
	});
}
