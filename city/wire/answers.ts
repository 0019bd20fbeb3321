import type { McpServer, Query } from '../../protocol/schemas';
import type { CityContext } from '../city-context';
import { endpointView } from '../domain/endpoint-view';
import { KNOWN_HOSTS } from '../domain/known-hosts';
import { configAnswer } from '../domain/city-settings';
import { CITY_CONFIG_DOCUMENT, documentAnswer } from '../domain/city-document';
import { LayerUnreadable } from '../domain/layers';
import { mcpHealth } from '../domain/mcp-health';
import { refuse } from './refusal';
import { toolkitsAnswer } from '../domain/toolkits';
import { configuredLabels, exportUsage, foldUsage, TOOL_CALLED } from '../domain/usage';

/** An `answered` body before its ask_id: `as_of` and the outcome. */
export interface Answered {
	asOf: number;
	outcome: { answer: Record<string, unknown> };
}

/**
 * Answers one query (WIRE.md §11). `as_of` is taken when the state is read, so
 * it names the first ledger seq the answer does not reflect.
 */
export async function answerQuery(ctx: CityContext, query: Query, signal: AbortSignal): Promise<Answered> {
	const asOf = ctx.ledger.nextSeq;
	const answer = (a: Record<string, unknown>): Answered => ({ asOf, outcome: { answer: a } });
	if (query === 'endpoint_view') {
		const problem = ctx.vault.poisoned ? ctx.vault.openProblem() : null;
		if (problem) return answer({ unavailable: { query: 'endpoint_view', reason: problem } });
		return answer({ endpoints: endpointView(ctx.store.current, ctx.vault) });
	}
	if (query === 'toolkits') return answer({ toolkits: await toolkitsAnswer(ctx) });
	if (query === 'known_hosts') return answer({ known_hosts: { hosts: KNOWN_HOSTS } });
	if (query === 'devices') {
		// The door answers it; a city without a door has nobody paired to list.
		if (ctx.door) return answer({ devices: { devices: ctx.door.devices() } });
		return answer({ unavailable: { query: 'devices', reason: 'this city has no door, so no browser is paired here' } });
	}
	if ('mcp_usage' in query) return answer({ mcp_usage: usageNow(ctx, query.mcp_usage.server) });
	if ('usage_export' in query) {
		const { what, format } = query.usage_export;
		return answer({ usage_export: { what, format, body: exportUsage(usageNow(ctx, null), format) } });
	}
	if ('document' in query) {
		const doc = documentAnswer(ctx, query.document.at);
		if (doc) return answer({ document: doc });
		const reason = `this local city keeps one document, ${CITY_CONFIG_DOCUMENT}`;
		return answer({ unavailable: { query: `Document(${query.document.at})`, reason } });
	}
	if ('config' in query) {
		const addr = knownBuilding(ctx, query.config.addr, 'answer config');
		// Reading the keys' states needs the vault, as in the real city.
		const problem = ctx.vault.poisoned ? ctx.vault.openProblem() : null;
		if (problem) return answer({ unavailable: { query: 'config', reason: problem } });
		try {
			return answer({ config: configAnswer(ctx, addr) });
		} catch (err) {
			// A file on the ladder that does not read: "I could not look", with what stopped it.
			if (err instanceof LayerUnreadable) return answer({ unavailable: { query: 'config', reason: err.message } });
			throw err;
		}
	}
	if ('building_view' in query) {
		const addr = knownBuilding(ctx, query.building_view.addr, 'answer building');
		// Always an array, as the real city sends it: `[]` when the building states no servers of its own.
		const mcp = ctx.store.current.buildings[addr]?.mcp ?? [];
		return answer({ building: { addr, mcp, sandbox: null, desktop: null, context_second_threshold: null } });
	}
	const addr = knownBuilding(ctx, query.mcp_health.addr, 'check tool servers');
	const servers = resolvedMcp(ctx, addr);
	const health = await mcpHealth(servers, {
		vault: ctx.vault,
		deadlineMs: ctx.mcpDeadlineMs,
		brokerUrl: ctx.broker.url,
		signal,
		track: ctx.track
	});
	return answer({ mcp_health: { addr, servers: health } });
}

/**
 * The list a server check uses: configuration resolves city → building → room, and the
 * nearest layer that states a list replaces the ones above it (WIRE.md §11.2).
 */
export function resolvedMcp(ctx: CityContext, addr: string): McpServer[] {
	const segments = addr.split('/');
	for (let n = segments.length; n > 0; n--) {
		const own = ctx.store.current.buildings[segments.slice(0, n).join('/')]?.mcp;
		// An empty list states no servers of its own: the layer above still applies (WIRE.md §11.2).
		if (own && own.length > 0) return own;
	}
	return [];
}

/** The address if it is this city or a place in it; otherwise a refusal naming the city's addresses. */
export function knownBuilding(ctx: CityContext, addr: string, action: string): string {
	if (addr === ctx.cityName || addr.startsWith(`${ctx.cityName}/`)) return addr;
	return refuse(
		'E_PATH_NOT_FOUND',
		`${action} for ${addr}`,
		`this city is ${ctx.cityName}; ${addr} is not inside it`,
		`use ${ctx.cityName} or an address under it, such as ${ctx.building}`,
		{ nearby: [ctx.cityName, ctx.building] }
	);
}

/** `mcp_usage` from the ledger as it is now (WIRE.md §11.8). */
function usageNow(ctx: CityContext, only: string | null) {
	return foldUsage(ctx.ledger.records(TOOL_CALLED), configuredLabels(ctx.store.current), only);
}
