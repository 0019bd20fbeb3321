import type { Ledger } from '../storage/ledger';
import type { Store } from '../storage/store';
import { seededRandom } from './seeded-random';
import { TOOL_CALLED, type ToolCalledData } from './usage';

const DAY = 86_400_000;

interface Plan {
	server: string | null;
	tools: readonly string[];
	/** Days ago the calls span (newest, oldest). */
	from: number;
	to: number;
	runs: number;
	failRate: number;
}

/**
 * DEMO DATA, made up for `--demo`: a believable usage history written into an empty ledger as `tool_called`
 * records with past times. `everything` and `files` are used (some calls fail), `notes` is configured and never
 * used, `github` was removed from the configuration after its calls, and a few old calls name no server at all.
 */
const PLANS: readonly Plan[] = [
	{ server: null, tools: ['jira__create_issue'], from: 44, to: 38, runs: 2, failRate: 0 },
	{ server: 'github', tools: ['search_issues', 'create_issue'], from: 36, to: 19, runs: 9, failRate: 0.1 },
	{ server: 'everything', tools: ['echo', 'get-sum', 'get-tiny-image'], from: 27, to: 0, runs: 24, failRate: 0.06 },
	{ server: 'files', tools: ['read_file', 'search_files', 'write_file'], from: 12, to: 1, runs: 10, failRate: 0.2 }
];

/** Writes the demo history (once: only into an empty ledger) ending an hour before `now`. */
export function seedDemoUsage(store: Store, ledger: Ledger, cityName: string, now: number): void {
	if (ledger.lastSeq !== null) return;
	const random = seededRandom(28);
	const residents = [`${cityName}/lab/ada`, `${cityName}/lab/bo`, `${cityName}/lab/cy`, null];
	const calls: { at: number; data: ToolCalledData }[] = [];
	let runNo = 0;
	for (const plan of PLANS) {
		for (let r = 0; r < plan.runs; r++) {
			const daysAgo = plan.to + random() * (plan.from - plan.to);
			const start = now - 3_600_000 - daysAgo * DAY;
			const run = `run-${(0x1a2b + runNo++ * 0x2f3).toString(16)}`;
			const resident = residents[Math.floor(random() * residents.length)] ?? null;
			const count = 1 + Math.floor(random() * 5);
			for (let c = 0; c < count; c++) {
				const tool = plan.tools[Math.floor(random() * plan.tools.length)]!;
				const outcome = random() < plan.failRate ? 'failed' : c === count - 1 && random() < 0.03 ? 'unknown' : 'ok';
				calls.push({ at: Math.round(start + c * 40_000), data: { server: plan.server, tool, run, resident, outcome } });
			}
		}
	}
	calls.sort((a, b) => a.at - b.at);
	const addr = cityName in store.current.buildings ? cityName : undefined;
	for (const call of calls) ledger.append(TOOL_CALLED, addr, { ...call.data }, call.at);
}
