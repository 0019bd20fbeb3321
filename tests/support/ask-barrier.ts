import { expect } from '@playwright/test';
import type { WireLog } from '../fixtures';

/**
 * A barrier: waits until the page has sent `query` after the first `since` asks. The socket keeps order, so an ask
 * a page made before that one is logged by then.
 */
export async function untilAsked(wireLog: WireLog, since: number, query: unknown): Promise<void> {
	await expect
		.poll(() =>
			wireLog
				.asks()
				.slice(since)
				.some((a) => JSON.stringify(a.query) === JSON.stringify(query))
		)
		.toBe(true);
}
