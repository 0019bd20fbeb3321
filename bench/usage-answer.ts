// A large `mcp_usage` answer (issue #28, item 7), shaped as the local city folds its ledger
// (city/domain/usage.ts): per server its tools by name, each tool's uses in ledger order and its calls per
// UTC day, oldest first. Seeded, so every run measures the same text.
import { seededRandom } from '../city/domain/seeded-random';

const DAY = 86_400_000;
/** The answer's clock: its newest call is an hour before this (4 December 2026, noon UTC). */
export const USAGE_NOW = Date.UTC(2026, 11, 4, 12);
const VERBS = ['search', 'create', 'update', 'list', 'get', 'delete', 'read', 'write'];
const NOUNS = ['issues', 'files', 'pages', 'notes', 'tickets', 'rows', 'events', 'users', 'builds', 'logs'];

export interface UsageSize {
	servers: number;
	tools: number;
	uses: number;
}

export const USAGE_SIZE: UsageSize = { servers: 200, tools: 5_000, uses: 200_000 };

/**
 * The `mcp_usage` answer value: `tools` spread evenly over `servers` (the last two no longer configured,
 * and a group of calls that name no server), and exactly `uses` calls over the last 45 days, 6 % failed.
 */
export function mcpUsageAnswer({ servers, tools, uses }: UsageSize = USAGE_SIZE, seed = 28): { servers: object[] } {
	const r = seededRandom(seed);
	const residents = ['acme/lab/ada', 'acme/lab/bo', 'acme/lab/cy', 'acme/ops/dee', null];
	// Each tool's share of the calls: uneven, as real use is, and adding up to `uses` exactly.
	const weights = Array.from({ length: tools }, () => r() ** 3 + 0.01);
	const sum = weights.reduce((a, b) => a + b, 0);
	const counts = weights.map((w) => Math.floor((w / sum) * uses));
	for (let i = 0, left = uses - counts.reduce((a, b) => a + b, 0); left > 0; i++, left--) counts[i % tools]!++;
	let seq = 1000;
	const lines: object[] = [];
	let t = 0;
	for (let s = 0; s < servers; s++) {
		const own = Math.floor(tools / servers) + (s < tools % servers ? 1 : 0);
		const server = s === servers - 1 ? null : `server${s}`;
		const list: { tool: string; uses: object[]; per_day: object[] }[] = [];
		for (let k = 0; k < own; k++, t++) {
			const n = counts[t]!;
			const ats = Array.from({ length: n }, () => USAGE_NOW - 3_600_000 - Math.floor(r() * 45 * DAY)).sort(
				(a, b) => a - b
			);
			const days = new Map<string, number>();
			const calls = ats.map((at) => {
				const day = new Date(at).toISOString().slice(0, 10);
				days.set(day, (days.get(day) ?? 0) + 1);
				const x = r();
				return {
					run: `run-${(0x1a2b + Math.floor(r() * 40_000)).toString(16)}`,
					resident: residents[Math.floor(r() * residents.length)] ?? null,
					seq: seq++,
					at,
					outcome: x < 0.06 ? 'failed' : x < 0.065 ? 'unknown' : 'ok'
				};
			});
			const name = `${VERBS[k % VERBS.length]}_${NOUNS[Math.floor(k / VERBS.length) % NOUNS.length]}${k}`;
			list.push({ tool: name, uses: calls, per_day: [...days].map(([day, count]) => ({ day, count })) });
		}
		list.sort((a, b) => (a.tool < b.tool ? -1 : 1));
		lines.push({ server, configured: server !== null && s < servers - 3, tools: list });
	}
	return { servers: lines };
}
