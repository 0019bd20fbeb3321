import type { Query } from '../src/lib/wire/schemas/index';
import type { CityContext } from './context';
import { endpointView } from './endpoint-view';
import { KNOWN_HOSTS, TUNING_DEFAULTS } from './known-hosts';
import { mcpHealth } from './mcp-health';
import { refuse } from './refusal';

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
	if (query === 'known_hosts') return answer({ known_hosts: { hosts: KNOWN_HOSTS } });
	if ('config' in query) return answer({ config: { addr: query.config.addr, tuning: TUNING_DEFAULTS } });
	if ('building' in query) {
		const addr = knownBuilding(ctx, query.building.addr, 'answer building');
		const mcp = ctx.store.current.buildings[addr]?.mcp ?? null;
		return answer({ building: { addr, mcp, sandbox: null, desktop: null, context_second_threshold: null } });
	}
	const addr = knownBuilding(ctx, query.mcp_health.addr, 'check tool servers');
	const servers = ctx.store.current.buildings[addr]?.mcp ?? [];
	const health = await mcpHealth(servers, {
		vault: ctx.vault,
		deadlineMs: ctx.mcpDeadlineMs,
		signal,
		track: ctx.track
	});
	return answer({ mcp_health: { addr, servers: health } });
}

/** The address if it is this city's building; otherwise a refusal naming the one it keeps. */
export function knownBuilding(ctx: CityContext, addr: string, action: string): string {
	if (addr === ctx.building) return addr;
	return refuse(
		'E_PATH_NOT_FOUND',
		`${action} for ${addr}`,
		`this city has no building ${addr}; it keeps ${ctx.building}`,
		`use the address ${ctx.building}`,
		{ nearby: [ctx.building] }
	);
}
