import type { DialectKind, EndpointTuning, Reach } from '../src/lib/wire/schemas/index';
import type { StoredModel } from './store';
import type { Vault } from './vault';

export interface ProbeTarget { baseUrl: string; dialect: DialectKind; secret: string | null; authHeader: string | null; tuning: EndpointTuning }
export interface ProbeResult { reach: Reach; stored: StoredModel[]; failed?: { code: string; subject: string } }
export async function probe(_t: ProbeTarget, _o: { vault: Vault; env: Record<string, string | undefined>; timeoutMs: number }): Promise<ProbeResult> {
	return { reach: { host: '', named: { state: 'not_found' }, connected: { state: 'skipped' }, answered: { state: 'unreachable', detail: 'todo' }, through: { state: 'direct' }, elapsed_ms: 0 }, stored: [], failed: { code: 'E_PROVIDER', subject: 'todo' } };
}
export function probedData(name: string, baseUrl: string, r: ProbeResult): Record<string, unknown> {
	return { name, base_url: baseUrl, reach: r.reach, models: r.stored.map((m) => m.id), facts: [], ...(r.failed ? { failed: r.failed } : {}) };
}
