// The benchmarks that run in Chromium (Debian's, via Playwright): the model picker at three city sizes
// (bench/picker-bench.ts), the first load of /mcp against the stack's floor and the floor page
// (bench/mcp-load-bench.ts), and /mcp drawing a big usage answer (bench/usage-load-bench.ts).
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from '../scripts/chromium.mjs';
import type { Figure } from './figures';
import { mcpLoadBenches } from './mcp-load-bench';
import { pickerBenches } from './picker-bench';
import { usageLoadBenches } from './usage-load-bench';

/**
 * The benchmark's Chromium flags. This Chromium loads its WebUI address-bar popup (≈ 150 files of its own) into
 * every new window, on the same 2 cores, in the middle of a measured load; a person's browser has it loaded once.
 */
export const BENCH_CHROMIUM_ARGS = [
	...chromiumArgs,
	'--enable-precise-memory-info',
	'--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup'
];

export interface BrowserBenchOptions {
	buildDir: string;
	/** Fresh pages per city size for the picker, keystroke and heap figures. */
	runs: number;
	/** Cold contexts per page and size for /mcp. */
	loadRuns: number;
	warmup: number;
	picker?: boolean;
	mcp?: boolean;
	usage?: boolean;
	/** The stack's floor (bench/kit-floor/) as built, or `null` to measure without it. */
	kitFloorDir?: string | null;
	/** The embed (`npm run build:embed`) as built, or `null` to measure without it. */
	embedDir?: string | null;
}

export async function browserBenches({
	buildDir,
	runs,
	loadRuns,
	warmup,
	picker = true,
	mcp = true,
	usage = true,
	kitFloorDir = null,
	embedDir = null
}: BrowserBenchOptions): Promise<{ figures: Figure[]; chromium: string }> {
	const executablePath = findChromium();
	if (!executablePath) throw new Error('No Chromium: install Debian’s chromium or set CHROMIUM_PATH');
	const browser = await chromium.launch({ executablePath, args: BENCH_CHROMIUM_ARGS });
	try {
		const figures = [
			...(picker ? await pickerBenches(browser, buildDir, runs, warmup) : []),
			...(mcp ? await mcpLoadBenches(browser, buildDir, loadRuns, warmup, kitFloorDir, embedDir) : []),
			...(usage ? await usageLoadBenches(browser, buildDir, runs, warmup) : [])
		];
		return { figures, chromium: browser.version() };
	} finally {
		await browser.close();
	}
}
